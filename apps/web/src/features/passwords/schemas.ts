import { z } from 'zod';
import {
  PASSWORD_MIN,
  PASSWORD_PATTERNS,
  STANDALONE_PASSWORD_MAX,
  checkConfirmPassword,
  currentPasswordSchema,
  messages,
  newPasswordSchema,
} from '@console/contracts';
import { requiredFirst } from '../../components/form/required-first.ts';

const m = messages.passwords;

/** Profile > Change Password: the server's rules, with the confirmation required. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: requiredFirst(newPasswordSchema, m.newRequired),
    confirmPassword: z.string().trim(),
  })
  .superRefine(checkConfirmPassword);

/** What only the older standalone page says (docs/product.md §3.4): catalog keys, translated where shown. */
export const standaloneMessages = {
  digit: 'passwords.standaloneDigit',
  printableAscii: 'passwords.printableAscii',
  tooLong: messages.common.tooLong({ max: STANDALONE_PASSWORD_MAX }),
} as const;

const printableAscii = /^[\x20-\x7E]*$/;

/** At most 50 characters, then the field's usual rule. */
const capped = z.string().max(STANDALONE_PASSWORD_MAX, standaloneMessages.tooLong);

/** The standalone page's new password: the same rule, capped, printable ASCII, its own digit message. */
const standaloneNewPasswordRules = z
  .string()
  .max(STANDALONE_PASSWORD_MAX, standaloneMessages.tooLong)
  .regex(printableAscii, standaloneMessages.printableAscii)
  .min(PASSWORD_MIN, m.minLength)
  .regex(PASSWORD_PATTERNS.lowercase, m.lowercase)
  .regex(PASSWORD_PATTERNS.uppercase, m.uppercase)
  .regex(PASSWORD_PATTERNS.digit, standaloneMessages.digit)
  .regex(PASSWORD_PATTERNS.special, m.special);
const standaloneNewPassword = requiredFirst(standaloneNewPasswordRules, m.newRequired);

/** /change-password: every field at most 50 characters. */
export const standaloneChangePasswordFormSchema = z
  .object({
    currentPassword: capped.pipe(currentPasswordSchema),
    newPassword: standaloneNewPassword,
    confirmPassword: capped.trim(),
  })
  .superRefine(checkConfirmPassword);

export type PasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const PASSWORD_FORM_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof PasswordFormValues)[];

export const emptyPasswordValues: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
