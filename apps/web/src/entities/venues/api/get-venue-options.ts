import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';

/** Every venue by name (no paging asked, so the bare array). */
export function getVenueOptions(signal?: AbortSignal): Promise<Venue[]> {
  return apiFetch<Venue[]>('/venues', { signal });
}

export function getVenueOptionsQueryOptions() {
  return queryOptions({ queryKey: venueKeys.options(), queryFn: ({ signal }) => getVenueOptions(signal) });
}

export function useVenueOptions() {
  return useQuery(getVenueOptionsQueryOptions());
}
