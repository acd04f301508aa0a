import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { calendarFeedKeys } from './calendar-feed-keys.ts';

/** `POST /api/calendar-feeds`: the new feed and its secret address, which the server shows only in this answer. */
export function createCalendarFeed(body: CalendarFeedWrite): Promise<CalendarFeedCreated> {
  return apiFetch<CalendarFeedCreated>('/calendar-feeds', { method: 'POST', body });
}

/** The list refetches; the address stays with the caller, never in the cache. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
