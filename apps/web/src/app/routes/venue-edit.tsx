import { useTranslation } from 'react-i18next';
import { messages } from '@console/contracts';
import { PageFrame } from '../../components/page-frame.tsx';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { EditVenue } from '../../features/venues/components/edit-venue.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

export function Component() {
  const { t } = useTranslation();
  const { code: id, raw: rawId } = useRouteCode('id');
  const breadcrumbs = [{ label: t('nav.venues'), to: '/venues' }, { label: rawId, to: `/venues/${rawId}` }, { label: t('common.edit') }];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={t('venues.edit')} maxWidth={800}>
      {id ? <EditVenue id={id} /> : <NotFoundAlert message={messages.venues.notFound} />}
    </PageFrame>
  );
}
