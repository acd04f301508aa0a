import { PostgresAdapter, sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { parseCode, type Page, normalizeText } from '@console/contracts';
import type { ListKey } from '../lib/in-batches.ts';
import { containsPattern } from '../lib/text.ts';
import type { Db } from './database.ts';

/** Rows or values per statement of a bulk write: under both databases' caps on a statement's parameters. */
export const STATEMENT_ROWS = 500;

/**
 * `column` contains `term` (normalised), with `%`, `_` and `\` in the term taken literally.
 * Neither database has a LIKE escape character unless told, hence the explicit `escape`.
 */
export function containsText(column: string, term: string): RawBuilder<SqlBool> {
  return matchesPattern(column, containsPattern(term));
}

/** `column` matches a LIKE pattern made by containsPattern (a value, or a query's argument). */
export function matchesPattern(column: string, pattern: unknown): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/**
 * matchesPattern for a statement kept prepared on PostgreSQL, the pattern read through a subquery
 * so that the planner cannot see it. A pattern it can see makes it plan the statement afresh on
 * every execution (a rare pattern's custom plan is estimated cheaper than the plan made without
 * it), which cost the door's four-digit search two thirds of its time; one it cannot see gets the
 * generic plan after five executions, kept. The trigram index still serves the LIKE, with the
 * subquery's value.
 */
export function matchesPatternPlannedOnce(column: string, pattern: unknown): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like (select cast(${pattern} as text)) escape '\\'`;
}

/** `text` (an expression) contains `digits`, which are only digits (no LIKE wildcard to escape). */
export function containsDigits(text: Expression<string | null>, digits: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${text} like ${`%${digits}%`}`;
}

/**
 * Orders a text column by its bytes on both databases (PostgreSQL would otherwise use the
 * server's locale), for columns that have no normalised sort key with `collate "C"`.
 */
export function byteOrder(db: Db, column: string): RawBuilder<string> {
  const ref = sql.ref<string>(column);
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql<string>`${ref} collate "C"` : sql<string>`${ref}`;
}

/**
 * An FTS5 trigram table over a list's search column on SQLite, its rowid the list's id (the
 * members' is migration 2026-11-24T0900). It answers a term of three characters or more from the
 * index; shorter terms, and PostgreSQL (whose pg_trgm index serves LIKE itself), use the LIKE.
 */
export interface TrigramIndex {
  db: Db;
  table: string;
  /**
   * Only these ids (a query of one column): the index's matches are narrowed to them, a list
   * SQLite builds once. An event's attendees searched this way took 1.3 ms for "mar" against
   * 2.5 ms reading each attendee's search text. `+rowid` keeps FTS5 from being asked once per id
   * of the list (440 ms).
   */
  among?: Expression<unknown>;
  /** The one column of a table over several that the term must be in. */
  column?: string;
}

/** The fewest characters of a term a trigram index can answer: a shorter one has no trigram to look up. */
export const TRIGRAM_LENGTH = 3;

/** The FTS5 phrase for a normalised term, when the trigram index can answer it (SQLite, three characters or more). */
export function trigramPhrase(index: Pick<TrigramIndex, 'db' | 'column'>, term: string): string | undefined {
  if (index.db.getExecutor().adapter instanceof PostgresAdapter || [...term].length < TRIGRAM_LENGTH) return undefined;
  // An FTS5 phrase is taken literally, a doubled quote being a quote; a trigram phrase matches as a substring.
  const phrase = `"${term.replaceAll('"', '""')}"`;
  return index.column ? `{${index.column}} : ${phrase}` : phrase;
}

/**
 * A query of the first `limit` rows of `content` (a table with an FTS5 trigram `index`) whose
 * indexed column matches `phrase` (trigramPhrase, bound as a parameter), in no particular order,
 * with `columns`, `where` true of each: the index drives (each match's row looked up after it), so
 * that a common term stops at `limit` rows and a rare one reads only its own.
 */
export function firstTrigramMatches(
  index: { table: string; content: string; idColumn: string },
  phrase: unknown,
  columns: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>,
  limit: number,
): RawBuilder<unknown> {
  const [table, rows] = [sql.table(index.table), sql.ref(index.idColumn)];
  return sql`select ${columns} from ${table} join ${sql.table(index.content)}
    on ${rows} = ${table}.rowid where ${table} match ${phrase} and ${where} limit ${limit}`;
}

function trigramMatch(index: TrigramIndex, idColumn: string, term: string): RawBuilder<SqlBool> | undefined {
  const phrase = trigramPhrase(index, term);
  if (phrase === undefined) return undefined;
  const table = sql.table(index.table);
  const narrowed = index.among ? sql` and +rowid in (${index.among})` : sql``;
  return sql<SqlBool>`${sql.ref(idColumn)} in (select rowid from ${table} where ${table} match ${phrase}${narrowed})`;
}

/**
 * How many rows a text search matches, from the trigram index alone (no row is read), when the
 * index can say: not on PostgreSQL, not for a term under three characters, and not for digits
 * that may also name an id (searchCondition matches those by id as well).
 */
export async function countTrigramMatches(index: TrigramIndex, search: string): Promise<number | undefined> {
  const phrase = trigramPhrase(index, normalizeText(search));
  if (phrase === undefined || parseCode(search) !== undefined) return undefined;
  const table = sql.table(index.table);
  const { rows } = await sql<{ total: number }>`select count(*) as total from ${table} where ${table} match ${phrase}`.execute(index.db);
  return rows[0]!.total;
}

/**
 * A list's search (every list route: members, events, programs, attendees): one of the text
 * columns contains the term, or the id column equals it when the term is a number an id can be.
 * No search matches everything.
 */
export function searchCondition(
  search: string | undefined,
  textColumns: readonly string[],
  idColumn: string,
  trigramIndex?: TrigramIndex,
): RawBuilder<SqlBool> {
  if (!search) return sql<SqlBool>`1 = 1`;
  const indexed = trigramIndex && trigramMatch(trigramIndex, idColumn, normalizeText(search));
  const matches = indexed ? [indexed] : textColumns.map((column) => containsText(column, search));
  // Digits may be a code; a number no code can reach is left to the text match.
  const id = parseCode(search);
  if (id !== undefined) matches.push(sql<SqlBool>`${sql.ref(idColumn)} = ${id}`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** One page of a list query: `size` rows after the first `(page - 1) * size`. */
export function inPage<Query extends { limit(count: number): Query; offset(count: number): Query }>(
  query: Query,
  { page, size }: Page,
): Query {
  return query.limit(size).offset((page - 1) * size);
}

/**
 * The rows that come after `after` in the order `sort`, then `code`, both `direction`: a keyset
 * condition, as a row-value comparison both databases read straight from an index on the order.
 * `sort` is a column, or an expression an index is made on; its value is never NULL.
 */
export function afterKey(sort: string | Expression<unknown>, code: string, direction: 'asc' | 'desc', after: ListKey): RawBuilder<SqlBool> {
  const [beyond, from] = direction === 'asc' ? ['>', '>='] : ['<', '<='];
  if (typeof sort === 'string')
    return sql<SqlBool>`(${sql.ref(sort)}, ${sql.ref(code)}) ${sql.raw(beyond)} (${after.sortKey}, ${after.code})`;
  // SQLite starts a search of an index on an expression from a plain comparison only: with the
  // row value alone it scanned the index from its first entry for every batch.
  return sql<SqlBool>`(${sort} ${sql.raw(from)} ${after.sortKey} and (${sort}, ${sql.ref(code)}) ${sql.raw(beyond)} (${after.sortKey}, ${after.code}))`;
}

/** How many rows a list's count query (its tables and conditions, nothing selected yet) finds. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // Kysely cannot name the selected column on a query generic in its tables; it is `total`.
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()) as { total: number | string };
  return Number(row.total);
}
