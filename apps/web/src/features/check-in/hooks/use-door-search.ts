import { useEffect, useState, type RefObject } from 'react';
import { doorSearchTerm, type DoorGroup } from '@console/contracts';
import { searchDoor } from '../../../entities/door/api/family-door.ts';
import { ANSWER_WITHIN_MS, httpError } from '../check-in-flow.ts';
import type { StoredRoster } from '../door-store.ts';
import { searchRoster, type CheckedHere } from '../roster-families.ts';

/** How long typing must pause before the search goes: one call per pause, not one per key. */
export const SEARCH_PAUSE_MS = 120;

/**
 * The door's family search as the volunteer types: the server's answer, or, when it cannot answer
 * in time (offline, a dropped network), the same search over the stored roster. `groups` is null
 * while there is no search yet (nothing typed, or too little).
 */
export function useDoorSearch(eventCode: number, rosterRef: RefObject<StoredRoster | null>, checkedHere: CheckedHere) {
  const [q, setQ] = useState('');
  // The last answer stays on screen while the next search goes, so that the list does not blink.
  const [answered, setAnswered] = useState<DoorGroup[] | null>(null);
  const searching = doorSearchTerm(q) !== undefined;

  useEffect(() => {
    if (!searching) return;
    const stopped = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        let found: DoorGroup[] | null = null;
        if (navigator.onLine) {
          try {
            found = await searchDoor(eventCode, q.trim(), AbortSignal.any([stopped.signal, AbortSignal.timeout(ANSWER_WITHIN_MS)]));
          } catch (error) {
            const http = httpError(error);
            if (http && http.status < 500) found = [];
          }
        }
        if (stopped.signal.aborted) return;
        const roster = rosterRef.current?.roster;
        setAnswered(found ?? (roster ? searchRoster(roster, q, checkedHere) : []));
      })();
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      stopped.abort();
    };
  }, [checkedHere, eventCode, q, rosterRef, searching]);

  return { q, setQ, groups: searching ? answered : null, clear: () => setQ('') };
}
