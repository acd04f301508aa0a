import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';

/**
 * Tells whoever watches an event (the live counters of every check-in station) that its
 * attendance changed, and whoever holds a member's session open (those same streams) that some of
 * the member's sessions ended. On PostgreSQL the news goes through NOTIFY, so that a change made
 * by any server process on the database reaches the watchers of every other one; SQLite has one
 * server process, and the news stays inside it.
 */
export interface ChangeFeed {
  /**
   * Announces, after the change has committed, that the attendance of `eventCode` changed. On
   * PostgreSQL the database has done it already: every statement that changes attendance notifies
   * at its commit (migration 2026-11-27T0900-attendance-announces).
   */
  announce(eventCode: number): Promise<void>;
  /**
   * Calls `listener` for every change to the event's attendance from the moment it resolves (so a
   * count read after it misses nothing); answers the unsubscribe.
   */
  watch(eventCode: number, listener: () => void): Promise<() => void>;
  /** Announces, after the change has committed, that sessions of member `memberCode` ended (sign-out, password, role, disabled). */
  announceSessionsEnded(memberCode: number): Promise<void>;
  /**
   * Calls `listener` whenever sessions of member `memberCode` may have ended, from the moment it
   * resolves (so a session checked after it misses nothing); answers the unsubscribe.
   */
  watchSessions(memberCode: number, listener: () => void): Promise<() => void>;
  /** How many listeners are subscribed now: every one an open stream holds, so it must fall back once the stream ends. */
  watching(): number;
  close(): Promise<void>;
}

/** The channel the database's attendance_announce trigger notifies on. */
const CHANNEL = 'attendance_changes';
const SESSIONS_CHANNEL = 'session_ends';
const RECONNECT_MS = 1_000;

/** What is watched: an event's attendance, or a member's sessions. */
type Topic = 'attendance' | 'sessions';

/** Watchers by topic and code, inside this process. */
function localWatchers() {
  const emitter = new EventEmitter();
  // Every open live stream is a listener; there is no leak to warn about.
  emitter.setMaxListeners(0);
  const key = (topic: Topic, code: number) => `${topic}:${code}`;
  return {
    emit: (topic: Topic, code: number) => emitter.emit(key(topic, code)),
    watch(topic: Topic, code: number, listener: () => void) {
      emitter.on(key(topic, code), listener);
      return () => void emitter.off(key(topic, code), listener);
    },
    count: () => emitter.eventNames().reduce((total, name) => total + emitter.listenerCount(name), 0),
    /** Tells every watcher of everything: something may have changed. */
    emitAll: () => emitter.eventNames().forEach((name) => emitter.emit(name)),
  };
}

/** The feed of one process: for SQLite, or for tests that need no other process. */
export function localChangeFeed(): ChangeFeed {
  const watchers = localWatchers();
  return {
    announce: async (eventCode) => void watchers.emit('attendance', eventCode),
    watch: async (eventCode, listener) => watchers.watch('attendance', eventCode, listener),
    announceSessionsEnded: async (memberCode) => void watchers.emit('sessions', memberCode),
    watchSessions: async (memberCode, listener) => watchers.watch('sessions', memberCode, listener),
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
        const code = Number(message.payload);
        if (!Number.isInteger(code)) return;
        if (message.channel === CHANNEL) watchers.emit('attendance', code);
        else if (message.channel === SESSIONS_CHANNEL) watchers.emit('sessions', code);
      });
      client.on('error', (error) => console.error(`Change feed connection lost: ${error.message}`));
      client.on('end', () => {
        listener = null;
        connecting = null;
        missed = true;
        if (!closed && watchers.count() > 0) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      await client.connect();
      await client.query(`listen ${SESSIONS_CHANNEL}`);
      // The attendance channel last: it is what pg_stat_activity shows as the connection's query.
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

  /** Adds a watcher, and makes sure the connection listens. */
  const watch = async (topic: Topic, code: number, onChange: () => void) => {
    const unwatch = watchers.watch(topic, code, onChange);
    // Without the connection the stream still starts (its first counts are read directly); it
    // is tried again with the next watcher.
    if (!listener) await connect().catch((error: unknown) => console.error(`Change feed cannot listen: ${(error as Error).message}`));
    return unwatch;
  };

  return {
    // Announced by the database as the change commits.
    announce: async () => undefined,
    watch: (eventCode, onChange) => watch('attendance', eventCode, onChange),
    async announceSessionsEnded(memberCode) {
      await sql`select pg_notify(${SESSIONS_CHANNEL}, ${String(memberCode)})`.execute(db);
    },
    watchSessions: (memberCode, onChange) => watch('sessions', memberCode, onChange),
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
