import rrule from 'rrule';
import { SERIES_LIMITS, SERIES_WEEKDAYS, messages, type Repeat, type SeriesWeekday } from '@console/contracts';
import { fieldError } from '../../lib/errors.ts';
import { DAY_MS, fromWallClock, wallClock, wallDate } from './zoned-time.ts';

// rrule ships CommonJS to Node (its ESM build is not marked as such), so its exports come as one default.
const { RRule } = rrule;
type RRuleOptions = ConstructorParameters<typeof RRule>[0];

const m = messages.eventSeries;

/** rrule's weekdays in SERIES_WEEKDAYS' order, Monday first. */
const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** A series' rule as stored, and the UTC starts of its events, the first event's own first. */
export interface SeriesPlan {
  rule: string;
  starts: number[];
}

/** The weekday of a wall time, as SERIES_WEEKDAYS names it. */
const weekdayOf = (wall: number): SeriesWeekday => SERIES_WEEKDAYS[(new Date(wall).getUTCDay() + 6) % 7]!;

/** The first event's weekday in its month, as RRULE's BYDAY ordinal: 1 to 4, or -1 for a fifth (the last). */
function ordinalOf(wall: number): number {
  const ordinal = Math.ceil(new Date(wall).getUTCDate() / 7);
  return ordinal === 5 ? -1 : ordinal;
}

/** The RRULE parts after FREQ and INTERVAL that pick the days, in rrule's options and as text. */
function dayParts(repeat: Repeat, first: number): { options: Partial<RRuleOptions>; text: string } {
  if (repeat.frequency === 'weekly') {
    const days = repeat.weekdays ?? [];
    return { options: { byweekday: days.map((day) => RRULE_DAYS[SERIES_WEEKDAYS.indexOf(day)]!) }, text: `BYDAY=${days.join(',')}` };
  }
  if (repeat.monthlyBy === 'weekday') {
    const [day, ordinal] = [weekdayOf(first), ordinalOf(first)];
    return { options: { byweekday: [RRULE_DAYS[SERIES_WEEKDAYS.indexOf(day)]!.nth(ordinal)] }, text: `BYDAY=${ordinal}${day}` };
  }
  const monthDay = new Date(first).getUTCDate();
  return { options: { bymonthday: [monthDay] }, text: `BYMONTHDAY=${monthDay}` };
}

/**
 * The events a repeat makes from a first event starting at the UTC instant `firstStart`, in
 * `timeZone` (docs/api.md, "Event series"). The rule runs on local wall times (zoned-time.ts):
 * every event starts at the first one's local time on its own local day, which is then turned
 * back into UTC in the zone. The stored rule is RFC 5545's RRULE value in floating form, for
 * example `FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20270627` or
 * `FREQ=MONTHLY;INTERVAL=1;BYDAY=-1SU;COUNT=6`; UNTIL is the local date, that day included.
 * Refuses a first event the rule does not make, an end before it, and more than
 * SERIES_LIMITS.maxEvents events (asking rrule for one more at most, to tell).
 */
export function planSeries(repeat: Repeat, firstStart: number, timeZone: string): SeriesPlan {
  const first = wallClock(firstStart, timeZone);
  if (repeat.frequency === 'weekly' && !repeat.weekdays?.includes(weekdayOf(first))) {
    throw fieldError('repeat.weekdays', m.startNotOnWeekday);
  }
  if (repeat.until !== undefined && repeat.until < wallDate(first)) throw fieldError('repeat.until', m.untilBeforeStart);

  const days = dayParts(repeat, first);
  const frequency = repeat.frequency === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY;
  // UNTIL is inclusive of its whole local day: rrule stops at an instant, so the day's last second.
  const until = repeat.until === undefined ? undefined : new Date(Date.parse(`${repeat.until}T00:00:00Z`) + DAY_MS - 1000);
  const rule = new RRule({
    freq: frequency,
    interval: repeat.interval,
    dtstart: new Date(first),
    ...days.options,
    ...(until ? { until } : { count: repeat.count ?? null }),
  });
  const walls = rule.all((_, made) => made <= SERIES_LIMITS.maxEvents);
  if (walls.length > SERIES_LIMITS.maxEvents) {
    throw fieldError(repeat.until === undefined ? 'repeat.count' : 'repeat.until', m.tooManyEvents({ max: SERIES_LIMITS.maxEvents }));
  }

  const end = repeat.until === undefined ? `COUNT=${repeat.count}` : `UNTIL=${repeat.until.replaceAll('-', '')}`;
  return {
    rule: `FREQ=${repeat.frequency.toUpperCase()};INTERVAL=${repeat.interval};${days.text};${end}`,
    starts: walls.map((date) => fromWallClock(date.getTime(), timeZone)),
  };
}
