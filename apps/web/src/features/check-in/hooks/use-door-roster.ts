import { useEffect, useRef, useState } from 'react';
import type { Roster } from '@console/contracts';
import { getRosterIfChanged } from '../../../entities/attendees/api/get-roster.ts';
import { loadRoster, saveRoster, type StoredRoster } from '../door-store.ts';

/** How often a station asks for a newer roster (a 304 costs next to nothing). */
export const ROSTER_REFRESH_MS = 30_000;

/**
 * The event's roster on this device: the stored one at once (so a station opened offline can
 * decide), then the server's, checked every 30 s with the stored ETag and kept when it changed.
 * A scan reads it when it must decide alone, so it is held in a ref: nothing on screen shows it.
 */
export function useDoorRoster(eventCode: number) {
  const rosterRef = useRef<StoredRoster | null>(null);

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      try {
        const fresh = await getRosterIfChanged(eventCode, rosterRef.current?.etag ?? null);
        if (!fresh || stopped) return;
        const next = { eventCode, roster: fresh.body, etag: fresh.etag, savedAt: Date.now() };
        await saveRoster(next);
        rosterRef.current = next;
      } catch {
        // Offline or refused: the stored roster stands until the next try.
      }
    };
    void (async () => {
      const local = await loadRoster(eventCode).catch(() => undefined);
      rosterRef.current ??= local ?? null;
      await refresh();
    })();
    const timer = setInterval(() => void refresh(), ROSTER_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [eventCode]);

  return rosterRef;
}

/** The event as the stored roster knows it, for a check-in screen opened while offline. */
export function useStoredRosterEvent(eventCode: number) {
  const [event, setEvent] = useState<Roster['event'] | null>(null);
  useEffect(() => {
    let stopped = false;
    void loadRoster(eventCode)
      .then((stored) => !stopped && stored && setEvent(stored.roster.event))
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [eventCode]);
  return event;
}
