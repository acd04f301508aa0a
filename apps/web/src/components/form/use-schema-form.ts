import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by `resolver`: each field on blur, and all of them on submit, reporting every
 * failed rule (docs/product.md §2.7).
 */
export function useResolvedForm<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'all',
  });
}

/** A form validated by `schema`, the contract's own, so rules and messages match the server's. */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useResolvedForm<z.input<Schema>, z.output<Schema>>(zodResolver(schema as never), defaultValues);
}
