import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Station, StationList, StationPatch } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

export interface UpdateStationVariables {
  id: number;
  body: StationPatch;
}

/** `PATCH /api/stations/{id}`: only the fields sent change (a rename, or just `isEnabled`). */
export function updateStation({ id, body }: UpdateStationVariables): Promise<Station> {
  return apiFetch<Station>(`/stations/${id}`, { method: 'PATCH', body });
}

/** The answer replaces the station in the cached list at once (the switch shows it), then the list refetches. */
export function useUpdateStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStation,
    onSuccess: (station) => {
      queryClient.setQueryData<StationList>(stationKeys.list(), (list) =>
        list ? { stations: list.stations.map((item) => (item.id === station.id ? station : item)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: stationKeys.all });
    },
  });
}
