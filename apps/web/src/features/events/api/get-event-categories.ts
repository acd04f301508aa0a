import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCategory } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function getEventCategories(signal?: AbortSignal): Promise<EventCategory[]> {
  return apiFetch<EventCategory[]>('/event-categories', { signal });
}

export function getEventCategoriesQueryOptions() {
  return queryOptions({ queryKey: eventKeys.eventCategories, queryFn: ({ signal }) => getEventCategories(signal) });
}

export function useEventCategories() {
  return useQuery(getEventCategoriesQueryOptions());
}
