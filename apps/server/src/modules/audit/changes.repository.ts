import { sql, type RawBuilder } from 'kysely';
import type { AuditQuery, TargetKind } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { ChangesTable } from '../../db/schema.ts';
import { compiledOnce } from '../../db/performance/index.ts';
import { countRows, inPage } from '../../db/sql.ts';
import { isPostgres } from '../../db/transaction.ts';
import { inSlices } from '../../lib/in-slices.ts';

export type ChangeWrite = Omit<ChangesTable, 'id' | 'indexed'>;

const COLUMNS = ['at', 'actor_kind', 'actor_id', 'actor_name', 'ip', 'action', 'target_kind', 'target_id', 'data'] as const;

/**
 * A change's data, kept only when an enabled webhook listens to its action (as the outbox trigger
 * matches them, migration 2026-11-28T1600): no webhook reads it otherwise, and the record keeps no
 * copy of a person's details that nothing sends (docs/decisions/061).
 */
const dataIfListened = (action: unknown, data: unknown): RawBuilder<string | null> =>
  sql`case when exists (select 1 from webhooks where is_enabled = 1 and events like '%"' || ${action} || '"%') then ${data} end`;

const ACTION = COLUMNS.indexOf('action');

/** The row to insert from a change's columns in COLUMNS' order: its data only if a webhook hears it. */
const rowOf = (values: readonly unknown[]) =>
  Object.fromEntries(
    COLUMNS.map((column, at) => [column, column === 'data' ? dataIfListened(values[ACTION], values[at]) : values[at]]),
  ) as ChangeWrite;

/**
 * The insert of `rows` changes, built and compiled once per dialect (compiledOnce), its
 * arguments each row's columns in COLUMNS' order: a write's changes are one to three rows, and
 * building and compiling their insert on every check-in was a share of what the change record
 * cost it.
 */
const insertOf = Array.from({ length: 4 }, (_, index) =>
  compiledOnce((db: Db, ...values: unknown[]) =>
    db
      .insertInto('changes')
      .values(Array.from({ length: index + 1 }, (_, row) => rowOf(values.slice(row * COLUMNS.length, (row + 1) * COLUMNS.length)))),
  ),
);

/**
 * Writes change rows, 500 to a statement (both databases cap a statement's parameters). The
 * database makes the webhooks' deliveries of those a webhook listens to, in the same transaction
 * (2026-11-28T1600, docs/decisions/041), and on PostgreSQL adds them to the count (2026-11-28T1400);
 * on SQLite the indexer counts and indexes them behind (indexChanges).
 */
export async function insertChanges(db: Db, changes: readonly ChangeWrite[]) {
  const compiled = insertOf[changes.length - 1];
  if (compiled) {
    await compiled(db, ...changes.flatMap((change) => COLUMNS.map((column) => change[column] ?? null)));
    return;
  }
  for await (const batch of inSlices(changes, 500))
    await db
      .insertInto('changes')
      .values(batch.map((change) => rowOf(COLUMNS.map((column) => change[column] ?? null))))
      .execute();
}

/** Each column's type in PostgreSQL, to read a JSON array's rows as the record's. */
const PG_TYPES: Record<(typeof COLUMNS)[number], string> = {
  at: 'bigint',
  actor_kind: 'text',
  actor_id: 'integer',
  actor_name: 'text',
  ip: 'text',
  action: 'text',
  target_kind: 'text',
  target_id: 'integer',
  data: 'text',
};
const RECORDSET = sql.raw(`r(${COLUMNS.map((column) => `${column} ${PG_TYPES[column]}`).join(', ')})`);

/**
 * PostgreSQL: the insert of `rows` (JSON text of ChangeWrite objects) as a common table
 * expression of a write's own statement, made only when the statement's CTE `after` has a row:
 * the write and its record in one statement, a round trip less (docs/decisions/062).
 */
export function recordedAfter(db: Db, after: string, rows: unknown) {
  const values = COLUMNS.map((column) =>
    column === 'data' ? dataIfListened(sql.ref('r.action'), sql.ref('r.data')) : sql.ref(`r.${column}`),
  );
  return db
    .insertInto('changes')
    .columns(COLUMNS)
    .expression(
      sql`select ${sql.join(values)} from json_to_recordset(${rows}::json) as ${RECORDSET} where exists (select from ${sql.table(after)})`,
    );
}

/**
 * How far the change record is indexed, as a read that filters it needs to know. On SQLite the
 * indexes and the count are kept behind the writes (migration 2026-12-02T1200, docs/decisions/057):
 * the indexes hold only the entries marked `indexed`, the first `indexedTo`, `count` of them. On
 * PostgreSQL (null) every entry is in the indexes as it is written.
 */
export type ChangeIndex = { indexedTo: number; count: number } | null;

/** The entries of each group the target's index leads with, as its expression spells it. */
const ENTRIES_PER_GROUP = 16384;

/**
 * Adds the entries written since the last time to the indexes and the count, the next `limit` of
 * them (every one when omitted), in the caller's transaction, and answers how far the record is
 * indexed now. A read that filters the record runs it first, in its own transaction, so that the
 * indexes hold every entry it may find; the indexer runs it behind the writes (indexer.ts).
 */
export async function indexChanges(trx: Db, limit = Number.POSITIVE_INFINITY): Promise<ChangeIndex> {
  if (isPostgres(trx)) return null;
  const state = await trx.selectFrom('change_index').select(['indexed_to', 'indexed_count']).executeTakeFirstOrThrow();
  const newest = await trx
    .selectFrom('changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const indexedTo = Math.min(Number(newest.id ?? 0), state.indexed_to + limit);
  if (indexedTo <= state.indexed_to) return { indexedTo: state.indexed_to, count: state.indexed_count };
  const { numUpdatedRows } = await trx
    .updateTable('changes')
    .set({ indexed: 1 })
    .where('id', '>', state.indexed_to)
    .where('id', '<=', indexedTo)
    .executeTakeFirstOrThrow();
  const count = state.indexed_count + Number(numUpdatedRows);
  await trx.updateTable('change_index').set({ indexed_to: indexedTo, indexed_count: count }).execute();
  return { indexedTo, count };
}

/** The groups of entries the target's index holds, up to the one of entry `indexedTo`. */
const groupsThrough = (indexedTo: number) => Array.from({ length: Math.floor(indexedTo / ENTRIES_PER_GROUP) + 1 }, (_, group) => group);

/** Whether the actor of kind `actorKind` and id `actorId` recorded `action` on `target` at `since` or later. */
export async function recordedSince(
  db: Db,
  index: ChangeIndex,
  { actorKind, actorId }: { actorKind: ChangesTable['actor_kind']; actorId: number | null },
  action: ChangesTable['action'],
  target: { kind: TargetKind; id: number },
  since: number,
) {
  // On SQLite the planner would rather walk the action's index (every care.read) than look up the
  // target's groups; a unary `+` keeps a term off every index (sqlite.org/optoverview.html, 2.1).
  const term = (column: 'action' | 'actor_kind' | 'actor_id' | 'at') =>
    index ? sql.raw(`+changes.${column}`) : sql.ref(`changes.${column}`);
  const row = await changesWhere(db, { target }, index)
    .select('changes.id')
    .where(term('action'), '=', action)
    .where(term('actor_kind'), '=', actorKind)
    .where((eb) => (actorId === null ? eb(term('actor_id'), 'is', null) : eb(term('actor_id'), '=', actorId)))
    .where(term('at'), '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sum of the count's shards (PostgreSQL), compiled once. */
const sumOfShards = compiledOnce((db: Db) =>
  db.selectFrom('change_counts').select((eb) => eb.fn.sum<number | string | null>('n').as('total')),
);

/** How many entries there are, from the count's shards (PostgreSQL) or the indexer's (SQLite). */
async function countAll(db: Db, index: ChangeIndex): Promise<number> {
  if (index) return index.count;
  return Number((await sumOfShards(db))[0]?.total ?? 0);
}

const unfiltered = (filter: Filter) => !filter.actor && !filter.target && !filter.action && !filter.from && !filter.to;

const DAY_MS = 86_400_000;
const startOfDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The entries a query's filters keep. */
export type Filter = Omit<AuditQuery, 'page' | 'size'>;

/** The entries a read may see: on SQLite those the indexer has indexed (ChangeIndex), on PostgreSQL every one. */
const readable = (db: Db) => (isPostgres(db) ? db.selectFrom('changes') : db.selectFrom('changes').where('changes.indexed', '=', 1));

/**
 * The entries `filter` keeps, among those `index` says are indexed: on SQLite a filter is read
 * from an index only when the query says `indexed = 1`, and the target's only with its groups.
 */
export function changesWhere(db: Db, filter: Filter, index: ChangeIndex) {
  let query = readable(db);
  if (filter.actor) query = query.where('changes.actor_kind', '=', filter.actor.kind).where('changes.actor_id', '=', filter.actor.id);
  if (filter.target) {
    if (index) query = query.where(sql`changes.id / ${sql.lit(ENTRIES_PER_GROUP)}`, 'in', groupsThrough(index.indexedTo));
    query = query.where('changes.target_kind', '=', filter.target.kind).where('changes.target_id', '=', filter.target.id);
  }
  if (filter.action) query = query.where('changes.action', '=', filter.action);
  if (filter.from) query = query.where('changes.at', '>=', startOfDay(filter.from));
  if (filter.to) query = query.where('changes.at', '<', startOfDay(filter.to) + DAY_MS);
  return query;
}

/** The name each kind of target has now, read from its own table by its key. */
const targetNames: Partial<Record<TargetKind, RawBuilder<string>>> = {
  member: sql`(select first_name || ' ' || last_name from members where code = changes.target_id)`,
  household: sql`(select name from households where id = changes.target_id)`,
  event: sql`(select name from events where code = changes.target_id)`,
  program: sql`(select name from programs where id = changes.target_id)`,
  venue: sql`(select name from venues where id = changes.target_id)`,
  eventCategory: sql`(select name from event_categories where id = changes.target_id)`,
  station: sql`(select name from stations where id = changes.target_id)`,
  apiToken: sql`(select name from api_tokens where id = changes.target_id)`,
  calendarFeed: sql`(select name from calendar_feeds where id = changes.target_id)`,
  webhook: sql`(select url from webhooks where id = changes.target_id)`,
};

/** The target's name now (null once it is deleted): one lookup by key for each row read. */
const targetName = sql<string | null>`case changes.target_kind ${sql.join(
  Object.entries(targetNames).map(([kind, name]) => sql`when ${kind} then ${name}`),
  sql` `,
)} end`;

const ENTRY_COLUMNS = [
  'changes.id',
  'changes.at',
  'changes.actor_kind',
  'changes.actor_id',
  'changes.actor_name',
  'changes.ip',
  'changes.action',
  'changes.target_kind',
  'changes.target_id',
] as const;

/** The entries of `query`, as the audit log shows them, newest first. */
const newestFirst = (query: ReturnType<typeof readable>) =>
  query.select(ENTRY_COLUMNS).select(targetName.as('target_name')).orderBy('changes.id', 'desc');

/**
 * A page of every entry, compiled once: the audit log as it opens, its most read page. Built on
 * each call, PostgreSQL parsed and planned its ten lookups of the target's name every time.
 */
const pageOfAll = compiledOnce((db: Db, size: number, offset: number) => newestFirst(readable(db)).limit(size).offset(offset));

/** One page of the audit log, newest first, and the count of every entry its filters keep. */
export async function listChanges(db: Db, query: AuditQuery, index: ChangeIndex) {
  if (unfiltered(query))
    return { rows: await pageOfAll(db, query.size, (query.page - 1) * query.size), totalCount: await countAll(db, index) };
  const rows = await inPage(newestFirst(changesWhere(db, query, index)), query).execute();
  return { rows, totalCount: await countRows(changesWhere(db, query, index)) };
}

export type ChangeRow = Awaited<ReturnType<typeof listChanges>>['rows'][number];

/** A batch of the entries the filters keep, newest first, before entry `before` (from the newest without it): the export's keyset. */
export function changesBefore(db: Db, filter: Filter, index: ChangeIndex, before: number | undefined, size: number) {
  let query = newestFirst(changesWhere(db, filter, index)).limit(size);
  if (before !== undefined) query = query.where('changes.id', '<', before);
  return query.execute();
}
