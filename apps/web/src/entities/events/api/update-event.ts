import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, SeriesEditScope, UpdateEventInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshAfterEdit, scopeQuery } from './edit-scope.ts';

export interface UpdateEventVariables {
  code: number;
  body: UpdateEventInput;
  /** A series event: this one alone (the default), or it and every later one. */
  scope?: SeriesEditScope;
}

export function updateEvent({ code, body, scope }: UpdateEventVariables): Promise<Event> {
  return apiFetch<Event>(`/events/${code}`, { method: 'PUT', body, query: scopeQuery(scope) });
}

/** `PUT /api/events/{code}`: the answer replaces the cached event and the lists (and its series) refetch. */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event, { scope }) => refreshAfterEdit(queryClient, event, scope),
  });
}
