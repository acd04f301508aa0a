import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StationRoster, StationSelf } from '@console/contracts';
import type { Refusal, WaitingBatch } from './outbox-send.ts';

/**
 * What a self kiosk keeps on its device (IndexedDB), as the staffed door does in console-door: what
 * the station is and its last roster, to open, find families and print labels while the network is
 * down (both forgotten when the device is no station any more); the day's offline
 * codes it made, so that none repeats; the check-ins waiting to be sent, in order; and those the
 * server refused, for a volunteer. All outlive a reload.
 */

export interface StoredRoster {
  roster: StationRoster;
  savedAt: number;
}

export interface RefusedBatch extends Omit<WaitingBatch, 'seq'> {
  seq?: number;
  refusal: Refusal;
  refusedAt: number;
}

interface StationSchema extends DBSchema {
  roster: { key: string; value: StoredRoster };
  self: { key: string; value: StationSelf };
  codes: { key: string; value: { code: string; day: string } };
  outbox: { key: number; value: WaitingBatch };
  refused: { key: number; value: RefusedBatch };
}

const CURRENT = 'current';

let database: Promise<IDBPDatabase<StationSchema>> | null = null;

function station() {
  database ??= openDB<StationSchema>('console-station', 1, {
    upgrade(db) {
      db.createObjectStore('roster');
      db.createObjectStore('self');
      db.createObjectStore('codes', { keyPath: 'code' });
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('refused', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return database;
}

export async function loadStoredSelf(): Promise<StationSelf | undefined> {
  return (await station()).get('self', CURRENT);
}

export async function saveSelf(self: StationSelf): Promise<void> {
  await (await station()).put('self', self, CURRENT);
}

/**
 * The device is no station any more (disabled, deleted, or never was): it forgets the station and
 * the families of its roster. Check-ins waiting or refused stay for a volunteer to see to.
 */
export async function forgetStation(): Promise<void> {
  const tx = (await station()).transaction(['self', 'roster'], 'readwrite');
  await tx.objectStore('self').clear();
  await tx.objectStore('roster').clear();
  await tx.done;
}

export async function loadStoredRoster(): Promise<StoredRoster | undefined> {
  return (await station()).get('roster', CURRENT);
}

/** Keeps the newest roster, and forgets the codes of days before its own. */
export async function saveRoster(roster: StationRoster, savedAt = Date.now()): Promise<void> {
  const tx = (await station()).transaction(['roster', 'codes'], 'readwrite');
  await tx.objectStore('roster').put({ roster, savedAt }, CURRENT);
  const codes = tx.objectStore('codes');
  for (const { code, day } of await codes.getAll()) if (day !== roster.day) await codes.delete(code);
  await tx.done;
}

/**
 * Keeps a check-in made offline, in one transaction with its code: `build` gets the day's codes in
 * use (the roster's and this device's) and answers the waiting batch, whose code joins them.
 */
export async function keepOfflineCheckIn(roster: StationRoster, build: (used: Set<string>) => WaitingBatch['body']): Promise<WaitingBatch> {
  const tx = (await station()).transaction(['codes', 'outbox'], 'readwrite');
  const mine = (await tx.objectStore('codes').getAll()).filter((entry) => entry.day === roster.day).map((entry) => entry.code);
  const body = build(new Set([...roster.usedCodes, ...mine]));
  const item: WaitingBatch = { body, day: roster.day };
  await tx.objectStore('codes').put({ code: body.offline.securityCode, day: roster.day });
  item.seq = await tx.objectStore('outbox').add(item);
  await tx.done;
  return item;
}

/** The waiting batches, oldest first. */
export async function waitingBatches(): Promise<WaitingBatch[]> {
  return (await station()).getAll('outbox');
}

/** A batch the server took: it leaves the outbox. */
export async function removeWaiting(seq: number): Promise<void> {
  await (await station()).delete('outbox', seq);
}

/** A batch the server refused: out of the outbox and into the refused, in one transaction. */
export async function refuseWaiting(item: WaitingBatch, refusal: Refusal, refusedAt = Date.now()): Promise<void> {
  const tx = (await station()).transaction(['outbox', 'refused'], 'readwrite');
  await tx.objectStore('outbox').delete(item.seq!);
  await tx.objectStore('refused').add({ body: item.body, day: item.day, refusal, refusedAt });
  await tx.done;
}

export async function refusedBatches(): Promise<RefusedBatch[]> {
  return (await station()).getAll('refused');
}

/** How many batches wait, and how many the server refused. */
export async function outboxCounts(): Promise<{ waiting: number; refused: number }> {
  const db = await station();
  return { waiting: await db.count('outbox'), refused: await db.count('refused') };
}

/** For tests: forget the open connection so that a new one opens (fake-indexeddb is reset between tests). */
export function closeStationStore() {
  void database?.then((db) => db.close());
  database = null;
}

/** The query of outboxCounts: what the kiosk's header says waits, refetched after every change. */
export const outboxCountsKey = ['kiosk', 'outbox'] as const;
