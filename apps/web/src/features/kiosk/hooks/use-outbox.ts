import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendOutbox } from '../offline/offline-calls.ts';
import { outboxCounts, outboxCountsKey } from '../offline/station-store.ts';

/** How often waiting check-ins are tried again while any wait, the `online` event aside. */
export const OUTBOX_RETRY_MS = 15_000;

/**
 * The kiosk's outbox: how many check-ins wait and how many were refused, and the sending of those
 * that wait: at once, when the browser says the network is back, and every 15 s while any wait.
 */
export function useOutbox(enabled: boolean) {
  const queryClient = useQueryClient();
  const counts = useQuery({
    queryKey: outboxCountsKey,
    queryFn: outboxCounts,
    // The device's own store: it answers with or without the network.
    networkMode: 'always',
    staleTime: Infinity,
    enabled,
  });
  const waiting = counts.data?.waiting ?? 0;

  useEffect(() => {
    if (!enabled || waiting === 0) return;
    const send = () => void sendOutbox().finally(() => queryClient.invalidateQueries({ queryKey: outboxCountsKey }));
    send();
    const timer = setInterval(send, OUTBOX_RETRY_MS);
    window.addEventListener('online', send);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [enabled, waiting, queryClient]);

  return { waiting, refused: counts.data?.refused ?? 0 };
}
