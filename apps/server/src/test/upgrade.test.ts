import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, eventListQuerySchema, memberListQuerySchema } from '@console/contracts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { listEvents } from '../modules/events/events.repository.ts';
import { insertMembers, listMembers } from '../modules/members/members.repository.ts';
import { createEvent } from './factories.ts';
import { atOlderSchema } from './older-schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { migrateToLatest } from '../db/database.ts';
import { migrationProvider } from '../db/migrations/index.ts';

/*
 * A console that already holds members is upgraded: the 2026-11-24 migrations must index and
 * count the members that were there before them, not only those written after.
 */
describe('upgrading a database that holds members', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('2026-11-23T0900-door');
    expect(before.error).toBeUndefined();
    await seedDatabase(atOlderSchema(database.db), { adminEmail: 'admin@example.com', adminPassword: 'Upgr4de!pass' });
    await insertMembers(atOlderSchema(database.db), [
      { roleId: ROLE_IDS.member, firstName: 'Ximena', lastName: 'Quiroga', email: 'xq@example.org' },
      { roleId: ROLE_IDS.member, firstName: 'Olga', lastName: 'Petrova', email: 'op@example.org', isEnabled: false },
      { roleId: ROLE_IDS.coordinator, firstName: 'Ulla', lastName: 'Quist', email: 'uq@example.org' },
    ]);
    await createEvent(database.db, { name: 'Vigilia Pascual' });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it('counts the members already there', async () => {
    const counts = await sql<{ role_id: number; is_enabled: number; n: number }>`
      select role_id, is_enabled, n from member_counts order by role_id, is_enabled`.execute(database.db);
    expect(counts.rows.map((row) => [row.role_id, row.is_enabled, Number(row.n)])).toEqual([
      [ROLE_IDS.administrator, 1, 1],
      [ROLE_IDS.coordinator, 1, 1],
      [ROLE_IDS.member, 0, 1],
      [ROLE_IDS.member, 1, 1],
    ]);
  });

  it('sorts the members already there by last name, keyed by migration 2026-12-01T0900', async () => {
    const byLastName = await listMembers(database.db, memberListQuerySchema.parse({ sort: 'lastname' }));
    expect(byLastName.rows.map((row) => `${row.first_name} ${row.last_name}`)).toEqual([
      'Console Administrator',
      'Olga Petrova',
      'Ximena Quiroga',
      'Ulla Quist',
    ]);
  });

  it('finds the members and events already there by search (from the rebuilt FTS5 indexes on SQLite)', async () => {
    const found = await listMembers(database.db, memberListQuerySchema.parse({ search: 'quiroga' }));
    expect(found.rows.map((row) => row.email)).toEqual(['xq@example.org']);
    expect(found.totalCount).toBe(1);
    const events = await listEvents(database.db, eventListQuerySchema.parse({ search: 'vigilia' }), Date.now());
    expect(events.rows.map((row) => row.name)).toEqual(['Vigilia Pascual']);
  });
});
