import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * The members list sorted by last name (decision 049): a sort column of its own, lower case and
 * accents stripped as fullname_sort, holding "last␁first" so that one key orders by last name,
 * then first name (U+0001 sorts before every letter and space, so "Smith" comes before "Smith
 * Jones" whatever their first names), and the code breaks the ties. An index on it and the code
 * serves the page and the export's keyset as members_fullname_sort_idx serves the default order
 * (without it a page sorted 100,000 rows), and two more the list filtered by status or role. On PostgreSQL the column compares bytes (collate "C"),
 * as every sort key. The members already there get their key here, a batch at a time; the
 * repository keeps it for every member written after. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** contracts' normalizeText when this landed. */
const normalized = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** members.repository's lastNameSortKey when this landed. */
const sortKey = (firstName: string, lastName: string) => `${normalized(lastName)}\u0001${normalized(firstName)}`;

/** Members keyed per statement: two values each, well under either database's limit of parameters. */
const BATCH = 500;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql.raw(`alter table members add column lastname_sort text ${postgres ? 'collate "C" ' : ''}not null default ''`).execute(db);
  let after = 0;
  for (;;) {
    const rows: { code: number; first_name: string; last_name: string }[] = await db
      .selectFrom('members')
      .select(['code', 'first_name', 'last_name'])
      .where('code', '>', after)
      .orderBy('code')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    // One UPDATE … FROM (VALUES …) a batch, on both databases (SQLite since 3.33); the casts give
    // PostgreSQL the types its parameters would not.
    const values = sql.join(
      rows.map((row) => sql`(cast(${row.code} as integer), cast(${sortKey(row.first_name, row.last_name)} as text))`),
    );
    await sql`update members set lastname_sort = batch.column2 from (values ${values}) as batch where members.code = batch.column1`.execute(
      db,
    );
    after = rows.at(-1)!.code;
  }
  await db.schema.createIndex('members_lastname_sort_idx').on('members').columns(['lastname_sort', 'code']).execute();
  // The list filtered by status or by role in this order, as for the names (2026-11-22T0920,
  // 2026-11-24T0920): SQLite otherwise found the 90,000 enabled members and sorted them.
  await db.schema.createIndex('members_enabled_lastname_idx').on('members').columns(['is_enabled', 'lastname_sort', 'code']).execute();
  await db.schema.createIndex('members_role_lastname_idx').on('members').columns(['role_id', 'lastname_sort', 'code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('members_role_lastname_idx').execute();
  await db.schema.dropIndex('members_enabled_lastname_idx').execute();
  await db.schema.dropIndex('members_lastname_sort_idx').execute();
  await db.schema.alterTable('members').dropColumn('lastname_sort').execute();
}
