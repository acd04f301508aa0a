import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { calendarFeedKeys } from './calendar-feed-keys.ts';

/** `DELETE /api/calendar-feeds/{id}`: 204; its address answers 404 from then on. */
export function deleteCalendarFeed(id: number): Promise<void> {
  return apiFetch<void>(`/calendar-feeds/${id}`, { method: 'DELETE' });
}

/** The feed leaves the cached list at once, then the list refetches. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<CalendarFeedList>(calendarFeedKeys.list(), (list) =>
        list ? { feeds: list.feeds.filter((feed) => feed.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all });
    },
  });
}
