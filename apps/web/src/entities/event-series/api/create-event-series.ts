import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSeriesInput, EventSeries } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { eventSeriesKeys } from './event-series-keys.ts';

export function createEventSeries(body: CreateSeriesInput): Promise<EventSeries> {
  return apiFetch<EventSeries>('/event-series', { method: 'POST', body });
}

/** `POST /api/event-series`: the new series is cached for its events' pages and the events lists refetch. */
export function useCreateEventSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEventSeries,
    onSuccess: (series) => {
      queryClient.setQueryData(eventSeriesKeys.detail(series.id), series);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
