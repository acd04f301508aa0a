import { useEffect } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLiveCounts, type LiveCounts } from '@console/contracts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { attendeeKeys } from './attendee-keys.ts';
import { startPushingCounts, writeCounts } from './live-counts.ts';

/**
 * Keeps an event's counters and attendee lists current while a screen shows them, through the
 * server's live stream: a check-in made at any station shows here within a second. The pushed
 * counts are written into the cache (live-counts.ts), nothing refetches them; who changed is not
 * pushed, so the event's attendee queries are refetched when the counts moved. While counts arrive,
 * a change made here does not refetch them either (attendanceCountsChanged). The browser's
 * EventSource reconnects by itself after a network drop, and the server sends the counts again on
 * connect; the session goes along as its cookie. Answers how many are present (checked in, not
 * out), which only the stream tells: null until it has, and again once it has dropped.
 */
export function useLiveCounts(eventCode: number): number | null {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventCode <= 0 || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events/${eventCode}/live`);
    let stopPushing: (() => void) | null = null;
    let pushed: LiveCounts | null = null;
    const lost = () => {
      stopPushing?.();
      stopPushing = null;
      pushed = null;
    };
    source.addEventListener('counts', (message: MessageEvent<string>) => {
      const counts: unknown = JSON.parse(message.data);
      if (!isLiveCounts(counts)) return;
      stopPushing ??= startPushingCounts(queryClient, eventCode);
      pushed = counts;
      if (writeCounts(queryClient, eventCode, counts)) void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) });
      // The event itself was not read (the screen opened offline, and its read failed): the counts
      // have nowhere to go until it is, so it is read now, the network being back.
      if (queryClient.getQueryData(eventKeys.detail(eventCode)) === undefined) {
        void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventCode) });
      }
    });
    // A fetch of the event or a list that went out before the last push can land after it, with
    // the counts of before (a door back online: the event read again while its check-ins were
    // being sent): while the stream is live, its counts are the ones shown.
    const fetched = queryClient.getQueryCache().subscribe((change) => {
      const fetchedEvents = change.type === 'updated' && change.action.type === 'success' && !change.action.manual;
      if (pushed && fetchedEvents && change.query.queryKey[0] === eventKeys.all[0]) {
        writeCounts(queryClient, eventCode, pushed);
      }
    });
    // Dropped (the browser tries again): until counts arrive again, changes refetch them.
    source.addEventListener('error', lost);
    return () => {
      lost();
      fetched();
      source.close();
    };
  }, [eventCode, queryClient]);
  // Written by the stream alone (writeCounts): no fetcher, so an invalidation never asks the server for it.
  const { data: present } = useQuery<number | null>({ queryKey: eventKeys.present(eventCode), queryFn: skipToken });
  return present ?? null;
}
