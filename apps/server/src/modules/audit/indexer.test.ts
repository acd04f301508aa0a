import { CompiledQuery, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditQuerySchema } from '@console/contracts';
import { migrateToLatest } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/database.ts';
import { changesWhere, indexChanges, insertChanges, listChanges, type ChangeWrite } from './changes.repository.ts';
import { INDEX_BATCH, startChangeIndexer } from './indexer.ts';

/*
 * The change record indexed behind its writes on SQLite (docs/decisions/057): an entry is written
 * outside the indexes, the indexer adds entries in batches, a read that filters indexes what is
 * left first, and each filter is read from its index. On PostgreSQL every entry is indexed as it
 * is written, and the same reads answer the same.
 */

const sqlite = testDialect() === 'sqlite';

/** Entry `n`: by station `n % 3`, about member `n % 7`, a check-in when `n` is even. */
const entry = (n: number): ChangeWrite => ({
  at: Date.UTC(2026, 10, 1) + n * 1000,
  actor_kind: 'station',
  actor_id: n % 3,
  actor_name: `Door ${n % 3}`,
  ip: null,
  action: n % 2 === 0 ? 'attendance.checked_in' : 'care.read',
  target_kind: 'member',
  target_id: n % 7,
  data: null,
});
const entries = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, offset) => entry(from + offset));

async function indexState(database: TestDatabase) {
  const { rows } = await sql<{ indexed: number; n: number }>`
    select indexed, count(*) as n from changes group by indexed order by indexed`.execute(database.db);
  const [state] = (await sql<{ indexed_to: number; indexed_count: number }>`select * from change_index`.execute(database.db)).rows;
  return { byFlag: rows.map((row) => [Number(row.indexed), Number(row.n)]), indexedTo: state?.indexed_to, count: state?.indexed_count };
}

const page = (query: Record<string, string>) =>
  inTransaction(database.db, async (trx) => listChanges(trx, auditQuerySchema.parse({ size: '100', ...query }), await indexChanges(trx)));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // Entries 1-20 written before the migration, as a console of 2026-12-01 holds them.
  const migrator = new Migrator({ db: database.db, provider: migrationProvider });
  expect((await migrator.migrateTo('2026-12-02T0900-event-series')).error).toBeUndefined();
  // A webhook that hears check-ins, and entry 20 with the data it sends: its delivery is made then.
  await database.db
    .insertInto('webhooks')
    .values({
      url: 'https://hooks.example.org/in',
      events: '["attendance.checked_in"]',
      secret: 'whsec_x',
      is_enabled: 1,
      created_at: 1,
      updated_at: 1,
    })
    .execute();
  await insertChanges(database.db, [...entries(1, 19), { ...entry(20), data: '{"n":20}' }]);
  await migrateToLatest(database.db);
});
afterAll(() => database.drop());

describe('the change record indexed behind its writes', () => {
  it.runIf(sqlite)('indexes and counts the entries a database held before the migration', async () => {
    expect(await indexState(database)).toEqual({ byFlag: [[1, 20]], indexedTo: 20, count: 20 });
  });

  it('finds an entry written since the last index, which on SQLite it indexes first', async () => {
    await insertChanges(database.db, entries(21, 30));
    if (sqlite) {
      expect(await indexState(database)).toEqual({
        byFlag: [
          [0, 10],
          [1, 20],
        ],
        indexedTo: 20,
        count: 20,
      });
    }

    // Member 3 is the target of entries 3, 10, 17 and 24 (n % 7 = 3), 24 written after the last index.
    const about = await page({ target: 'member:3' });
    expect(about.rows.map((row) => row.id)).toEqual([24, 17, 10, 3]);
    expect(about.totalCount).toBe(4);
    if (sqlite) expect(await indexState(database)).toEqual({ byFlag: [[1, 30]], indexedTo: 30, count: 30 });
  });

  it('answers every filter with the entries written and not yet indexed', async () => {
    await insertChanges(database.db, entries(31, 40));
    // Worked out from entry(): station 1 made the entries n % 3 = 1; check-ins are the even ones.
    const byStation = Array.from({ length: 40 }, (_, index) => 40 - index).filter((n) => n % 3 === 1);
    expect((await page({ actor: 'station:1' })).rows.map((row) => row.id)).toEqual(byStation);
    const checkIns = await page({ action: 'attendance.checked_in', size: '10' });
    expect(checkIns.rows.map((row) => row.id)).toEqual([40, 38, 36, 34, 32, 30, 28, 26, 24, 22]);
    expect(checkIns.totalCount).toBe(20);
    const all = await page({ size: '10' });
    expect(all.rows.map((row) => row.id)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    expect(all.totalCount).toBe(40);
  });

  it.runIf(sqlite)('reads each filter from its index, never the whole record', async () => {
    const index = await inTransaction(database.db, (trx) => indexChanges(trx));
    const filters = [
      [{ actor: { kind: 'station' as const, id: 1 } }, 'changes_actor_idx'],
      [{ target: { kind: 'member' as const, id: 3 } }, 'changes_target_idx'],
      [{ action: 'care.read' as const }, 'changes_action_idx'],
      [{ from: '2026-11-01', to: '2026-11-01' }, 'changes_at_idx'],
    ] as const;
    for (const [filter, name] of filters) {
      const { sql: text, parameters } = changesWhere(database.db, filter, index)
        .select('changes.id')
        .orderBy('changes.id', 'desc')
        .compile();
      const plan = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
      const steps = plan.rows.map((row) => row.detail).join('\n');
      expect(steps).toContain(name);
      expect(steps).not.toMatch(/SCAN changes/);
    }
  });

  it.runIf(sqlite)('the indexer adds what is written in batches, and counts it', async () => {
    const before = await indexState(database);
    const written = 2 * INDEX_BATCH + 500;
    await insertChanges(database.db, entries(41, 40 + written));
    const indexer = startChangeIndexer({ db: database.db, log: (error) => expect.fail(String(error)) });
    try {
      const newest = 40 + written;
      await expect.poll(async () => (await indexState(database)).indexedTo, { timeout: 10_000 }).toBe(newest);
      expect(await indexState(database)).toEqual({ byFlag: [[1, newest]], indexedTo: newest, count: (before.count ?? 0) + written });
    } finally {
      await indexer.stop();
    }
  });

  it('keeps the webhooks outbox: the delivery made before, and one for each entry with data written after', async () => {
    const newest = Number(
      (
        await database.db
          .selectFrom('changes')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    await insertChanges(database.db, [{ ...entry(0), data: '{"n":"after"}' }]);
    const deliveries = await database.db
      .selectFrom('webhook_deliveries')
      .innerJoin('changes', 'changes.id', 'webhook_deliveries.change_id')
      .select(['webhook_deliveries.change_id', 'changes.data'])
      .orderBy('webhook_deliveries.id')
      .execute();
    expect(deliveries).toEqual([
      { change_id: 20, data: '{"n":20}' },
      { change_id: newest + 1, data: '{"n":"after"}' },
    ]);
  });
});
