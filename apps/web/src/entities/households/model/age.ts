import { ageOn } from '@console/contracts';

/** The day of `date` on the local calendar, as `YYYY-MM-DD`. */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole years from a `YYYY-MM-DD` birth date to `today` (local calendar), or null without a date. */
export function ageInYears(birthDate: string | null, today: Date = new Date()): number | null {
  return ageOn(birthDate, localDay(today));
}
