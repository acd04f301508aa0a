import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCategory } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { referenceKeys } from './reference-keys.ts';

export function getEventCategories(signal?: AbortSignal): Promise<EventCategory[]> {
  return apiFetch<EventCategory[]>('/event-categories', { signal });
}

export function getEventCategoriesQueryOptions() {
  return queryOptions({ queryKey: referenceKeys.eventCategories, queryFn: ({ signal }) => getEventCategories(signal) });
}

export function useEventCategories() {
  return useQuery(getEventCategoriesQueryOptions());
}
