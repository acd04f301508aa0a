import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import { MAX_STORED_ID } from '@console/contracts';
import { containsPattern } from '../lib/text.ts';
import type { Db } from './database.ts';

/**
 * `column` contains `term` (normalised), with `%`, `_` and `\` in the term taken literally.
 * Neither database has a LIKE escape character unless told, hence the explicit `escape`.
 */
export function containsText(column: string, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(term)} escape '\\'`;
}

/**
 * Orders a text column by its bytes on both databases (PostgreSQL would otherwise use the
 * server's locale), for columns that have no normalised sort key with `collate "C"`.
 */
export function byteOrder(db: Db, column: string): RawBuilder<string> {
  const ref = sql.ref<string>(column);
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql<string>`${ref} collate "C"` : sql<string>`${ref}`;
}

/** The code or id a search names, when the search is all digits and small enough to be one. */
export function searchedId(search: string): number | undefined {
  if (!/^\d+$/.test(search)) return undefined;
  const id = Number(search);
  return id >= 1 && id <= MAX_STORED_ID ? id : undefined;
}
