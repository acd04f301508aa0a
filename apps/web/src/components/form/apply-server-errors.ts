import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Shows a refused save's field errors (`{errors: {field: [messages]}}` of a 4xx answer) on the
 * form's own fields and focuses the first. Answers whether any field error was shown, which
 * tells "please check for errors" apart from "please try again".
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status >= 500) return false;
  let shown = false;
  for (const name of fields) {
    const list = error.errors[name];
    if (!list || list.length === 0) continue;
    setError(name, { type: 'server', message: list[0], types: { server: list } }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
