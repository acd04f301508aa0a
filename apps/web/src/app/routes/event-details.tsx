import { messages } from '@console/contracts';
import { Accordion } from '@mantine/core';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvent } from '../../entities/events/api/get-event.ts';
import { AttendancePanel } from '../../features/attendance/components/attendance-panel.tsx';
import { EventDetailsPanel } from '../../features/attendance/components/event-details-panel.tsx';
import { NotFoundAlert, RecordLoadState } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

interface EventDetailsContentProps {
  code: number;
}

function EventDetailsContent({ code }: EventDetailsContentProps) {
  const event = useEvent(code);
  const { code: rawCode = '' } = useParams();
  const breadcrumbs = [{ label: 'Events', to: '/events' }, { label: rawCode }];
  if (!event.data)
    return (
      <PageFrame breadcrumbs={breadcrumbs}>
        <RecordLoadState error={event.error} thing="event" notFoundMessage={messages.events.notFound} />
      </PageFrame>
    );
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={event.data.name}>
      <Accordion multiple defaultValue={['details', 'attendance']} variant="separated">
        <Accordion.Item value="details">
          <Accordion.Control>Details</Accordion.Control>
          <Accordion.Panel>
            <EventDetailsPanel event={event.data} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="attendance">
          <Accordion.Control>Attendance</Accordion.Control>
          <Accordion.Panel>
            <AttendancePanel event={event.data} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </PageFrame>
  );
}

/** /events/{code}: the event's Details and its Attendance, both open. */
export function Component() {
  const code = useRouteCode();
  const { code: rawCode = '' } = useParams();
  if (!code)
    return (
      <PageFrame breadcrumbs={[{ label: 'Events', to: '/events' }, { label: rawCode }]}>
        <NotFoundAlert message={messages.events.notFound} />
      </PageFrame>
    );
  return <EventDetailsContent code={code} />;
}
