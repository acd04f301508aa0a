import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../events/api/event-keys.ts';
import { countsArePushed } from './live-counts.ts';

/** `GET /api/events/{code}/attendees` as the attendance screens ask it (always ten a page). */
export type AttendeesQuery = {
  page: number;
  search?: string;
  /** Registered attendees only (the event page); otherwise every enabled member with their state. */
  registered: boolean;
};

/** Every attendance query key of one event, so that a change can invalidate exactly what it touched. */
export const attendeeKeys = {
  all: ['attendance'] as const,
  event: (eventCode: number) => [...attendeeKeys.all, eventCode] as const,
  lists: (eventCode: number) => [...attendeeKeys.event(eventCode), 'list'] as const,
  list: (eventCode: number, query: AttendeesQuery) => [...attendeeKeys.lists(eventCode), query] as const,
  checkIns: (eventCode: number, page: number) => [...attendeeKeys.event(eventCode), 'check-ins', page] as const,
  roster: (eventCode: number) => [...attendeeKeys.event(eventCode), 'roster'] as const,
};

/**
 * After attendance changed at an event: its counters (the event itself, shown by its page, its
 * attendance summary and the check-in screen) and the events lists (checked / registered) refetch,
 * unless a live stream is pushing the event's counts into the cache: it writes the new ones within
 * a second of the change (use-live-counts.ts).
 */
export async function attendanceCountsChanged(queryClient: QueryClient, eventCode: number) {
  if (countsArePushed(queryClient, eventCode)) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventCode) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  ]);
}

/** After check-ins at an event: its counters (attendanceCountsChanged) and every attendance query of it. */
export async function attendanceChanged(queryClient: QueryClient, eventCode: number) {
  await Promise.all([
    attendanceCountsChanged(queryClient, eventCode),
    queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) }),
  ]);
}
