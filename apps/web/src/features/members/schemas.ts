import { z } from 'zod';
import { checkConfirmPassword, messages, newPasswordSchema, updateMemberSchema } from '@console/contracts';
import { requiredFirst } from '../../components/form/required-first.ts';

/**
 * The member form validates with the server's own schema (PUT's fields, of which New sends the
 * POST subset), so rules and messages are the same on both sides.
 */
export const memberFormSchema = updateMemberSchema;

/** Set password panel: the contract's new-password rule plus a matching confirmation. */
export const setPasswordFormSchema = z
  .object({
    newPassword: requiredFirst(newPasswordSchema, messages.passwords.newRequired),
    confirmPassword: z.string().trim(),
  })
  .superRefine(checkConfirmPassword);
export type SetPasswordFormValues = z.input<typeof setPasswordFormSchema>;
