import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLiveCounts } from '@console/contracts';
import { attendeeKeys } from './attendee-keys.ts';
import { startPushingCounts, writeCounts } from './live-counts.ts';

/**
 * Keeps an event's counters and attendee lists current while a screen shows them, through the
 * server's live stream: a check-in made at any station shows here within a second. The pushed
 * counts are written into the cache (live-counts.ts), nothing refetches them; who changed is not
 * pushed, so the event's attendee queries are refetched when the counts moved. While counts arrive,
 * a change made here does not refetch them either (attendanceCountsChanged). The browser's
 * EventSource reconnects by itself after a network drop, and the server sends the counts again on
 * connect; the session goes along as its cookie.
 */
export function useLiveCounts(eventCode: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventCode <= 0 || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events/${eventCode}/live`);
    let stopPushing: (() => void) | null = null;
    const lost = () => {
      stopPushing?.();
      stopPushing = null;
    };
    source.addEventListener('counts', (message: MessageEvent<string>) => {
      const counts: unknown = JSON.parse(message.data);
      if (!isLiveCounts(counts)) return;
      stopPushing ??= startPushingCounts(queryClient, eventCode);
      if (writeCounts(queryClient, eventCode, counts)) void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) });
    });
    // Dropped (the browser tries again): until counts arrive again, changes refetch them.
    source.addEventListener('error', lost);
    return () => {
      lost();
      source.close();
    };
  }, [eventCode, queryClient]);
}
