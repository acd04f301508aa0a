import { Alert, Loader } from '@mantine/core';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvent } from '../../entities/events/api/get-event.ts';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { CheckInScreen } from '../../features/check-in/components/check-in-screen.tsx';
import { getQrDecoder } from '../../features/check-in/zxing-decoder.ts';
import { useStoredRosterEvent } from '../../features/check-in/hooks/use-door-roster.ts';
import { useTranslation } from 'react-i18next';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

/** /events/{code}/check-in: the camera QR scanner of an event (docs/product.md §6.1). */
export function Component() {
  const { t } = useTranslation();
  const { code: routeCode, raw: rawCode } = useRouteCode();
  const code = routeCode ?? 0;
  const { data: fetched, isPending, isError } = useEvent(code);
  // Opened while offline: the event as this device's roster last saw it.
  const stored = useStoredRosterEvent(code);
  const event = fetched ?? stored;
  const breadcrumbs = [
    { label: t('nav.events'), to: EVENTS_FROM_TODAY },
    { label: rawCode, to: `/events/${rawCode}` },
    { label: t('events.checkIn') },
  ];

  return (
    <PageFrame
      breadcrumbs={breadcrumbs}
      title={event ? t('events.titleWith', { name: event.name, page: t('events.checkIn') }) : t('events.checkIn')}
    >
      {event ? (
        <>
          {event.isCancelled && <Alert color="yellow">{t('events.cancelledNoCheckIn')}</Alert>}
          <CheckInScreen event={event} decoder={getQrDecoder()} />
        </>
      ) : isError || code === 0 ? (
        <Alert color="red">{t('events.notFound')}</Alert>
      ) : (
        isPending && <Loader aria-label={t('events.loading')} />
      )}
    </PageFrame>
  );
}
