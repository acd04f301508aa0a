import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, Event } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function createEvent(body: CreateEventInput): Promise<Event> {
  return apiFetch<Event>('/events', { method: 'POST', body });
}

/** `POST /api/events`; the new event is cached for its pages and the lists refetch. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.code), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
