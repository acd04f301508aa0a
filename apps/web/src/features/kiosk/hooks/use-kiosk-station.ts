import { useQuery } from '@tanstack/react-query';
import { getStationSelf, getStationSelfQueryOptions, isNotStation } from '../../../entities/stations/api/get-station-self.ts';
import { isNetworkFailure } from '../../../lib/api-client.ts';
import { servedEvents } from '../offline/roster-search.ts';
import { forgetStation, loadStoredRoster, loadStoredSelf, saveSelf } from '../offline/station-store.ts';

/**
 * What this device is, asked every minute (useStationSelf), and kept on the device: a kiosk
 * reloaded without the network opens as the station it was, serving its stored roster's events by
 * its own clock. A device told it is no station forgets the station and its roster.
 */
export function useKioskStation() {
  return useQuery({
    ...getStationSelfQueryOptions(),
    queryFn: async ({ signal }) => {
      try {
        const self = await getStationSelf(signal);
        await saveSelf(self);
        return self;
      } catch (error) {
        if (isNotStation(error)) await forgetStation();
        if (!isNetworkFailure(error)) throw error;
        const [stored, roster] = await Promise.all([loadStoredSelf(), loadStoredRoster()]);
        if (!stored) throw error;
        return { ...stored, events: roster ? servedEvents(roster.roster, new Date()) : stored.events };
      }
    },
    // Asked even when the browser says it is offline: the answer then comes from the device.
    networkMode: 'always',
  });
}
