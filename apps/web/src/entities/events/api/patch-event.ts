import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export interface PatchEventVariables {
  code: number;
  isCancelled: boolean;
}

export function patchEvent({ code, isCancelled }: PatchEventVariables): Promise<Event> {
  return apiFetch<Event>(`/events/${code}`, { method: 'PATCH', body: { isCancelled } });
}

/** `PATCH /api/events/{code}` `{isCancelled}`: cancel or restore, then the lists refetch. */
export function usePatchEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.code), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
