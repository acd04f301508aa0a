import { useQuery } from '@tanstack/react-query';
import { getStationRoster, getStationRosterQueryOptions } from '../../../entities/stations/api/get-station-roster.ts';
import { saveRoster } from '../offline/station-store.ts';

/**
 * A self station's roster, fetched when it loads and every 5 minutes while online (a query pauses
 * offline), each one kept on the device for the next outage.
 */
export function useStationRoster(enabled: boolean) {
  return useQuery({
    ...getStationRosterQueryOptions(),
    queryFn: async ({ signal }) => {
      const roster = await getStationRoster(signal);
      await saveRoster(roster);
      return roster;
    },
    enabled,
  });
}
