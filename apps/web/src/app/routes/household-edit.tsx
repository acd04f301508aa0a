import { useTranslation } from 'react-i18next';
import { messages } from '@console/contracts';
import { PageFrame } from '../../components/page-frame.tsx';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { EditHousehold } from '../../features/households/components/edit-household.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

export function Component() {
  const { t } = useTranslation();
  const { code: id, raw: rawId } = useRouteCode('id');
  const breadcrumbs = [
    { label: t('nav.households'), to: '/households' },
    { label: rawId, to: `/households/${rawId}` },
    { label: t('common.edit') },
  ];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={t('households.edit')} maxWidth={800}>
      {id ? <EditHousehold id={id} /> : <NotFoundAlert message={messages.households.notFound} />}
    </PageFrame>
  );
}
