import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrolment, StationWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

/** `POST /api/stations`: the new station and its enrolment code, which the server shows only in this answer. */
export function createStation(body: StationWrite): Promise<Enrolment> {
  return apiFetch<Enrolment>('/stations', { method: 'POST', body });
}

/** The list refetches; the code stays with the caller, never in the cache. */
export function useCreateStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stationKeys.all }),
  });
}
