import type { Care, Roster } from '@console/contracts';

/**
 * What a station decides alone, from its roster, when the server cannot answer in time: the same
 * rules the server applies (registered? checked in already, there or here?), so that the queue at
 * the door goes on. The server has the last word when the network is back (use-outbox.ts).
 */
export type OfflineDecision =
  /** Registered and not yet in: check in (PUT) when the network is back. */
  | { kind: 'check-in'; fullname: string; care: Care | null }
  /** Not registered (or unknown here): register and check in (POST), after asking when the event requires registration. */
  | { kind: 'register'; fullname: string | null; care: Care | null; ask: boolean }
  | { kind: 'already'; fullname: string; at: string | null; care: Care | null }
  | { kind: 'cancelled' };

export interface OfflineDecisionInput {
  roster: Roster | null;
  memberCode: number;
  /** When this device checked the member in, if it did (and the roster does not know it yet). */
  checkedHereAt: string | null;
}

export function decideOffline({ roster, memberCode, checkedHereAt }: OfflineDecisionInput): OfflineDecision {
  if (roster?.event.isCancelled) return { kind: 'cancelled' };
  const attendee = roster?.attendees.find((candidate) => candidate.code === memberCode);
  const care = attendee?.care ?? null;
  if (attendee && (attendee.checkIn || checkedHereAt)) {
    return { kind: 'already', fullname: attendee.fullname, at: attendee.checkedInAt ?? checkedHereAt, care };
  }
  if (!attendee && checkedHereAt) return { kind: 'already', fullname: '', at: checkedHereAt, care: null };
  if (attendee?.registered) return { kind: 'check-in', fullname: attendee.fullname, care };
  // Without a roster nothing is known: ask, as online for an unregistered member (docs/product.md §6.4), when it may be needed.
  return { kind: 'register', fullname: attendee?.fullname ?? null, care, ask: roster ? roster.event.registrationRequired : true };
}
