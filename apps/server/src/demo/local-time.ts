/** Wall-clock times in the organisation's time zone, for the demo's events (which are stored in UTC). */

function formatter(timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The wall clock in `timeZone` at `instant`: its day (`YYYY-MM-DD`) and minutes since midnight. */
export function wallClock(timeZone: string, instant: number): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms (to the minute). */
function offsetAt(timeZone: string, instant: number): number {
  const { day, minutes } = wallClock(timeZone, instant);
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!, 0, minutes) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant at which the wall clock in `timeZone` reads `minutes` past midnight on `day`. The
 * offset is read at a first guess and again at the answer, so a change of summer time between the
 * two is followed.
 */
export function instantAt(timeZone: string, day: string, minutes: number): number {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, date!, 0, minutes);
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
}

/** The calendar day `days` after `day` (`YYYY-MM-DD`; negative goes back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}
