import { DAY_MS, dayOf, fromWallClock, wallClock } from '../event-series/zoned-time.ts';
import type { EventState, EventWrite } from './events.repository.ts';

/**
 * A later event of a series as a `following` edit leaves it (docs/api.md, "Event series"): the
 * body's fields, its own local day moved by as many local days as the body moves the edited
 * event's, at the body's local start time and for the body's duration, all in `timeZone`. So a
 * change from 10:00 to 11:00 is 11:00 local on every event, whichever side of daylight saving.
 * `isCancelled` left out keeps the event's own.
 */
export function followingWrite(
  write: EventWrite,
  edited: EventState,
  event: EventState,
  isCancelled: boolean | undefined,
  timeZone: string,
): EventWrite {
  const newStart = wallClock(write.startsAt, timeZone);
  const shift = dayOf(newStart) - dayOf(wallClock(edited.starts_at, timeZone));
  const timeOfDay = newStart - dayOf(newStart) * DAY_MS;
  const startsAt = fromWallClock((dayOf(wallClock(event.starts_at, timeZone)) + shift) * DAY_MS + timeOfDay, timeZone);
  return {
    ...write,
    startsAt,
    endsAt: startsAt + (write.endsAt - write.startsAt),
    isCancelled: isCancelled ?? Boolean(event.is_cancelled),
  };
}
