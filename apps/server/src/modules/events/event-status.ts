import { EVENT_STATUS_LABELS, type EventStatus } from '@console/contracts';

/**
 * An event's status at `now` (docs/api.md, Events). The start and the end instants both count as
 * In Progress. The repository's status filter (`statusCondition`) states the same rule in SQL;
 * event-status.test.ts holds the two together.
 */
export function eventStatus(startsAt: number, endsAt: number, isCancelled: boolean, now: number): EventStatus {
  if (isCancelled) return EVENT_STATUS_LABELS.cancelled;
  if (now < startsAt) return EVENT_STATUS_LABELS.upcoming;
  if (now <= endsAt) return EVENT_STATUS_LABELS['in-progress'];
  return EVENT_STATUS_LABELS.finalized;
}
