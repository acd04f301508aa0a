import { z } from 'zod';
import { messages, type MessageToken } from './messages.ts';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_LIMITS } from './limits.ts';

const m = messages.passwords;

const loginText = (requiredMessage: MessageToken, max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : messages.common.notText) })
    .trim()
    .max(max, messages.common.tooLong({ max }));

export const loginBodySchema = z.strictObject({
  email: loginText(messages.members.emailRequired, TEXT_LIMITS.email),
  password: loginText(messages.auth.passwordRequired, PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The session the browser keeps (docs/product.md §3.2). */
export const sessionSchema = z.object({
  code: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  roleId: z.number().int(),
  token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponseSchema = z.object({ data: sessionSchema });

/** The character classes a new password needs (the standalone page words the digit rule its own way). */
export const PASSWORD_PATTERNS = {
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  digit: /\d/,
  special: /[^A-Za-z0-9]/,
} as const;

/**
 * The password rule of docs/api.md. Passwords are trimmed like every other input, because the sign-in
 * form trims what it sends (docs/product.md §3.1); a stored password with outer spaces could
 * never be typed back.
 */
export const newPasswordSchema = z
  .string({ error: (issue) => (issue.input == null ? m.newRequired : m.newRequired) })
  .trim()
  .min(1, m.newRequired)
  .min(PASSWORD_MIN, m.minLength)
  .max(PASSWORD_MAX, m.maxLength)
  .regex(PASSWORD_PATTERNS.lowercase, m.lowercase)
  .regex(PASSWORD_PATTERNS.uppercase, m.uppercase)
  .regex(PASSWORD_PATTERNS.digit, m.digit)
  .regex(PASSWORD_PATTERNS.special, m.special);

export const currentPasswordSchema = z
  .string({ error: m.currentRequired })
  .trim()
  .min(1, m.currentRequired)
  .max(PASSWORD_MAX, m.currentIncorrect);

/** A sent `confirmPassword` must be filled in and equal the new password. */
export function checkConfirmPassword(body: { newPassword: string; confirmPassword?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.confirmPassword === undefined) return;
  if (body.confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.confirmRequired });
  else if (body.confirmPassword !== body.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.mustMatch });
}

export const changePasswordBodySchema = z
  .strictObject({
    code: z.number({ error: messages.common.codeRequired }).int(messages.common.notNumber).positive(messages.common.notNumber),
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: m.confirmRequired }).trim().optional(),
  })
  .superRefine(checkConfirmPassword);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const setMemberPasswordBodySchema = z.strictObject({ newPassword: newPasswordSchema });
