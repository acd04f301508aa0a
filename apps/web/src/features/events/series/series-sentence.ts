import type { TFunction } from 'i18next';
import type { EventSeries } from '@console/contracts';
import { monthlyChoicesOf } from './repeat-values.ts';
import { weekdayName } from './weekday-names.ts';

/** A local 'YYYY-MM-DD' day in words, in the language shown ("June 27, 2027", "27 de junio de 2027"). */
function longDate(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(year, month - 1, day, 12));
}

/** How often and on which days, from the series' own repeat and its first event's local start day. */
function ruleOf(repeat: EventSeries['repeat'], firstDay: string, t: TFunction, language: string): string {
  const count = repeat.interval;
  if (repeat.frequency === 'weekly') {
    const days = (repeat.weekdays ?? []).map((day) => t('events.series.onWeekday', { weekday: weekdayName(day, language) }));
    return t('events.series.rule.weekly', { count, days: new Intl.ListFormat(language, { type: 'conjunction' }).format(days) });
  }
  const choices = monthlyChoicesOf(firstDay);
  if (repeat.monthlyBy === 'weekday' && choices)
    return t('events.series.rule.monthlyWeekday', {
      count,
      nth: t(`events.repeat.ordinal.${choices.ordinal}`),
      weekday: weekdayName(choices.weekday, language),
    });
  return t('events.series.rule.monthlyDay', { count, day: choices?.day ?? '' });
}

/**
 * The series in one sentence: "Every week on Sunday, until June 27, 2027", "Every 2 weeks on Monday
 * and Wednesday, 10 events", "Every month on the second Sunday, 6 events". The monthly day is the
 * first event's, as the server repeats it; `firstDay` is that event's local 'YYYY-MM-DD'.
 */
export function seriesSentence(repeat: EventSeries['repeat'], firstDay: string, t: TFunction, language: string): string {
  const rule = ruleOf(repeat, firstDay, t, language);
  if (repeat.until !== null) return t('events.series.until', { rule, date: longDate(repeat.until, language) });
  if (repeat.count !== null) return t('events.series.count', { rule, count: repeat.count });
  return rule;
}
