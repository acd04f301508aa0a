import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';

/** Every venue by name (no paging asked, so the bare array). */
export function getVenues(signal?: AbortSignal): Promise<Venue[]> {
  return apiFetch<Venue[]>('/venues', { signal });
}

export function getVenuesQueryOptions() {
  return queryOptions({ queryKey: venueKeys.options(), queryFn: ({ signal }) => getVenues(signal) });
}

export function useVenues() {
  return useQuery(getVenuesQueryOptions());
}
