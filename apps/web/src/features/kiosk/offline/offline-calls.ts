import type { BatchAnswer, BatchInput, DoorGroup, Event } from '@console/contracts';
import { searchDoor } from '../../../entities/door/api/family-door.ts';
import { stationCheckIn } from '../../../entities/stations/api/station-check-in.ts';
import { isNetworkFailure } from '../../../lib/api-client.ts';
import { newOfflineCode } from './offline-code.ts';
import { offlineAnswer } from './offline-answer.ts';
import { sendWaiting } from './outbox-send.ts';
import { checkedHereBy, searchStoredRoster, servedEvents } from './roster-search.ts';
import { keepOfflineCheckIn, loadStoredRoster, refuseWaiting, removeWaiting, waitingBatches } from './station-store.ts';

/**
 * How long the kiosk waits for the server before going on alone: on Wi-Fi that drops packets a
 * call may hang rather than fail, and a family must not stand at a spinner. A check-in the server
 * did get meanwhile is sent again with its scanId, and takes the code the kiosk printed.
 */
export const KIOSK_CALL_TIMEOUT_MS = 6_000;
const patience = () => AbortSignal.timeout(KIOSK_CALL_TIMEOUT_MS);

/** The families a search found, and the events they are checked in to: the served ones, online or by the stored roster. */
export interface Found {
  groups: DoorGroup[];
  events: Event[];
  offline: boolean;
}

/**
 * The kiosk's door search: the server's, or, when the call gets no answer at all, the stored
 * roster's with the events it serves by the device's clock. An HTTP error (429, 403) is the
 * server's word and stands; so does a network failure on a device that has no roster yet.
 */
export async function searchFamilies(events: Event[], q: string): Promise<Found> {
  try {
    return { groups: await searchDoor(events[0]!.code, q, patience()), events, offline: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await loadStoredRoster();
    if (!stored) throw error;
    const served = servedEvents(stored.roster, new Date());
    const groups = searchStoredRoster(stored.roster, q, served, checkedHereBy(await waitingBatches()));
    return { groups, events: served, offline: true };
  }
}

/**
 * A household's check-in: the server's, or, when the call gets no answer at all, one made on the
 * device: a code of the station's letter that no check-in of the day has, the call (same scanId)
 * kept in the outbox with that code and the time, and the answer built from the roster.
 */
export async function checkInFamily(body: BatchInput, letter: string): Promise<BatchAnswer> {
  try {
    return await stationCheckIn(body, patience());
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await loadStoredRoster();
    if (!stored) throw error;
    const checkedHere = checkedHereBy(await waitingBatches());
    const at = new Date().toISOString();
    const kept = await keepOfflineCheckIn(stored.roster, (used) => ({
      ...body,
      offline: { securityCode: newOfflineCode(letter, used), at },
    }));
    return offlineAnswer(kept.body, kept.body.offline.securityCode, stored.roster, checkedHere);
  }
}

let sending: Promise<unknown> | null = null;

/** Sends what waits (sendWaiting), one round at a time however many triggers ask at once. */
export function sendOutbox(): Promise<unknown> {
  sending ??= sendWaiting({
    waiting: waitingBatches,
    send: (body) => stationCheckIn(body, patience()),
    settle: (item, settlement) => (settlement.kind === 'sent' ? removeWaiting(item.seq!) : refuseWaiting(item, settlement.refusal)),
  }).finally(() => {
    sending = null;
  });
  return sending;
}
