import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every query the console makes; bulk statements of every length do not crowd them out for long. */
const CAPACITY = 500;

/**
 * better-sqlite3 for Kysely with prepared statements kept by their SQL. Kysely prepares every
 * query afresh, and preparing cost an eighth of a member read under load (a CPU profile of the
 * member-by-code benchmark). The least recently used statement leaves when the cache is full.
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
