import { sql, type RawBuilder } from 'kysely';
import type { AuditQuery, TargetKind } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { ChangesTable } from '../../db/schema.ts';
import { compiledOnce } from '../../db/performance/index.ts';
import { countRows, inPage } from '../../db/sql.ts';
import { inSlices } from '../../lib/in-slices.ts';

export type ChangeWrite = Omit<ChangesTable, 'id'>;

const COLUMNS = ['at', 'actor_kind', 'actor_id', 'actor_name', 'ip', 'action', 'target_kind', 'target_id', 'data'] as const;

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
      .values(
        Array.from({ length: index + 1 }, (_, row) =>
          Object.fromEntries(COLUMNS.map((column, at) => [column, values[row * COLUMNS.length + at]])),
        ) as ChangeWrite[],
      ),
  ),
);

/**
 * Writes change rows, 500 to a statement (both databases cap a statement's parameters). The
 * database adds them to the count (migration 2026-11-28T1400) and makes the webhooks' deliveries
 * of those a webhook listens to, in the same transaction (2026-11-28T1600, docs/decisions/041).
 */
export async function insertChanges(db: Db, changes: readonly ChangeWrite[]) {
  const compiled = insertOf[changes.length - 1];
  if (compiled) {
    await compiled(db, ...changes.flatMap((change) => COLUMNS.map((column) => change[column] ?? null)));
    return;
  }
  for await (const batch of inSlices(changes, 500)) await db.insertInto('changes').values(batch).execute();
}

/** Whether the actor of kind `actorKind` and id `actorId` recorded `action` on `target` at `since` or later. */
export async function recordedSince(
  db: Db,
  { actorKind, actorId }: { actorKind: ChangesTable['actor_kind']; actorId: number | null },
  action: ChangesTable['action'],
  target: { kind: TargetKind; id: number },
  since: number,
) {
  const row = await db
    .selectFrom('changes')
    .select('id')
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .where('action', '=', action)
    .where('actor_kind', '=', actorKind)
    .where((eb) => (actorId === null ? eb('actor_id', 'is', null) : eb('actor_id', '=', actorId)))
    .where('at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many entries there are, from the count's shards. */
async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('change_counts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

const unfiltered = (filter: Filter) => !filter.actor && !filter.target && !filter.action && !filter.from && !filter.to;

const DAY_MS = 86_400_000;
const startOfDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The entries a query's filters keep. */
type Filter = Omit<AuditQuery, 'page' | 'size'>;

function filtered(db: Db, filter: Filter) {
  let query = db.selectFrom('changes');
  if (filter.actor) query = query.where('changes.actor_kind', '=', filter.actor.kind).where('changes.actor_id', '=', filter.actor.id);
  if (filter.target) query = query.where('changes.target_kind', '=', filter.target.kind).where('changes.target_id', '=', filter.target.id);
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

/** One page of the audit log, newest first, and the count of every entry its filters keep. */
export async function listChanges(db: Db, query: AuditQuery) {
  const rows = await inPage(
    filtered(db, query).select(ENTRY_COLUMNS).select(targetName.as('target_name')).orderBy('changes.id', 'desc'),
    query,
  ).execute();
  return { rows, totalCount: unfiltered(query) ? await countAll(db) : await countRows(filtered(db, query)) };
}

export type ChangeRow = Awaited<ReturnType<typeof listChanges>>['rows'][number];

/** A batch of the entries the filters keep, newest first, before entry `before` (from the newest without it): the export's keyset. */
export function changesBefore(db: Db, filter: Filter, before: number | undefined, size: number) {
  let query = filtered(db, filter).select(ENTRY_COLUMNS).select(targetName.as('target_name')).orderBy('changes.id', 'desc').limit(size);
  if (before !== undefined) query = query.where('changes.id', '<', before);
  return query.execute();
}
