import type { AttendeesQuery } from './get-attendees.ts';

/** Every attendance query key of one event, so that a change can invalidate exactly what it touched. */
export const attendeeKeys = {
  all: ['attendance'] as const,
  event: (eventCode: number) => [...attendeeKeys.all, eventCode] as const,
  summary: (eventCode: number) => [...attendeeKeys.event(eventCode), 'summary'] as const,
  lists: (eventCode: number) => [...attendeeKeys.event(eventCode), 'list'] as const,
  list: (eventCode: number, query: AttendeesQuery) => [...attendeeKeys.lists(eventCode), query] as const,
};
