import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Event, EventList, LiveCounts } from '@console/contracts';
import { eventKeys } from '../../events/api/event-keys.ts';

/**
 * The events whose counts a live stream is pushing into each query cache (use-live-counts.ts), and
 * how many streams push each: while one does, a change need not refetch the counts, the stream
 * writes them within a second of it.
 */
const pushing = new WeakMap<QueryClient, Map<number, number>>();

/**
 * A stream delivers the event's counts into this cache; answers the call that says it stopped.
 * When the last one stops, the present count is forgotten: nothing else would keep it current.
 */
export function startPushingCounts(queryClient: QueryClient, eventCode: number): () => void {
  const streams = pushing.get(queryClient) ?? new Map<number, number>();
  pushing.set(queryClient, streams);
  streams.set(eventCode, (streams.get(eventCode) ?? 0) + 1);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const left = (streams.get(eventCode) ?? 1) - 1;
    if (left > 0) streams.set(eventCode, left);
    else {
      streams.delete(eventCode);
      if (queryClient.getQueryData(eventKeys.present(eventCode)) != null) queryClient.setQueryData(eventKeys.present(eventCode), null);
    }
  };
}

export function countsArePushed(queryClient: QueryClient, eventCode: number): boolean {
  return (pushing.get(queryClient)?.get(eventCode) ?? 0) > 0;
}

/**
 * Changes a cached answer in place. Its age stays what it was: the counts are current, the rest is
 * as old as its last fetch, and goes stale when it would have.
 */
function patch<T>(queryClient: QueryClient, queryKey: QueryKey, next: T) {
  queryClient.setQueryData(queryKey, next, { updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt });
}

/**
 * Writes an event's pushed counts wherever the cache shows them: the event itself (its page, its
 * attendance summary, the check-in counters), every events list page that lists it, and the present
 * count under its own key (the Event has none). Answers whether the event's counts were other than
 * the cache held, or unknown to it; a present count first pushed is no change (a check-out is one).
 */
export function writeCounts(queryClient: QueryClient, eventCode: number, counts: LiveCounts): boolean {
  const { registered, checked, present } = counts;
  const presentBefore = queryClient.getQueryData<number | null>(eventKeys.present(eventCode));
  if (presentBefore !== present) queryClient.setQueryData(eventKeys.present(eventCode), present);
  const presentMoved = presentBefore != null && presentBefore !== present;
  const shown = queryClient.getQueryData<Event>(eventKeys.detail(eventCode));
  if (shown && (shown.registered !== registered || shown.checked !== checked)) {
    patch(queryClient, eventKeys.detail(eventCode), { ...shown, registered, checked });
  }
  for (const [queryKey, list] of queryClient.getQueriesData<EventList>({ queryKey: eventKeys.lists() })) {
    const listed = list?.events.find((event) => event.code === eventCode);
    if (!list || !listed || (listed.registered === registered && listed.checked === checked)) continue;
    patch(queryClient, queryKey, {
      ...list,
      events: list.events.map((event) => (event === listed ? { ...event, registered, checked } : event)),
    });
  }
  return presentMoved || !shown || shown.registered !== registered || shown.checked !== checked;
}
