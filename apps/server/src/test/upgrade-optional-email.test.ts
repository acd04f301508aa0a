import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, memberListQuerySchema } from '@console/contracts';
import { migrateToLatest } from '../db/database.ts';
import { rewriteCreateTable } from '../db/migrations/2026-11-27T1400-optional-email.ts';
import { migrationProvider } from '../db/migrations/index.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { insertMember, insertMembers, listMembers } from '../modules/members/members.repository.ts';
import { createTestDatabase, testDialect, type TestDatabase } from './database.ts';
import { createEvent } from './factories.ts';
import { atOlderSchema } from './older-schema.ts';

/*
 * Migration 2026-11-27T1400 on a console that holds members, sessions, attendance, households and
 * history: the email becomes optional and nothing else changes. On SQLite the table is rebuilt, so
 * a column, an index and triggers that another migration could have given it (a generated column,
 * an FTS5 table kept by triggers, as the phone search's) are made here first, under names of
 * their own, and must work afterwards as before.
 */

const MIGRATION = '2026-11-27T1400-optional-email';
const sqlite = testDialect() === 'sqlite';

type Row = Record<string, unknown>;

/** What the migrations after this one add to members (migrateToLatest runs them too): left out of the comparisons. */
const LATER_COLUMNS = ['lastname_sort'];
const LATER_INDEXES = ['members_enabled_lastname_idx', 'members_lastname_sort_idx', 'members_role_lastname_idx'];

async function membersTable(database: TestDatabase): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from members order by code`.execute(database.db);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !LATER_COLUMNS.includes(column))));
}

async function schemaOfMembers(database: TestDatabase) {
  if (!sqlite) {
    const { rows } = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where tablename = 'members' order by indexname`.execute(database.db);
    return { indexes: rows.map((row) => row.indexname), triggers: [] as string[] };
  }
  const { rows } = await sql<{ type: string; name: string }>`
    select type, name from sqlite_master where tbl_name = 'members' and type in ('index', 'trigger') order by name`.execute(database.db);
  return {
    indexes: rows.filter((row) => row.type === 'index').map((row) => row.name),
    triggers: rows.filter((row) => row.type === 'trigger').map((row) => row.name),
  };
}

async function notNullColumns(database: TestDatabase): Promise<string[]> {
  if (sqlite) {
    const { rows } = await sql<{ name: string; notnull: number }>`select name, "notnull" from pragma_table_info('members')`.execute(
      database.db,
    );
    return rows.filter((row) => row.notnull === 1 && row.name.startsWith('email')).map((row) => row.name);
  }
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'members' and column_name like 'email%' and is_nullable = 'NO' order by column_name`.execute(database.db);
  return rows.map((row) => row.column_name);
}

/** What a later migration might have added to members; SQLite's FTS5 table with its triggers only there. */
async function addOthersWork(database: TestDatabase) {
  const raw = (text: string) => sql.raw(text).execute(database.db);
  const digits = `replace(replace(coalesce(phones, ''), '-', ''), ' ', '')`;
  if (!sqlite) {
    await raw(`alter table members add column probe_digits text generated always as (${digits}) stored`);
    await raw('create index members_probe_digits_idx on members (probe_digits, code)');
    return;
  }
  await raw(`alter table members add column probe_digits text generated always as (${digits}) virtual`);
  await raw('create index members_probe_digits_idx on members (probe_digits, code)');
  await raw(
    `create virtual table members_probe using fts5(probe_digits, content = 'members', content_rowid = 'code', tokenize = 'trigram')`,
  );
  await raw(`insert into members_probe (members_probe) values ('rebuild')`);
  const add = 'insert into members_probe (rowid, probe_digits) values (new.code, new.probe_digits);';
  const remove = `insert into members_probe (members_probe, rowid, probe_digits) values ('delete', old.code, old.probe_digits);`;
  await raw(`create trigger members_probe_insert after insert on members begin ${add} end`);
  await raw(`create trigger members_probe_delete after delete on members begin ${remove} end`);
  await raw(`create trigger members_probe_update after update of phones on members begin ${remove} ${add} end`);
}

describe(`migration ${MIGRATION} on a database that holds members`, () => {
  let database: TestDatabase;
  let before: Row[];
  let schemaBefore: Awaited<ReturnType<typeof schemaOfMembers>>;
  let removedCode: number;
  let sessionsBefore: number;
  /** The migration just before this one, whichever it is. */
  let previous: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    previous = names[names.indexOf(MIGRATION) - 1]!;
    const migrated = await new Migrator({ db, provider: migrationProvider }).migrateTo(previous);
    expect(migrated.error).toBeUndefined();
    await seedDatabase(atOlderSchema(db), { adminEmail: 'admin@example.com', adminPassword: 'Upgr4de!pass' });
    const { code: adminCode } = await db
      .selectFrom('members')
      .select('code')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    const [ximena, olga] = await insertMembers(atOlderSchema(db), [
      { roleId: ROLE_IDS.member, firstName: 'Ximena', lastName: 'Quiroga', email: 'xq@example.org', phones: '555-0142' },
      {
        roleId: ROLE_IDS.member,
        firstName: 'Olga',
        lastName: 'Petrova',
        email: 'op@example.org',
        isEnabled: false,
        birthDate: '1960-01-02',
      },
      { roleId: ROLE_IDS.coordinator, firstName: 'Ulla', lastName: 'Quist', email: 'uq@example.org', phones: '+1 (555) 777-1234' },
    ]);
    // The highest code goes: the next member must not get it again.
    removedCode = await insertMember(atOlderSchema(db), {
      roleId: ROLE_IDS.member,
      firstName: 'Gone',
      lastName: 'Soon',
      email: 'gone@example.org',
    });
    await db.deleteFrom('members').where('code', '=', removedCode).execute();
    // Rows of other tables that refer to members, one with ON DELETE CASCADE (sessions).
    const now = Date.now();
    await db
      .insertInto('sessions')
      .values({ token_hash: 'hash-1', member_code: adminCode, created_at: now, last_used_at: now, expires_at: now + 60_000 })
      .execute();
    const event = await createEvent(db, { name: 'Vigilia Pascual' });
    await db
      .insertInto('attendance')
      .values({ event_code: event, member_code: ximena!, registered_at: now, checked_in_at: now, checked_in_by: adminCode })
      .execute();
    const household = await db
      .insertInto('households')
      .values({ name: 'Quiroga', name_normalized: 'quiroga', primary_contact_code: ximena!, size: 2, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('household_members')
      .values([
        { household_id: household.id, member_code: ximena!, role: 'adult' },
        { household_id: household.id, member_code: olga!, role: 'other' },
      ])
      .execute();
    await db
      .insertInto('member_changes')
      .values({ member_code: olga!, at: now, by_code: adminCode, field: 'firstName', new_value: 'Olga' })
      .execute();
    await addOthersWork(database);

    before = await membersTable(database);
    schemaBefore = await schemaOfMembers(database);
    sessionsBefore = Number(
      (
        await db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await notNullColumns(database)).toEqual(['email', 'email_normalized']);
    await migrateToLatest(db);
  });
  afterAll(() => database.drop());

  it('makes the email optional and keeps every member, column by column, codes included', async () => {
    expect(await notNullColumns(database)).toEqual([]);
    expect(await membersTable(database)).toEqual(before);
  });

  it('keeps every index and trigger of the table, and adds the email sort index', async () => {
    const after = await schemaOfMembers(database);
    expect(after.triggers).toEqual(schemaBefore.triggers);
    expect(after.indexes).toEqual([...schemaBefore.indexes, 'members_email_sort_idx', ...LATER_INDEXES].sort());
    if (sqlite)
      expect(after.triggers).toEqual(expect.arrayContaining(['members_probe_insert', 'members_search_insert', 'member_counts_insert']));
  });

  it('keeps the rows that refer to members, and their foreign keys checked', async () => {
    const { db } = database;
    expect(
      Number(
        (
          await db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(sessionsBefore);
    expect(await db.selectFrom('household_members').select(['member_code', 'role']).orderBy('member_code').execute()).toHaveLength(2);
    expect(await db.selectFrom('attendance').select('member_code').execute()).toHaveLength(1);
    if (sqlite) {
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys).toBe(1);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      const refused = db
        .insertInto('sessions')
        .values({ token_hash: 'hash-2', member_code: 999_999, created_at: 1, last_used_at: 1, expires_at: 2 });
      await expect(refused.execute()).rejects.toThrow(/FOREIGN KEY/);
    }
  });

  it('finds the members already there by search, from FTS5 indexes that still match their rows', async () => {
    const found = await listMembers(database.db, memberListQuerySchema.parse({ search: 'quiroga' }));
    expect(found.rows.map((row) => row.email)).toEqual(['xq@example.org']);
    if (sqlite) {
      // Every FTS5 table over members (the search's, the phones', this test's) still matches the rows.
      const { rows: indexes } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'table' and sql like 'create virtual table%' and sql like '%content = ''members''%'`.execute(
        database.db,
      );
      expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['members_search', 'members_probe']));
      for (const { name } of indexes)
        await sql.raw(`insert into ${name} (${name}, rank) values ('integrity-check', 1)`).execute(database.db);
      const { rows } = await sql<{ rowid: number }>`select rowid from members_probe where members_probe match '"7771234"'`.execute(
        database.db,
      );
      expect(rows.map((row) => row.rowid)).toEqual([before.find((row) => row.first_name === 'Ulla')!.code]);
    }
  });

  it('takes members without an email afterwards, as many as there are, with every trigger and counter at work', async () => {
    const { db } = database;
    const countsBefore = await db
      .selectFrom('member_counts')
      .select('n')
      .where('role_id', '=', ROLE_IDS.member)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    const [first, second] = await insertMembers(db, [
      { roleId: ROLE_IDS.member, firstName: 'Nina', lastName: 'Sinmail', phones: '555-9090' },
      { roleId: ROLE_IDS.member, firstName: 'Nico', lastName: 'Sinmail' },
    ]);
    expect(first).toBeGreaterThan(removedCode);
    expect(second).toBe(first! + 1);
    const countsAfter = await db
      .selectFrom('member_counts')
      .select('n')
      .where('role_id', '=', ROLE_IDS.member)
      .where('is_enabled', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(countsAfter.n)).toBe(Number(countsBefore?.n ?? 0) + 2);
    const found = await listMembers(db, memberListQuerySchema.parse({ search: 'sinmail', sort: 'code' }));
    expect(found.rows.map((row) => [row.code, row.email])).toEqual([
      [first, null],
      [second, null],
    ]);
    const probe = await sql<{ probe_digits: string }>`select probe_digits from members where code = ${first}`.execute(db);
    expect(probe.rows[0]!.probe_digits).toBe('5559090');
    if (sqlite) {
      const { rows } = await sql<{ rowid: number }>`select rowid from members_probe where members_probe match '"5559090"'`.execute(db);
      expect(rows.map((row) => row.rowid)).toEqual([first]);
    }
    // The unique rule holds among the emails there are.
    await expect(
      insertMember(db, { roleId: ROLE_IDS.member, firstName: 'Xime', lastName: 'Dup', email: 'XQ@example.org' }),
    ).rejects.toThrow();
  });

  it('goes back down once every member has an email again, and up again', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    // Down through the migrations after it too, whichever they are.
    const refused = await migrator.migrateTo(previous);
    expect(refused.error).toBeDefined();
    expect(await notNullColumns(database)).toEqual([]);
    await db.deleteFrom('members').where('email', 'is', null).execute();
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    expect(await notNullColumns(database)).toEqual(['email', 'email_normalized']);
    expect(await membersTable(database)).toEqual(before);
    await migrateToLatest(db);
    expect(await notNullColumns(database)).toEqual([]);
    expect(await membersTable(database)).toEqual(before);
  });
});

describe('rewriteCreateTable', () => {
  const createSql =
    `CREATE TABLE "members" ("code" integer primary key autoincrement, "email" text not null, [email_normalized] text NOT NULL collate binary, ` +
    `"note" text default 'a, b (not null)' not null, "d" text generated always as (replace(note, ',', '')) virtual, ` +
    `constraint "u" unique ("email"))`;

  it('renames the table and changes only the definitions asked for, commas and brackets in values aside', () => {
    const rewritten = rewriteCreateTable(
      createSql,
      'members_rebuilt',
      (definition, column) => (column.startsWith('email') ? definition.replace(/\s+not\s+null\b/i, '') : definition),
      ['email', 'email_normalized'],
    );
    expect(rewritten).toBe(
      `CREATE TABLE "members_rebuilt" ("code" integer primary key autoincrement, "email" text, [email_normalized] text collate binary, ` +
        `"note" text default 'a, b (not null)' not null, "d" text generated always as (replace(note, ',', '')) virtual, ` +
        `constraint "u" unique ("email"))`,
    );
  });

  it('throws when a column to change is not there', () => {
    expect(() => rewriteCreateTable(createSql, 'x', (definition) => definition, ['email', 'phones'])).toThrow(/no column phones/);
  });
});
