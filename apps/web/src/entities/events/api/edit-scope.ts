import type { QueryClient } from '@tanstack/react-query';
import type { Event, SeriesEditScope } from '@console/contracts';
import { eventSeriesKeys } from '../../event-series/api/event-series-keys.ts';
import { eventKeys } from './event-keys.ts';

/** `?scope=following` when the change reaches the later events of the series; the server's default (`this`) sends nothing. */
export const scopeQuery = (scope: SeriesEditScope = 'this') => (scope === 'following' ? { scope } : undefined);

/**
 * After PUT or PATCH of an event: the answer replaces the cached event and the lists refetch. A change
 * to a series event also refetches its series (its list shows the event's date and status), and one
 * to the following events every event page, since the later events changed too without an answer of their own.
 */
export function refreshAfterEdit(queryClient: QueryClient, event: Event, scope: SeriesEditScope = 'this') {
  queryClient.setQueryData(eventKeys.detail(event.code), event);
  const refetches = [queryClient.invalidateQueries({ queryKey: eventKeys.lists() })];
  if (event.seriesId !== null) refetches.push(queryClient.invalidateQueries({ queryKey: eventSeriesKeys.detail(event.seriesId) }));
  if (scope === 'following')
    refetches.push(
      queryClient.invalidateQueries({
        queryKey: eventKeys.details(),
        predicate: (query) => query.queryKey[2] !== event.code,
      }),
    );
  return Promise.all(refetches);
}
