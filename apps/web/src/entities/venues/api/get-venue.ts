import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';

export function getVenue(id: number, signal?: AbortSignal): Promise<Venue> {
  return apiFetch<Venue>(`/venues/${id}`, { signal });
}

export function getVenueQueryOptions(id: number) {
  return queryOptions({ queryKey: venueKeys.detail(id), queryFn: ({ signal }) => getVenue(id, signal) });
}

export function useVenue(id: number) {
  return useQuery(getVenueQueryOptions(id));
}
