import { SERIES_WEEKDAYS, type SeriesWeekday } from '@console/contracts';

/** 2024-01-01 was a Monday: the days after it name the weekdays in the order the contract lists them. */
const MONDAY = new Date(2024, 0, 1, 12);

/** A weekday's full name in `language` as the locale writes it in a sentence ("Sunday", "domingo"). */
export function weekdayName(day: SeriesWeekday, language: string): string {
  const date = new Date(MONDAY);
  date.setDate(MONDAY.getDate() + SERIES_WEEKDAYS.indexOf(day));
  return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(date);
}

/** The name standing alone, as a label: Spanish writes weekdays in lower case within a sentence only. */
export function weekdayLabel(day: SeriesWeekday, language: string): string {
  const name = weekdayName(day, language);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
