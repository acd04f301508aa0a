import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Venue, VenueWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { venueKeys } from './venue-keys.ts';

export interface UpdateVenueVariables {
  id: number;
  body: VenueWrite;
}

/** `PUT /api/venues/{id}`. */
export function updateVenue({ id, body }: UpdateVenueVariables): Promise<Venue> {
  return apiFetch<Venue>(`/venues/${id}`, { method: 'PUT', body });
}

/** The answer replaces the cached venue; the venue lists and options refetch, and so do the events, which show its name and city. */
export function useUpdateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenue,
    onSuccess: (venue) => {
      queryClient.setQueryData(venueKeys.detail(venue.id), venue);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: venueKeys.options() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}
