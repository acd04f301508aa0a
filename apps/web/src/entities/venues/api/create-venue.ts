import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Venue, VenueWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';

export function createVenue(body: VenueWrite): Promise<Venue> {
  return apiFetch<Venue>('/venues', { method: 'POST', body });
}

/** `POST /api/venues`: the new venue joins the cached options at once (the event form selects it), then every venue query refetches. */
export function useCreateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVenue,
    onSuccess: (venue) => {
      queryClient.setQueryData<Venue[]>(venueKeys.options(), (venues = []) => [...venues.filter((item) => item.id !== venue.id), venue]);
      return queryClient.invalidateQueries({ queryKey: venueKeys.all });
    },
  });
}
