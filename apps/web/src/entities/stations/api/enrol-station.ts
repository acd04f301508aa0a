import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StationSelf } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

/** `POST /api/stations/enrol` (no sign-in): the one-time code makes this device the station, in an HttpOnly cookie. */
export function enrolStation(enrolmentCode: string): Promise<StationSelf> {
  return apiFetch<StationSelf>('/stations/enrol', { method: 'POST', body: { enrolmentCode } });
}

/** The station is known at once; it is asked again for the events it serves now. */
export function useEnrolStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolStation,
    onSuccess: async (answer) => {
      queryClient.setQueryData(stationKeys.self(), answer);
      await queryClient.invalidateQueries({ queryKey: stationKeys.self() });
    },
  });
}
