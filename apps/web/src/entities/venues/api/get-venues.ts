import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { venueKeys, type VenuesQuery } from './venue-keys.ts';

export function getVenues(query: VenuesQuery, signal?: AbortSignal): Promise<VenueList> {
  return apiFetch<VenueList>('/venues', { query, signal });
}

export function getVenuesQueryOptions(query: VenuesQuery) {
  return queryOptions({ queryKey: venueKeys.list(query), queryFn: ({ signal }) => getVenues(query, signal) });
}

/** One page of venues; the previous page stays on screen while the next one loads. */
export function useVenues(query: VenuesQuery) {
  return useQuery({ ...getVenuesQueryOptions(query), placeholderData: keepPreviousData });
}
