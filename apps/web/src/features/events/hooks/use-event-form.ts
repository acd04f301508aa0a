import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { eventFormSchema, type EventFormOutput, type EventFormValues } from '../schemas.ts';

const formOptions = { mode: 'onBlur', reValidateMode: 'onBlur', criteriaMode: 'all' } as const;

/** The event form: fields validate on blur and on submit with the contract's schema. */
export function useEventForm(defaultValues: DefaultValues<EventFormValues>) {
  return useForm<EventFormValues, unknown, EventFormOutput>({ resolver: zodResolver(eventFormSchema), defaultValues, ...formOptions });
}

/** A create modal's form, validated the same way with its own schema. */
export function useModalForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never),
    defaultValues,
    ...formOptions,
  });
}
