import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';

/*
 * The group commit of SQLite's driver, watched from a second connection to the same file: what
 * that connection reads is what is committed.
 */
describe('SQLite transactions committed in groups', () => {
  let directory: string;
  let db: Kysely<unknown>;
  let observer: SqliteDatabase.Database;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'group-commit-'));
    const file = join(directory, 'test.db');
    db = openDatabase(`sqlite:${file}`).db as unknown as Kysely<unknown>;
    observer = new SqliteDatabase(file);
    observer.exec(`create table t (n integer not null);
      create table parent (id integer primary key);
      create table child (parent_id integer not null references parent (id) deferrable initially deferred);
      create table refused (n integer);
      create trigger refused_always before insert on refused begin select raise(rollback, 'refused'); end;`);
  });

  afterEach(async () => {
    observer.close();
    await db.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  const committed = () => observer.prepare('select n from t order by n').pluck().all();
  const insert = (trx: Kysely<unknown>, n: number) => sql`insert into t (n) values (${n})`.execute(trx);

  it('commits the transactions that end together at once, each answered only once it is committed', async () => {
    const seenWhenAnswered: number[][] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        db
          .transaction()
          .execute((trx) => insert(trx, n))
          .then(() => seenWhenAnswered.push(committed() as number[])),
      ),
    );
    // One after another, the first would be answered when it alone was committed.
    expect(seenWhenAnswered).toEqual(Array(5).fill([1, 2, 3, 4, 5]));
  });

  it('rolls a failed transaction back alone: the others of its group commit', async () => {
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        db.transaction().execute(async (trx) => {
          await insert(trx, n);
          if (n === 2) throw new Error('the second fails');
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('the second fails'));
    expect(committed()).toEqual([1, 3]);
  });

  it('runs a query outside a transaction only after what it could read is committed', async () => {
    const unit = db.transaction().execute((trx) => insert(trx, 7));
    const { rows } = await sql<{ n: number }>`select n from t`.execute(db);
    expect(rows).toEqual([{ n: 7 }]);
    expect(committed()).toEqual([7]);
    await unit;
  });

  it('commits nothing of a transaction that waits for something outside the database until it ends', async () => {
    let seenMeanwhile: unknown[] = [];
    const first = db.transaction().execute((trx) => insert(trx, 1));
    const second = db.transaction().execute(async (trx) => {
      await insert(trx, 2);
      await new Promise((resolve) => setTimeout(resolve, 30));
      seenMeanwhile = committed();
      await insert(trx, 3);
    });
    await Promise.all([first, second]);
    expect(seenMeanwhile).toEqual([]);
    expect(committed()).toEqual([1, 2, 3]);
  });

  it('fails every transaction of a group whose commit fails, and keeps none of them', async () => {
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 1)),
      // The deferred key is checked at the commit, which it fails.
      db.transaction().execute((trx) => sql`insert into child (parent_id) values (99)`.execute(trx)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain('FOREIGN KEY constraint failed');
    expect(committed()).toEqual([]);
    await db.transaction().execute((trx) => insert(trx, 2));
    expect(committed()).toEqual([2]);
  });

  it('fails the transactions of the group that SQLite rolled back whole, and goes on after', async () => {
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 1)),
      db.transaction().execute((trx) => sql`insert into refused (n) values (1)`.execute(trx)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain('SQLite rolled back the transaction');
    expect(String((results[1] as PromiseRejectedResult).reason)).toContain('refused');
    expect(committed()).toEqual([]);
    await db.transaction().execute((trx) => insert(trx, 2));
    expect(committed()).toEqual([2]);
  });
});
