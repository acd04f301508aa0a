import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';

/**
 * Tells whoever watches an event (the live counters of every check-in station) that its
 * attendance changed. On PostgreSQL the news goes through NOTIFY, so that a change made by any
 * server process on the database reaches the watchers of every other one; SQLite has one server
 * process, and the news stays inside it.
 */
export interface ChangeFeed {
  /** Announces, after the change has committed, that the attendance of `eventCode` changed. */
  announce(eventCode: number): Promise<void>;
  /**
   * Calls `listener` for every change to the event's attendance from the moment it resolves (so a
   * count read after it misses nothing); answers the unsubscribe.
   */
  watch(eventCode: number, listener: () => void): Promise<() => void>;
  /** How many listeners are subscribed now: every one an open stream holds, so it must fall back once the stream ends. */
  watching(): number;
  close(): Promise<void>;
}

const CHANNEL = 'attendance_changes';
const RECONNECT_MS = 1_000;

/** Watchers by event, inside this process. */
function localWatchers() {
  const emitter = new EventEmitter();
  // Every open live stream is a listener; there is no leak to warn about.
  emitter.setMaxListeners(0);
  return {
    emit: (eventCode: number) => emitter.emit(String(eventCode)),
    watch(eventCode: number, listener: () => void) {
      emitter.on(String(eventCode), listener);
      return () => void emitter.off(String(eventCode), listener);
    },
    count: () => emitter.eventNames().reduce((total, name) => total + emitter.listenerCount(name), 0),
    /** Tells every watcher of every event: something may have changed. */
    emitAll: () => emitter.eventNames().forEach((name) => emitter.emit(name)),
  };
}

/** The feed of one process: for SQLite, or for tests that need no other process. */
export function localChangeFeed(): ChangeFeed {
  const watchers = localWatchers();
  return {
    announce: async (eventCode) => void watchers.emit(eventCode),
    watch: async (eventCode, listener) => watchers.watch(eventCode, listener),
    watching: watchers.count,
    close: async () => undefined,
  };
}

/**
 * The feed across server processes: `pg_notify` announces, and one connection per process
 * listens (opened with the first watcher, and opened again if the database drops it). A change
 * announced while no connection listened is missed, so once one listens again every watcher is
 * told that something may have changed, and reads anew.
 */
function postgresChangeFeed({ db, url }: DatabaseHandle): ChangeFeed {
  const watchers = localWatchers();
  let listener: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  /** Watchers went without a listening connection for a while. */
  let missed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        const eventCode = Number(message.payload);
        if (Number.isInteger(eventCode)) watchers.emit(eventCode);
      });
      client.on('error', (error) => console.error(`Change feed connection lost: ${error.message}`));
      client.on('end', () => {
        listener = null;
        connecting = null;
        missed = true;
        if (!closed && watchers.count() > 0) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
      if (missed) {
        missed = false;
        watchers.emitAll();
      }
    })().catch((error: unknown) => {
      connecting = null;
      missed = true;
      throw error;
    });
    return connecting;
  };

  return {
    async announce(eventCode) {
      await sql`select pg_notify(${CHANNEL}, ${String(eventCode)})`.execute(db);
    },
    async watch(eventCode, onChange) {
      const unwatch = watchers.watch(eventCode, onChange);
      // Without the connection the stream still starts (its first counts are read directly); it
      // is tried again with the next watcher.
      if (!listener) await connect().catch((error: unknown) => console.error(`Change feed cannot listen: ${(error as Error).message}`));
      return unwatch;
    },
    watching: watchers.count,
    async close() {
      closed = true;
      await listener?.end();
    },
  };
}

/** The change feed that fits the database. */
export function openChangeFeed(handle: DatabaseHandle): ChangeFeed {
  return handle.dialect === 'postgres' ? postgresChangeFeed(handle) : localChangeFeed();
}
