import { queryOptions } from '@tanstack/react-query';
import type { StationSelf } from '@console/contracts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

/** How often an enrolled station asks again: its events open and close, and a disabled station stops. */
export const STATION_REFRESH_MS = 60_000;

/** `GET /api/station` (the station's cookie only): the station and the events it serves now. */
export function getStationSelf(signal?: AbortSignal): Promise<StationSelf> {
  return apiFetch<StationSelf>('/station', { signal });
}

export function getStationSelfQueryOptions() {
  return queryOptions({
    queryKey: stationKeys.self(),
    queryFn: ({ signal }) => getStationSelf(signal),
    refetchInterval: STATION_REFRESH_MS,
    // A kiosk has nobody to press "reload": it keeps asking, even in a tab the browser thinks idle.
    refetchIntervalInBackground: true,
    retry: false,
  });
}

/**
 * Whether an answer means this device is no station (never enrolled, or its station was disabled
 * or deleted and the cookie ended): 401, or 403 for a browser that is signed in as staff instead.
 */
export function isNotStation(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
