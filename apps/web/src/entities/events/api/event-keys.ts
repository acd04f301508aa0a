import type { EventSort, SortDirection } from '@console/contracts';

/** `GET /api/events` parameters; date bounds are already UTC 'YYYY-MM-DD HH:mm:ss.SSS'. */
export type EventsQuery = {
  page: number;
  size: number;
  sort: EventSort;
  direction: SortDirection;
  search?: string;
  venue: string[];
  status: string[];
  startbefore?: string;
  startafter?: string;
  endbefore?: string;
  endafter?: string;
};

/**
 * Every events query key. One detail key per event serves the event's page, its attendance
 * summary and the check-in counters alike, so a change to the event refreshes all three.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventsQuery) => [...eventKeys.lists(), query] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (code: number) => [...eventKeys.details(), code] as const,
  /**
   * How many are at the event now (checked in, not out): not part of the Event, only pushed by its
   * live stream (entities/attendees/api/live-counts.ts), so nothing fetches it; null while no stream does.
   */
  present: (code: number) => [...eventKeys.all, 'present', code] as const,
};
