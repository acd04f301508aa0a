import { useTranslation } from 'react-i18next';
import { messages } from '@console/contracts';
import { PageFrame } from '../../components/page-frame.tsx';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { VenueDetails } from '../../features/venues/components/venue-details.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

/** /venues/{id}: the venue and its upcoming events. */
export function Component() {
  const { t } = useTranslation();
  const { code: id, raw: rawId } = useRouteCode('id');
  return (
    <PageFrame breadcrumbs={[{ label: t('nav.venues'), to: '/venues' }, { label: rawId }]} title={t('venues.view')} maxWidth={900}>
      {id ? <VenueDetails id={id} /> : <NotFoundAlert message={messages.venues.notFound} />}
    </PageFrame>
  );
}
