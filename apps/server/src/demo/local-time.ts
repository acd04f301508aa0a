/**
 * Wall-clock times in the organisation's time zone, for the demo's events (which are stored in
 * UTC), in the demo's words (a day and minutes past midnight) over the series' zoned-time.ts.
 */
import { DAY_MS, dayOf, fromWallClock, wallClock as wallAt, wallDate } from '../modules/event-series/zoned-time.ts';

/** The wall clock in `timeZone` at `instant`: its day (`YYYY-MM-DD`) and minutes since midnight. */
export function wallClock(timeZone: string, instant: number): { day: string; minutes: number } {
  const wall = wallAt(instant, timeZone);
  return { day: wallDate(wall), minutes: Math.floor((wall - dayOf(wall) * DAY_MS) / 60_000) };
}

/**
 * The instant at which the wall clock in `timeZone` reads `minutes` past midnight on `day` (a time
 * the clocks skip moves forward by the gap).
 */
export function instantAt(timeZone: string, day: string, minutes: number): number {
  return fromWallClock(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000, timeZone);
}

/** The calendar day `days` after `day` (`YYYY-MM-DD`; negative goes back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}
