/*
 * Wall-clock time in a time zone, with nothing but Intl. A "wall time" here is a number of
 * milliseconds whose UTC fields (getUTCFullYear, getUTCHours...) are the local calendar date and
 * clock time in the zone: the "floating" form rrule works in, so that a series repeats on local
 * days and keeps its local hour across daylight saving.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than formatting with it. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: midnight is 00, where hour12: false answers 24 on some engines.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall time in `timeZone` at the UTC `instant` (whole seconds; events start on minutes). */
export function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
  return wall.setUTCHours(parts.hour!, parts.minute!, parts.second!, 0);
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * The UTC instant at which the zone's clocks show `wall`. The offset a day before and a day after
 * give the only two candidates (no zone changes its offset twice within two days):
 * - one of them shows `wall`: that one (both, in the hour repeated when clocks go back: the
 *   earlier, as RFC 5545 and Temporal's "compatible" choose);
 * - neither, in the hour skipped when clocks go forward: the offset before the change, which lands
 *   as much later on the clock as the gap is long (02:30 on a day that jumps from 02:00 to 03:00
 *   is 03:30).
 */
export function fromWallClock(wall: number, timeZone: string): number {
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const shows = (instant: number) => wallClock(instant, timeZone) === wall;
  if (shows(before) && shows(after)) return Math.min(before, after);
  if (shows(before)) return before;
  if (shows(after)) return after;
  return before;
}

/** The local calendar day of a wall time, as a day number (days since 1970-01-01). */
export const dayOf = (wall: number) => Math.floor(wall / DAY_MS);

/** A wall time as `YYYY-MM-DD`. */
export const wallDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);
