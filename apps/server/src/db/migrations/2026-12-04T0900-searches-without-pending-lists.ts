import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * On PostgreSQL the trigram indexes take each new entry into the tree at once (`fastupdate` off)
 * instead of a pending list that every search reads through until a vacuum merges it: the no-op
 * update that holds a member at a check-in (decision 020) leaves a new row version in every index
 * when its page is full, and after 18,000 check-ins the members' lists held 629 pages, which made
 * the door's four-digit search three times as dear and led its plan to read the table in order.
 * The members' pages keep a tenth free (`fillfactor` 90), so that the holds mostly stay on their
 * page and in no index at all (a heap-only update); pages written before this keep their rows.
 * SQLite has neither. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const TRIGRAM_INDEXES = [
  'members_search_trgm_idx',
  'members_phone_trgm_idx',
  'households_name_trgm_idx',
  'households_phone_trgm_idx',
  'events_name_trgm_idx',
];

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of TRIGRAM_INDEXES) {
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
    // What the list holds already goes into the tree now: with fastupdate off nothing else would.
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql`alter table members set (fillfactor = 90)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of TRIGRAM_INDEXES) await sql`alter index ${sql.ref(index)} reset (fastupdate)`.execute(db);
  await sql`alter table members reset (fillfactor)`.execute(db);
}
