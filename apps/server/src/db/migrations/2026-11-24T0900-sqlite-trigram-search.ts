import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Substring search of members on SQLite from an FTS5 trigram index (PostgreSQL has had pg_trgm
 * since 2026-11-22T0910): scanning the search column of 100,000 members cost 10 ms a search and
 * held every other request behind it. An external-content table over members.search_text, its
 * rowid the member's code, kept current by triggers whoever writes the member. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create virtual table members_search using fts5(search_text, content = 'members', content_rowid = 'code', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into members_search (members_search) values ('rebuild')`.execute(db);
  await sql`create trigger members_search_insert after insert on members begin
    insert into members_search (rowid, search_text) values (new.code, new.search_text);
  end`.execute(db);
  await sql`create trigger members_search_delete after delete on members begin
    insert into members_search (members_search, rowid, search_text) values ('delete', old.code, old.search_text);
  end`.execute(db);
  await sql`create trigger members_search_update after update of search_text on members begin
    insert into members_search (members_search, rowid, search_text) values ('delete', old.code, old.search_text);
    insert into members_search (rowid, search_text) values (new.code, new.search_text);
  end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['members_search_update', 'members_search_delete', 'members_search_insert']) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists members_search`.execute(db);
}
