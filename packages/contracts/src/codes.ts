import { MAX_STORED_ID } from './limits.ts';

/*
 * Rules about codes that the browser checks without zod, so that screens with no form load none
 * (decision 013); the schemas in fields.ts are built from the same pieces.
 */

/** Plain decimal digits, the only way a path or query writes a number (fields.ts, decimalNumber). */
export const DECIMAL_DIGITS = /^\d+$/;

/** A record's code or id from a path segment such as `/members/42` (codeParam's rule), or undefined. */
export function parseCode(text: string | undefined): number | undefined {
  if (text === undefined || !DECIMAL_DIGITS.test(text)) return undefined;
  const code = Number(text);
  return code > 0 && code <= MAX_STORED_ID ? code : undefined;
}

/** The `counts` event of an event's live stream. */
export interface LiveCounts {
  registered: number;
  checked: number;
  /** Checked in and not checked out. */
  present: number;
}

/** Whether a live stream's `counts` event holds the three whole numbers it should. */
export function isLiveCounts(value: unknown): value is LiveCounts {
  const counts = value as Partial<LiveCounts> | null;
  return (
    typeof counts === 'object' &&
    counts !== null &&
    Number.isInteger(counts.registered) &&
    Number.isInteger(counts.checked) &&
    Number.isInteger(counts.present)
  );
}
