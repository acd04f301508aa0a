import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('the SQLite statement cache', () => {
  let sqlite: SqliteDatabase.Database;
  afterEach(() => sqlite.close());

  function open() {
    sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3);');
    return withStatementCache(sqlite);
  }

  it('prepares a query once and serves the same statement after', () => {
    const cache = open();
    const first = cache.prepare('select n from t where n > ?');
    expect(cache.prepare('select n from t where n > ?')).toBe(first);
    expect(cache.prepare('select n from t where n < ?')).not.toBe(first);
  });

  it('forgets the least recently used statement past 500', () => {
    const cache = open();
    const kept = cache.prepare('select 0');
    const dropped = cache.prepare('select 1');
    for (let n = 2; n < 500; n += 1) cache.prepare(`select ${n}`);
    // 500 kept. 'select 0' is used again, so 'select 1' is now the oldest, and the 501st statement drops it.
    cache.prepare('select 0');
    cache.prepare('select 501');
    expect(cache.prepare('select 0')).toBe(kept);
    expect(cache.prepare('select 1')).not.toBe(dropped);
  });
});
