import { Alert, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvent } from '../../entities/events/api/get-event.ts';
import { useRouteCode } from '../../lib/use-route-code.ts';
import { CheckInScreen } from '../../features/check-in/components/check-in-screen.tsx';
import { getQrDecoder } from '../../features/check-in/zxing-decoder.ts';

/** /events/{code}/check-in: the camera QR scanner of an event (product spec, section 2). */
export function Component() {
  const { code: rawCode = '' } = useParams();
  const code = useRouteCode() ?? 0;
  const { data: event, isPending, isError } = useEvent(code);
  const breadcrumbs = [
    { label: 'Events', to: '/events?sort=start-date&direction=desc' },
    { label: rawCode, to: `/events/${rawCode}` },
    { label: 'Check-In' },
  ];

  return (
    <PageFrame breadcrumbs={breadcrumbs} title={event ? `${event.name} - Check-In` : 'Check-In'}>
      {event ? (
        <>
          {event.isCancelled && <Alert color="yellow">This event is cancelled: nobody can be checked in.</Alert>}
          <CheckInScreen event={event} decoder={getQrDecoder()} />
        </>
      ) : isError || code === 0 ? (
        <Alert color="red">Event not found.</Alert>
      ) : (
        isPending && <Loader aria-label="Loading the event" />
      )}
    </PageFrame>
  );
}
