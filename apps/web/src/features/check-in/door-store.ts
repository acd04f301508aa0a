import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Roster } from '@console/contracts';

/**
 * What a check-in station keeps on its device (IndexedDB, decision 010): each event's roster, to
 * decide scans alone while the network is down, and the check-ins waiting to be sent, in order.
 * Both outlive a reload; a roster is replaced by every newer one, an item leaves the outbox once
 * the server has answered it.
 */

export interface StoredRoster {
  eventCode: number;
  roster: Roster;
  etag: string | null;
  savedAt: number;
}

/** A check-in decided on the device: the call to make, with the scan's id, once the network is back. */
export interface WaitingCheckIn {
  seq?: number;
  eventCode: number;
  memberCode: number;
  scanId: string;
  station: string | null;
  /**
   * `check-in`: PUT (registered); `register`: POST registering and checking in; `family`: POST
   * `/check-ins` of `family.members` (memberCode the first of them).
   */
  call: 'check-in' | 'register' | 'family';
  family?: { members: number[]; register: boolean };
  /** What the station told the volunteer, to compare with the server's answer. */
  fullname: string | null;
  decidedAt: number;
}

interface DoorSchema extends DBSchema {
  rosters: { key: number; value: StoredRoster };
  outbox: { key: number; value: WaitingCheckIn; indexes: { event: number } };
}

let database: Promise<IDBPDatabase<DoorSchema>> | null = null;

function door() {
  database ??= openDB<DoorSchema>('console-door', 1, {
    upgrade(db) {
      db.createObjectStore('rosters', { keyPath: 'eventCode' });
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('event', 'eventCode');
    },
  });
  return database;
}

export async function loadRoster(eventCode: number): Promise<StoredRoster | undefined> {
  return (await door()).get('rosters', eventCode);
}

export async function saveRoster(stored: StoredRoster): Promise<void> {
  await (await door()).put('rosters', stored);
}

export async function enqueue(checkIn: WaitingCheckIn): Promise<void> {
  await (await door()).add('outbox', checkIn);
}

/** The event's waiting check-ins, oldest first (the order they were made in). */
export async function waiting(eventCode: number): Promise<WaitingCheckIn[]> {
  const items = await (await door()).getAllFromIndex('outbox', 'event', eventCode);
  return items.sort((a, b) => a.seq! - b.seq!);
}

export async function dequeue(seq: number): Promise<void> {
  await (await door()).delete('outbox', seq);
}

/** For tests: forget the open connection so that a new one opens (fake-indexeddb is reset between tests). */
export function closeDoorStore() {
  void database?.then((db) => db.close());
  database = null;
}
