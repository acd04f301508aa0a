import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StationList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { stationKeys } from './station-keys.ts';

/** `DELETE /api/stations/{id}`: 204; the station's devices are signed out at once. */
export function deleteStation(id: number): Promise<void> {
  return apiFetch<void>(`/stations/${id}`, { method: 'DELETE' });
}

/** The station leaves the cached list at once, then the list refetches. */
export function useDeleteStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStation,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<StationList>(stationKeys.list(), (list) =>
        list ? { stations: list.stations.filter((station) => station.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: stationKeys.all });
    },
  });
}
