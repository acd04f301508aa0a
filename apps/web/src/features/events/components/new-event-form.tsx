import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useNavigate } from 'react-router';
import type { Repeat } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateEventSeries } from '../../../entities/event-series/api/create-event-series.ts';
import { useCreateEvent } from '../../../entities/events/api/create-event.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { useEventForm } from '../hooks/use-event-form.ts';
import { eventSaveMessages, reportEventSaveFailure } from '../save-feedback.ts';
import { emptyEventValues, toCreateEventBody, toCreateSeriesBody, type EventFormOutput } from '../schemas.ts';
import { noRepeat } from '../series/repeat-values.ts';
import { RepeatSection } from '../series/repeat-section.tsx';
import { EventForm } from './event-form.tsx';

const hasRepeat = (values: EventFormOutput): values is EventFormOutput & { repeat: Repeat } => values.repeat !== undefined;

/**
 * New Event: on success, a toast and the new event's page (docs/product.md §5.3). With a repeat it
 * creates the whole series and opens its first event.
 */
export function NewEventForm() {
  const form = useEventForm({ ...emptyEventValues(), repeat: noRepeat() });
  const createEvent = useCreateEvent();
  const createSeries = useCreateEventSeries();
  const navigate = useNavigate();

  /** The first event's code; the toast says how many were made. */
  async function create(values: EventFormOutput): Promise<number | undefined> {
    if (!hasRepeat(values)) {
      const event = await createEvent.mutateAsync(toCreateEventBody(values));
      reportSaveSuccess(eventSaveMessages, 'create');
      return event.code;
    }
    const series = await createSeries.mutateAsync(toCreateSeriesBody(values));
    const count = series.events.length;
    toast.success(i18n.t('events.repeat.created', { count }), { about: eventSaveMessages.create.about });
    return series.events[0]?.code;
  }

  async function handleValid(values: EventFormOutput) {
    try {
      const code = await create(values);
      await navigate(code === undefined ? '/events' : `/events/${code}`);
    } catch (error) {
      reportEventSaveFailure('create', error, form.setError);
    }
  }

  return (
    <EventForm
      form={form}
      saving={createEvent.isPending || createSeries.isPending}
      cancelTo="/events"
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(eventSaveMessages, 'create')}
    >
      <RepeatSection form={form} />
    </EventForm>
  );
}
