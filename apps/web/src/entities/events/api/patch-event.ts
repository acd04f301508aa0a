import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, SeriesEditScope } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshAfterEdit, scopeQuery } from './edit-scope.ts';

export interface PatchEventVariables {
  code: number;
  isCancelled: boolean;
  /** A series event: this one alone (the default), or it and every later one. */
  scope?: SeriesEditScope;
}

export function patchEvent({ code, isCancelled, scope }: PatchEventVariables): Promise<Event> {
  return apiFetch<Event>(`/events/${code}`, { method: 'PATCH', body: { isCancelled }, query: scopeQuery(scope) });
}

/** `PATCH /api/events/{code}` `{isCancelled}`: cancel or restore, then the lists (and its series) refetch. */
export function usePatchEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchEvent,
    onSuccess: (event, { scope }) => refreshAfterEdit(queryClient, event, scope),
  });
}
