import { useState } from 'react';
import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import type { Event, SeriesEditScope } from '@console/contracts';
import { useUpdateEvent } from '../../../entities/events/api/update-event.ts';
import { useEventForm } from '../hooks/use-event-form.ts';
import { eventSaveMessages, reportEventSaveFailure } from '../save-feedback.ts';
import { toEventFormValues, toUpdateEventBody, type EventFormOutput } from '../schemas.ts';
import { EditScopeField } from '../series/edit-scope-field.tsx';
import { EventForm } from './event-form.tsx';

interface EditEventFormProps {
  event: Event;
}

/**
 * Edit Event: Save stays on the page; the form then shows what the server stored. An event of a
 * series asks whether the changes reach its later events too.
 */
export function EditEventForm({ event }: EditEventFormProps) {
  const form = useEventForm(toEventFormValues(event));
  const updateEvent = useUpdateEvent();
  const [scope, setScope] = useState<SeriesEditScope>('this');

  async function handleValid(values: EventFormOutput) {
    try {
      const saved = await updateEvent.mutateAsync({ code: event.code, body: toUpdateEventBody(event.code, values), scope });
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
    >
      {event.seriesId !== null && <EditScopeField value={scope} onChange={setScope} />}
    </EventForm>
  );
}
