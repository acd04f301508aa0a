import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { calendarFeedKeys } from './calendar-feed-keys.ts';

/** `GET /api/calendar-feeds` (Administrators only: others get 403). */
export function getCalendarFeeds(signal?: AbortSignal): Promise<CalendarFeedList> {
  return apiFetch<CalendarFeedList>('/calendar-feeds', { signal });
}

export function getCalendarFeedsQueryOptions() {
  return queryOptions({ queryKey: calendarFeedKeys.list(), queryFn: ({ signal }) => getCalendarFeeds(signal) });
}

export function useCalendarFeeds() {
  return useQuery(getCalendarFeedsQueryOptions());
}
