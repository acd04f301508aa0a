import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useNavigate } from 'react-router';
import { useCreateEvent } from '../../../entities/events/api/create-event.ts';
import { useEventForm } from '../hooks/use-event-form.ts';
import { eventSaveMessages, reportEventSaveFailure } from '../save-feedback.ts';
import { emptyEventValues, toCreateEventBody, type EventFormOutput } from '../schemas.ts';
import { EventForm } from './event-form.tsx';

/** New Event: on success, a toast and the new event's page (docs/product.md §5.3). */
export function NewEventForm() {
  const form = useEventForm(emptyEventValues());
  const createEvent = useCreateEvent();
  const navigate = useNavigate();

  async function handleValid(values: EventFormOutput) {
    try {
      const event = await createEvent.mutateAsync(toCreateEventBody(values));
      reportSaveSuccess(eventSaveMessages, 'create');
      await navigate(`/events/${event.code}`);
    } catch (error) {
      reportEventSaveFailure('create', error, form.setError);
    }
  }

  return (
    <EventForm
      form={form}
      saving={createEvent.isPending}
      cancelTo="/events"
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(eventSaveMessages, 'create')}
    />
  );
}
