import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import type { Event } from '@console/contracts';
import { useUpdateEvent } from '../../../entities/events/api/update-event.ts';
import { useEventForm } from '../hooks/use-event-form.ts';
import { eventSaveMessages, reportEventSaveFailure } from '../save-feedback.ts';
import { toEventFormValues, toUpdateEventBody, type EventFormOutput } from '../schemas.ts';
import { EventForm } from './event-form.tsx';

interface EditEventFormProps {
  event: Event;
}

/** Edit Event: Save stays on the page; the form then shows what the server stored. */
export function EditEventForm({ event }: EditEventFormProps) {
  const form = useEventForm(toEventFormValues(event));
  const updateEvent = useUpdateEvent();

  async function handleValid(values: EventFormOutput) {
    try {
      const saved = await updateEvent.mutateAsync({ code: event.code, body: toUpdateEventBody(event.code, values) });
      form.reset(toEventFormValues(saved));
      reportSaveSuccess(eventSaveMessages, 'update');
    } catch (error) {
      reportEventSaveFailure('update', error, form.setError);
    }
  }

  return (
    <EventForm
      form={form}
      code={event.code}
      saving={updateEvent.isPending}
      cancelTo={`/events/${event.code}`}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(eventSaveMessages, 'update')}
    />
  );
}
