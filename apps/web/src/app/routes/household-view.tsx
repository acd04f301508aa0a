import { useTranslation } from 'react-i18next';
import { messages } from '@console/contracts';
import { PageFrame } from '../../components/page-frame.tsx';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { HouseholdDetails } from '../../features/households/components/household-details.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

/** /households/{id}: the household and its members. */
export function Component() {
  const { t } = useTranslation();
  const { code: id, raw: rawId } = useRouteCode('id');
  return (
    <PageFrame
      breadcrumbs={[{ label: t('nav.households'), to: '/households' }, { label: rawId }]}
      title={t('households.view')}
      maxWidth={900}
    >
      {id ? <HouseholdDetails id={id} /> : <NotFoundAlert message={messages.households.notFound} />}
    </PageFrame>
  );
}
