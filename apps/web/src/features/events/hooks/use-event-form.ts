import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, Resolver } from 'react-hook-form';
import { createSeriesSchema } from '@console/contracts';
import { useResolvedForm } from '../../../components/form/use-schema-form.ts';
import { eventFormSchema, type EventFormOutput, type EventFormValues } from '../schemas.ts';
import { toRepeatInput } from '../series/repeat-values.ts';

type EventResolver = Resolver<EventFormValues, unknown, EventFormOutput>;
const eventResolver = zodResolver(eventFormSchema) as unknown as EventResolver;
const seriesResolver = zodResolver(createSeriesSchema) as unknown as EventResolver;

/**
 * An event that does not repeat is checked with the event schema alone; one that repeats with the
 * series schema, on the repeat the server would receive, so its messages land on the same
 * `repeat.*` fields as the server's own.
 */
const eventFormResolver: EventResolver = (values, context, options) => {
  const { repeat, ...event } = values;
  const input = toRepeatInput(repeat);
  return input ? seriesResolver({ ...event, repeat: input } as EventFormValues, context, options) : eventResolver(event, context, options);
};

/** The event form: fields validate on blur and on submit with the contract's schemas. */
export function useEventForm(defaultValues: DefaultValues<EventFormValues>) {
  return useResolvedForm(eventFormResolver, defaultValues);
}
