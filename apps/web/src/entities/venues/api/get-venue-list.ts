import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection, VenueList, VenueSort } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';

/** `GET /api/venues` with paging, as the Venues list holds it. */
export type VenuesQuery = {
  page: number;
  size: number;
  sort: VenueSort;
  direction: SortDirection;
  search?: string;
};

export function getVenueList(query: VenuesQuery, signal?: AbortSignal): Promise<VenueList> {
  return apiFetch<VenueList>('/venues', { query, signal });
}

export function getVenueListQueryOptions(query: VenuesQuery) {
  return queryOptions({ queryKey: venueKeys.list(query), queryFn: ({ signal }) => getVenueList(query, signal) });
}

/** One page of venues; the previous page stays on screen while the next one loads. */
export function useVenueList(query: VenuesQuery) {
  return useQuery({ ...getVenueListQueryOptions(query), placeholderData: keepPreviousData });
}
