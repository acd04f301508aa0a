import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Substring search ("%term%") cannot use a B-tree. On PostgreSQL a pg_trgm GIN index serves it;
 * SQLite scans the short normalised search column, which bench/ measures at 100,000 members.
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index members_search_trgm_idx on members using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index events_name_trgm_idx on events using gin (name_normalized gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists events_name_trgm_idx`.execute(db);
  await sql`drop index if exists members_search_trgm_idx`.execute(db);
}
