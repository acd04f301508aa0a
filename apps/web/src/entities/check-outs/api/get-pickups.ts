import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupBatch } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { checkOutKeys } from './check-out-keys.ts';

/**
 * `GET /api/events/{code}/pickups?securityCode=`: the batch a pickup tag's code names at this event,
 * each child with their state and who may (and may not) collect them; an unknown code is a 404.
 */
export function getPickups(eventCode: number, securityCode: string, signal?: AbortSignal): Promise<PickupBatch> {
  return apiFetch<PickupBatch>(`/events/${eventCode}/pickups`, { query: { securityCode }, signal });
}

export function getPickupsQueryOptions(eventCode: number, securityCode: string) {
  return queryOptions({
    queryKey: checkOutKeys.pickups(eventCode, securityCode),
    queryFn: ({ signal }) => getPickups(eventCode, securityCode, signal),
    // A wrong code is an answer, not a failure to retry; and a child's state is read afresh each time.
    retry: false,
    staleTime: 0,
  });
}

/** The batch of a code once one is given (`securityCode` null until then). */
export function usePickups(eventCode: number, securityCode: string | null) {
  return useQuery({ ...getPickupsQueryOptions(eventCode, securityCode ?? ''), enabled: securityCode !== null });
}
