import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLiveCounts, type Event } from '@console/contracts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { attendeeKeys } from './attendee-keys.ts';

/**
 * Keeps an event's counters and attendee lists current while a screen shows them, through the
 * server's live stream: a check-in made at any station shows here within a second. The browser's
 * EventSource reconnects by itself after a network drop; the session goes along as its cookie.
 */
export function useLiveCounts(eventCode: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventCode <= 0 || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events/${eventCode}/live`);
    source.addEventListener('counts', (message: MessageEvent<string>) => {
      const counts: unknown = JSON.parse(message.data);
      if (!isLiveCounts(counts)) return;
      const shown = queryClient.getQueryData<Event>(eventKeys.detail(eventCode));
      if (shown && shown.registered === counts.registered && shown.checked === counts.checked) return;
      queryClient.setQueryData<Event>(
        eventKeys.detail(eventCode),
        (event) => event && { ...event, registered: counts.registered, checked: counts.checked },
      );
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) });
    });
    return () => source.close();
  }, [eventCode, queryClient]);
}
