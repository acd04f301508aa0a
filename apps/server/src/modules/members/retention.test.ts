import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { loadConfig } from '../../config.ts';
import { openChangeFeed, type ChangeFeed } from '../../db/change-feed.ts';
import { migrateToLatest } from '../../db/database.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { ADMIN_EMAIL, TEST_PASSWORD, uniqueEmail } from '../../test/context.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/database.ts';
import { createEvent } from '../../test/factories.ts';
import { insertMember } from './members.repository.ts';
import { RETENTION_LOCK_KEY } from './retention.repository.ts';
import { RETENTION_ACTOR, retentionReport, runRetention, runRetentionAlone, scheduleRetention, yearsBefore } from './retention.service.ts';

const SERVER_ROOT = join(import.meta.dirname, '../../..');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

let database: TestDatabase;
let feed: ChangeFeed;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: TEST_PASSWORD });
  feed = openChangeFeed(database);
});
afterAll(async () => {
  await feed.close();
  await database.drop();
});

const ago = (years: number) => Date.now() - years * YEAR_MS;

/** A member created `createdYearsAgo` years ago, named for the test, and nothing else about them. */
async function memberFrom(createdYearsAgo: number, lastName: string, roleId: number = ROLE_IDS.member) {
  return insertMember(
    database.db,
    { firstName: 'Kept', lastName, roleId, email: uniqueEmail(), foodAllergies: 'Peanuts' },
    ago(createdYearsAgo),
  );
}

/** An entry of the change record about `member`, made a year ago by the server. */
const changeAbout = (member: number, action: 'care.read' | 'member.updated') =>
  database.db
    .insertInto('changes')
    .values({
      at: ago(1),
      actor_kind: 'system',
      actor_id: null,
      actor_name: 'Test',
      ip: null,
      action,
      target_kind: 'member',
      target_id: member,
      data: null,
    })
    .execute();

/** The people of one scenario, for N = 2: who goes and who stays. */
async function scenario(tag: string) {
  const db = database.db;
  const inactive = await memberFrom(3, `${tag} Inactive`);
  const attendedLongAgo = await memberFrom(3, `${tag} Attended long ago`);
  const oldEvent = await createEvent(db, { startsAt: ago(3) });
  await db
    .insertInto('attendance')
    .values({ event_code: oldEvent, member_code: attendedLongAgo, registered_at: ago(3), checked_in_at: ago(3) })
    .execute();
  // A read of their care is no change: it keeps no one.
  const careReadLately = await memberFrom(3, `${tag} Care read`);
  await changeAbout(careReadLately, 'care.read');

  const attended = await memberFrom(3, `${tag} Attended`);
  const recentEvent = await createEvent(db, { startsAt: ago(1) });
  await db
    .insertInto('attendance')
    .values({ event_code: recentEvent, member_code: attended, registered_at: ago(1), checked_in_at: null })
    .execute();
  const changed = await memberFrom(3, `${tag} Changed`);
  await changeAbout(changed, 'member.updated');
  const historied = await memberFrom(3, `${tag} Historied`);
  await db
    .insertInto('member_changes')
    .values({ member_code: historied, at: ago(1), by_code: null, field: 'phones', old_value: null, new_value: '1' })
    .execute();
  const signedIn = await memberFrom(3, `${tag} Signed in`);
  await db
    .insertInto('sessions')
    .values({
      token_hash: `retention-${tag}`,
      member_code: signedIn,
      created_at: Date.now(),
      last_used_at: Date.now(),
      expires_at: Date.now() + YEAR_MS,
    })
    .execute();
  const newcomer = await memberFrom(1, `${tag} Newcomer`);
  const coordinator = await memberFrom(3, `${tag} Coordinator`, ROLE_IDS.coordinator);
  return {
    erased: [inactive, attendedLongAgo, careReadLately],
    kept: [attended, changed, historied, signedIn, newcomer, coordinator],
    remove: async () => {
      const all = [inactive, attendedLongAgo, careReadLately, attended, changed, historied, signedIn, newcomer, coordinator];
      await db.deleteFrom('attendance').where('member_code', 'in', all).execute();
      await db.deleteFrom('sessions').where('member_code', 'in', all).execute();
      await db.deleteFrom('member_changes').where('member_code', 'in', all).execute();
      await db.deleteFrom('changes').where('target_id', 'in', all).execute();
      await db.deleteFrom('members').where('code', 'in', all).execute();
    },
  };
}

/** Every row of every table, as text: what "nothing changed" compares. */
async function everything(): Promise<Record<string, string>> {
  const tables =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
          database.db,
        )
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
          database.db,
        );
  const dump: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
    dump[name] = JSON.stringify(rows.rows.map((row) => JSON.stringify(row)).sort());
  }
  return dump;
}

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/retention.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
  });
}

describe('retention of inactive members', () => {
  it('chooses the plain members inactive for N years, created before them, and keeps every other', async () => {
    const people = await scenario('Choose');
    const chosen = (await runRetention(database.db, feed, { inactiveYears: 2, dryRun: true })).map((member) => member.code);
    expect(chosen).toEqual(people.erased);
    await people.remove();
  });

  it('with --dry-run changes nothing and prints the people the run then erases, as the retention job in the audit log', async () => {
    const people = await scenario('Cli');
    const before = await everything();
    const dry = cli('--inactive-years', '2', '--dry-run');
    expect(dry.stderr).toBe('');
    expect(dry.status).toBe(0);
    expect(await everything()).toEqual(before);
    const lines = dry.stdout.trim().split('\n');
    expect(lines).toEqual([
      ...people.erased.map((code) => expect.stringMatching(new RegExp(`^${code}\\tKept Cli `))),
      'Would erase 3 members (dry run: nothing changed).',
    ]);

    const run = cli('--inactive-years', '2');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([...lines.slice(0, -1), 'Erased 3 members.']);
    const members = await database.db
      .selectFrom('members')
      .select(['code', 'first_name', 'food_allergies'])
      .where('code', 'in', [...people.erased, ...people.kept])
      .orderBy('code')
      .execute();
    for (const member of members) {
      const erased = people.erased.includes(member.code);
      expect(member.first_name, `member ${member.code}`).toBe(erased ? 'Erased' : 'Kept');
      expect(member.food_allergies).toBe(erased ? null : 'Peanuts');
    }
    const entries = await database.db
      .selectFrom('changes')
      .select(['actor_kind', 'actor_id', 'actor_name', 'target_id', 'data'])
      .where('action', '=', 'member.erased')
      .where('target_id', 'in', people.erased)
      .orderBy('target_id')
      .execute();
    expect(entries).toEqual(
      people.erased.map((code) => ({
        actor_kind: 'system',
        actor_id: null,
        actor_name: RETENTION_ACTOR.name,
        target_id: code,
        data: null,
      })),
    );
    // Nothing of who they were is left in the change record.
    const named = await database.db.selectFrom('changes').select('id').where('data', 'like', '%Cli Inactive%').execute();
    expect(named).toEqual([]);
    // A second run finds nobody: the erased are not erased again.
    expect(await runRetention(database.db, feed, { inactiveYears: 2, dryRun: true })).toEqual([]);
    await people.remove();
  });

  it('refuses a command without a whole number of years', () => {
    for (const args of [['--inactive-years', '0'], ['--dry-run']]) {
      const run = cli(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage: npm run retention -- --inactive-years N [--dry-run]');
    }
  });

  it('runs once a day when scheduled, each turn as a run, and stops', async () => {
    const people = await scenario('Daily');
    const info: string[] = [];
    const errors: unknown[] = [];
    const schedule = scheduleRetention({
      db: database.db,
      feed,
      inactiveYears: 2,
      firstDelayMs: 10,
      intervalMs: 60_000,
      log: { info: (message) => info.push(message), error: (error) => errors.push(error) },
    });
    await expect.poll(() => info.length, { timeout: 10_000 }).toBe(1);
    expect(info[0]).toBe(`retention erased 3: ${people.erased.join(', ')}`);
    // A turn with nobody left to erase says nothing.
    await schedule.tick();
    expect(info).toHaveLength(1);
    await schedule.stop();
    expect(errors).toEqual([]);
    await people.remove();
  });

  it.runIf(testDialect() === 'postgres')('runs in one PostgreSQL process at a time', async () => {
    const people = await scenario('Locked');
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`.execute(trx);
      expect(await runRetentionAlone(database.db, feed, { inactiveYears: 2 })).toBeNull();
    });
    expect((await runRetentionAlone(database.db, feed, { inactiveYears: 2 }))?.map((member) => member.code)).toEqual(people.erased);
    await people.remove();
  });

  it('is scheduled by RETENTION_INACTIVE_YEARS, a whole number of years', () => {
    expect(loadConfig({}).RETENTION_INACTIVE_YEARS).toBeUndefined();
    expect(loadConfig({ RETENTION_INACTIVE_YEARS: '3' }).RETENTION_INACTIVE_YEARS).toBe(3);
    for (const value of ['0', '1.5', 'three'])
      expect(() => loadConfig({ RETENTION_INACTIVE_YEARS: value }), value).toThrow(/RETENTION_INACTIVE_YEARS/);
  });

  it('counts years by the calendar and says how many it erased', () => {
    expect(new Date(yearsBefore(Date.parse('2026-12-01T10:00:00Z'), 5)).toISOString()).toBe('2021-12-01T10:00:00.000Z');
    expect(retentionReport([{ code: 7, fullname: 'Ana Li' }], false)).toEqual(['7\tAna Li', 'Erased 1 member.']);
  });
});
