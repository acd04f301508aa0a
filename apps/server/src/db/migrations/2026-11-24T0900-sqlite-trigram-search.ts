import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Substring search on SQLite from FTS5 trigram indexes (PostgreSQL has had pg_trgm since
 * 2026-11-22T0910): members by their search column, events by their name. Scanning the search
 * column of 100,000 members cost 10 ms a search and held every other request behind it. Each is
 * an external-content table over its column, its rowid the row's code, kept current by triggers
 * whoever writes the row. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const INDEXES = [
  { index: 'members_search', table: 'members', column: 'search_text' },
  { index: 'events_search', table: 'events', column: 'name_normalized' },
] as const;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const { index, table, column } of INDEXES) {
    const raw = (text: string) => sql.raw(text).execute(db);
    await raw(`create virtual table ${index} using fts5(${column}, content = '${table}', content_rowid = 'code', tokenize = 'trigram')`);
    await raw(`insert into ${index} (${index}) values ('rebuild')`);
    const add = `insert into ${index} (rowid, ${column}) values (new.code, new.${column});`;
    const remove = `insert into ${index} (${index}, rowid, ${column}) values ('delete', old.code, old.${column});`;
    await raw(`create trigger ${index}_insert after insert on ${table} begin ${add} end`);
    await raw(`create trigger ${index}_delete after delete on ${table} begin ${remove} end`);
    await raw(`create trigger ${index}_update after update of ${column} on ${table} begin ${remove} ${add} end`);
  }
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const { index } of INDEXES) {
    for (const suffix of ['update', 'delete', 'insert']) await sql.raw(`drop trigger if exists ${index}_${suffix}`).execute(db);
    await sql.raw(`drop table if exists ${index}`).execute(db);
  }
}
