import { SERIES_WEEKDAYS, type RepeatInput, type SeriesFrequency, type SeriesMonthlyBy, type SeriesWeekday } from '@console/contracts';

/** What the Repeat section of New Event holds; it becomes the contract's `repeat` only when it repeats (toRepeatInput). */
export interface RepeatFormValues {
  /** 'none': the form creates one event, as it always has. */
  frequency: 'none' | SeriesFrequency;
  interval: number | null;
  weekdays: SeriesWeekday[];
  monthlyBy: SeriesMonthlyBy;
  /** Which end the series has; the other one is not sent. */
  ends: 'until' | 'count';
  until: string;
  count: number | null;
}

/** The section's fields that a refused save's errors may name (`repeat.until`), beside the event's own. */
export const REPEAT_FORM_FIELDS = ['repeat.interval', 'repeat.weekdays', 'repeat.monthlyBy', 'repeat.until', 'repeat.count'] as const;

export const noRepeat = (): RepeatFormValues => ({
  frequency: 'none',
  interval: 1,
  weekdays: [],
  monthlyBy: 'day-of-month',
  ends: 'count',
  until: '',
  count: null,
});

/**
 * The section's values as the contract's `repeat`, undefined when the event does not repeat. An end
 * left empty is sent as missing, so the contract's own rule says which end to choose, on its field;
 * an empty interval or count stays null, so the number rule names that field.
 */
export function toRepeatInput(values: RepeatFormValues | undefined): RepeatInput | undefined {
  if (!values || values.frequency === 'none') return undefined;
  const end = values.ends === 'until' ? { until: values.until === '' ? undefined : values.until } : { count: values.count as number };
  return {
    frequency: values.frequency,
    interval: values.interval as number,
    ...(values.frequency === 'weekly' ? { weekdays: values.weekdays } : { monthlyBy: values.monthlyBy }),
    ...end,
  };
}

/** A local 'YYYY-MM-DD' as a local Date at noon (safe from a clock change), or null when it is not a date. */
function localNoon(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** The day of the week of a 'YYYY-MM-DD' day, as the contract names it (Date counts from Sunday). */
export function weekdayOf(date: string): SeriesWeekday | null {
  const day = localNoon(date);
  return day ? (SERIES_WEEKDAYS[(day.getDay() + 6) % 7] ?? null) : null;
}

/** Which of its weekday in the month a day is: 1 to 4, or 'last' for a fifth (the contract's rule). */
export type WeekdayOrdinal = 1 | 2 | 3 | 4 | 'last';

/** A start day's two monthly choices: its day of the month (14) and its weekday in the month (the second Sunday). */
export function monthlyChoicesOf(date: string): { day: number; ordinal: WeekdayOrdinal; weekday: SeriesWeekday } | null {
  const day = localNoon(date);
  const weekday = weekdayOf(date);
  if (!day || !weekday) return null;
  const nth = Math.ceil(day.getDate() / 7);
  return { day: day.getDate(), ordinal: nth >= 5 ? 'last' : (nth as 1 | 2 | 3 | 4), weekday };
}
