import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, UpdateEventInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export interface UpdateEventVariables {
  code: number;
  body: UpdateEventInput;
}

export function updateEvent({ code, body }: UpdateEventVariables): Promise<Event> {
  return apiFetch<Event>(`/events/${code}`, { method: 'PUT', body });
}

/** `PUT /api/events/{code}`: the answer replaces the cached event and the lists refetch. */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.code), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
