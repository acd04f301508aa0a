import type { FieldError } from 'react-hook-form';

/** What a field's mark shows: nothing yet, a check running, a success mark or an error mark. */
export type FieldStatus = 'idle' | 'pending' | 'valid' | 'invalid';

interface FieldStateLike {
  error?: FieldError | undefined;
  isTouched: boolean;
  isValidating: boolean;
}

/**
 * A field is judged once it has been left (blur) or the form submitted (docs/product.md §2.7).
 * An optional field left empty gets no success mark: there is nothing to approve.
 */
export function getFieldStatus(state: FieldStateLike, isSubmitted: boolean, judged: boolean): FieldStatus {
  if (state.isValidating) return 'pending';
  if (state.error) return 'invalid';
  if ((state.isTouched || isSubmitted) && judged) return 'valid';
  return 'idle';
}

/** Every message of a field's error: all broken rules (criteriaMode 'all'), else the one message. */
export function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [],
  );
  const all = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all)];
}
