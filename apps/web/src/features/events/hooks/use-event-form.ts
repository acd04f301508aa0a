import type { DefaultValues } from 'react-hook-form';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { eventFormSchema, type EventFormValues } from '../schemas.ts';

/** The event form: fields validate on blur and on submit with the contract's schema. */
export function useEventForm(defaultValues: DefaultValues<EventFormValues>) {
  return useSchemaForm(eventFormSchema, defaultValues);
}
