import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emptyPasswordValues, type PasswordFormValues } from '../schemas.ts';

/** A password form validating on blur and on submit, showing every broken rule of a field. */
export function usePasswordForm(schema: z.ZodType<PasswordFormValues, PasswordFormValues>) {
  return useForm<PasswordFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyPasswordValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'all',
  });
}
