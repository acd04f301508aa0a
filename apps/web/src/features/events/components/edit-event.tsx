import { messages } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useEvent } from '../../../entities/events/api/get-event.ts';
import { EditEventForm } from './edit-event-form.tsx';

interface EditEventProps {
  code: number;
}

/** Edit Event: loads the event, then shows it in the form. */
export function EditEvent({ code }: EditEventProps) {
  const event = useEvent(code);
  if (event.data) return <EditEventForm key={code} event={event.data} />;
  return <RecordLoadState error={event.error} thing="event" notFoundMessage={messages.events.notFound} />;
}
