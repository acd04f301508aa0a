import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every query the console makes; bulk statements of every length do not crowd them out for long. */
const CAPACITY = 500;

/**
 * better-sqlite3 for Kysely with prepared statements kept by their SQL: Kysely prepares every
 * query afresh. Switched off, preparing made a member read (the session and the member) cost 72 µs
 * of CPU instead of 30, and in `npm run bench` member by code fell from 2,368 to 1,180/s, the first
 * events page from 472 to 126/s and a check-in from 167 to 137/s (10 connections; the server's CPU
 * per request 1.6 to 2 times as much). The least recently used statement leaves when the cache is full.
 * Sharing a statement is safe because Kysely holds the one SQLite connection for a query, a
 * stream until it is read to the end: a statement is never asked for while it runs.
 */
export function withStatementCache(sqlite: SqliteDatabase): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      // Most recently used last: a Map keeps insertion order.
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > CAPACITY) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
