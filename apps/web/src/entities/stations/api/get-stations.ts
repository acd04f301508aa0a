import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

/** `GET /api/stations` (Administrators only: others get 403). */
export function getStations(signal?: AbortSignal): Promise<StationList> {
  return apiFetch<StationList>('/stations', { signal });
}

export function getStationsQueryOptions() {
  return queryOptions({ queryKey: stationKeys.list(), queryFn: ({ signal }) => getStations(signal) });
}

export function useStations() {
  return useQuery(getStationsQueryOptions());
}
