import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_FIELD_ENTRIES } from '@console/contracts';
import { migrateToLatest } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

/**
 * The columns of the members table that hold no member field: what the server keeps beside the
 * fields. A column missing from both this list and the registry of member fields is a field that
 * the schemas, the history, the members file and the mappings would silently leave out.
 */
const NON_FIELD_COLUMNS = [
  // Kept by the server from the fields, for unique checks, sorting and search.
  'email_normalized',
  'fullname_sort',
  'lastname_sort',
  'search_text',
  // Never answered by the API.
  'password_hash',
  'created_at',
  'updated_at',
];
/** Columns the database computes from others (migration 2026-11-27T1300), which SQLite's introspection does not list. */
const GENERATED_COLUMNS = ['phone_digits'];

describe('the members table, as the migrations make it', () => {
  let database: TestDatabase;
  let columns: { name: string; isNullable: boolean }[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    const tables = await database.db.introspection.getTables();
    columns = tables.find((table) => table.name === 'members' && (table.schema ?? 'public') === 'public')!.columns;
  });
  afterAll(() => database.drop());

  it('has a column for each member field that has one, and otherwise only the listed non-field columns', () => {
    const fieldColumns = MEMBER_FIELD_ENTRIES.flatMap(([, spec]) => spec.column ?? []);
    const generated = database.dialect === 'postgres' ? GENERATED_COLUMNS : [];
    expect(columns.map((column) => column.name).sort()).toEqual([...fieldColumns, ...NON_FIELD_COLUMNS, ...generated].sort());
  });

  it('refuses an empty value exactly in the columns of the required fields and the flags', () => {
    const notNull = new Set(columns.filter((column) => !column.isNullable).map((column) => column.name));
    // SQLite reports its integer primary key as nullable although it never holds a null.
    notNull.add('code');
    for (const [name, spec] of MEMBER_FIELD_ENTRIES) {
      if (!spec.column) continue;
      expect({ name, notNull: notNull.has(spec.column) }).toEqual({ name, notNull: Boolean(spec.required) || spec.kind === 'flag' });
    }
  });
});
