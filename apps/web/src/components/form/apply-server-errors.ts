import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { messageToken, parseMessage, type MessageCode } from '@console/contracts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * A field's messages as the form keeps them: tokens of their codes (translated where shown), or
 * the English sent beside a code this build does not know (a newer server).
 */
function serverFieldMessages(error: ApiError, field: string): string[] {
  const texts = error.errors[field] ?? [];
  return (error.errorCodes[field] ?? []).map(({ code, values }, index) => {
    const token = messageToken(code as MessageCode, values);
    return parseMessage(token) ? token : (texts[index] ?? code);
  });
}

/**
 * A refused save's messages for fields the form shows outside its own fields (a new member's
 * household), in the order of `fields`; none when the answer is not a 4xx.
 */
export function serverMessagesOf(error: unknown, fields: readonly string[]): string[] {
  if (!(error instanceof ApiError) || error.status >= 500) return [];
  return fields.flatMap((field) => serverFieldMessages(error, field));
}

/**
 * Shows a refused save's field errors (`errorCodes` of a 4xx answer) on the form's own fields and
 * focuses the first. Answers whether any field error was shown, which tells "please check for
 * errors" apart from "please try again".
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status >= 500) return false;
  let shown = false;
  for (const name of fields) {
    const list = serverFieldMessages(error, name);
    if (list.length === 0) continue;
    setError(name, { type: 'server', message: list[0], types: { server: list } }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
