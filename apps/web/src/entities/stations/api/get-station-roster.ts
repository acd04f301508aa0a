import { queryOptions } from '@tanstack/react-query';
import type { StationRoster } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

/** How often a self station fetches its roster again while online. */
export const ROSTER_REFRESH_MS = 5 * 60_000;

/** `GET /api/station/roster` (the station's cookie only): what it checks families in from offline. */
export function getStationRoster(signal?: AbortSignal): Promise<StationRoster> {
  return apiFetch<StationRoster>('/station/roster', { signal });
}

export function getStationRosterQueryOptions() {
  return queryOptions({
    queryKey: stationKeys.roster(),
    queryFn: ({ signal }) => getStationRoster(signal),
    refetchInterval: ROSTER_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
