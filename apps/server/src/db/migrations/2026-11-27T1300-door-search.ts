import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * The door's family search (docs/api.md, "Households"): a phone's digits anywhere in a member's
 * phones or a household's phone, or a name anywhere in a household's name, answered from an index
 * on both databases. A member's phones as their digits are a generated column, so that every
 * writer of a member keeps them without knowing. On PostgreSQL pg_trgm indexes serve the LIKE; on
 * SQLite FTS5 trigram tables over the columns, kept current by triggers (as members_search,
 * 2026-11-24T0900). Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** The characters taken out of a phone to leave its digits: lib/text.ts's PHONE_PUNCTUATION when this landed. */
const PUNCTUATION = [' ', '-', '.', '(', ')', '+'];

const digitsOf = (column: string) => PUNCTUATION.reduce((text, character) => `replace(${text}, '${character}', '')`, column);

export async function up(db: Db): Promise<void> {
  const raw = (text: string) => sql.raw(text).execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await raw(`alter table members add column phone_digits text generated always as (${digitsOf('phones')}) stored`);
    await raw(`create index members_phone_trgm_idx on members using gin (phone_digits gin_trgm_ops)`);
    await raw(`create index households_name_trgm_idx on households using gin (name_normalized gin_trgm_ops)`);
    await raw(`create index households_phone_trgm_idx on households using gin (phone_digits gin_trgm_ops)`);
    return;
  }
  // SQLite adds only a virtual generated column to a table; FTS5 reads it like any other.
  await raw(`alter table members add column phone_digits text generated always as (${digitsOf('phones')}) virtual`);
  await raw(
    `create virtual table members_phone using fts5(phone_digits, content = 'members', content_rowid = 'code', tokenize = 'trigram')`,
  );
  await raw(`insert into members_phone (members_phone) values ('rebuild')`);
  const addPhone = `insert into members_phone (rowid, phone_digits) values (new.code, new.phone_digits);`;
  const removePhone = `insert into members_phone (members_phone, rowid, phone_digits) values ('delete', old.code, old.phone_digits);`;
  await raw(`create trigger members_phone_insert after insert on members begin ${addPhone} end`);
  await raw(`create trigger members_phone_delete after delete on members begin ${removePhone} end`);
  await raw(`create trigger members_phone_update after update of phones on members begin ${removePhone} ${addPhone} end`);

  const columns = 'name_normalized, phone_digits';
  await raw(
    `create virtual table households_search using fts5(${columns}, content = 'households', content_rowid = 'id', tokenize = 'trigram')`,
  );
  await raw(`insert into households_search (households_search) values ('rebuild')`);
  const add = `insert into households_search (rowid, ${columns}) values (new.id, new.name_normalized, new.phone_digits);`;
  const remove = `insert into households_search (households_search, rowid, ${columns}) values ('delete', old.id, old.name_normalized, old.phone_digits);`;
  await raw(`create trigger households_search_insert after insert on households begin ${add} end`);
  await raw(`create trigger households_search_delete after delete on households begin ${remove} end`);
  await raw(`create trigger households_search_update after update of ${columns} on households begin ${remove} ${add} end`);
}

export async function down(db: Db): Promise<void> {
  const raw = (text: string) => sql.raw(text).execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const index of ['households_phone_trgm_idx', 'households_name_trgm_idx', 'members_phone_trgm_idx'])
      await raw(`drop index if exists ${index}`);
  } else {
    for (const table of ['households_search', 'members_phone']) {
      for (const suffix of ['update', 'delete', 'insert']) await raw(`drop trigger if exists ${table}_${suffix}`);
      await raw(`drop table if exists ${table}`);
    }
  }
  await raw(`alter table members drop column phone_digits`);
}
