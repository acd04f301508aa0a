import {
  isWebhookEventType,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type ChangeAction,
  type TargetKind,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction, isPostgres } from '../../db/transaction.ts';
import { csvStream, type CsvColumn } from '../../lib/csv.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Actor } from './actor.ts';
import * as repo from './changes.repository.ts';

/** One change: what was done, to which record, and the record as the API answers it (for the webhooks that hear it). */
export interface Change {
  action: ChangeAction;
  target: { kind: TargetKind; id: number } | null;
  /** For an action a webhook can hear; kept only while an enabled webhook listens to it (changes.repository.ts). */
  data?: unknown;
}

/** The rows the record keeps of `changes`, made by `actor` at `now`. */
export function changeRows(actor: Actor, changes: readonly Change[], now = Date.now()): repo.ChangeWrite[] {
  return changes.map(({ action, target, data }) => ({
    at: now,
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_name: actor.name,
    ip: actor.ip,
    action,
    target_kind: target?.kind ?? null,
    target_id: target?.id ?? null,
    data: isWebhookEventType(action) && data !== undefined ? JSON.stringify(data) : null,
  }));
}

/**
 * Records `changes`, made by `actor`, in the caller's transaction: they commit with the change or
 * not at all (the transactional outbox of docs/decisions/038).
 */
export async function recordChanges(trx: Db, actor: Actor, changes: readonly Change[], now = Date.now()) {
  const rows = changeRows(actor, changes, now);
  if (rows.length > 0) await repo.insertChanges(trx, rows);
}

export const recordChange = (trx: Db, actor: Actor, change: Change, now = Date.now()) => recordChanges(trx, actor, [change], now);

/**
 * Records `change` unless its actor recorded the same action on the same target in the last
 * `withinMs`: a screen that refreshes itself is one read, not one for every refresh.
 */
export async function recordUnlessRecent(
  db: Db,
  actor: Actor,
  change: Change & { target: NonNullable<Change['target']> },
  withinMs: number,
  now = Date.now(),
) {
  await inTransaction(db, async (trx) => {
    const since = now - withinMs;
    const index = await repo.indexChanges(trx);
    if (await repo.recordedSince(trx, index, { actorKind: actor.kind, actorId: actor.id }, change.action, change.target, since)) return;
    await recordChange(trx, actor, change, now);
  });
}

export function toEntry(row: repo.ChangeRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    action: row.action,
    target: row.target_kind === null || row.target_id === null ? null : { kind: row.target_kind, id: row.target_id, name: row.target_name },
    ip: row.ip,
  };
}

export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  // On SQLite the page first indexes what the indexer has not yet, in one transaction with the
  // read, so that it finds every entry. PostgreSQL indexes each entry as it is written, and at READ
  // COMMITTED each statement of a transaction reads its own snapshot anyway: there the page reads
  // without one, two round trips fewer.
  const page = async (trx: Db) => repo.listChanges(trx, query, await repo.indexChanges(trx));
  const { rows, totalCount } = await (isPostgres(db) ? page(db) : inTransaction(db, page));
  return { totalCount, entries: rows.map(toEntry) };
}

const auditColumns: CsvColumn<AuditEntry>[] = [
  { header: 'Id', cell: (entry) => entry.id },
  { header: 'At', cell: (entry) => entry.at },
  { header: 'Actor kind', cell: (entry) => entry.actor.kind },
  { header: 'Actor id', cell: (entry) => entry.actor.id },
  { header: 'Actor', cell: (entry) => entry.actor.name },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Target kind', cell: (entry) => entry.target?.kind ?? null },
  { header: 'Target id', cell: (entry) => entry.target?.id ?? null },
  { header: 'Target', cell: (entry) => entry.target?.name ?? null },
  { header: 'Address', cell: (entry) => entry.ip },
];

/** The entries the filters keep, newest first, as a CSV file read batch by batch. */
export function exportAudit(db: Db, filter: repo.Filter) {
  // The entries as they are at the first batch: the later ones are not read, indexed or not.
  let index: Promise<repo.ChangeIndex> | undefined;
  const rows = inBatches(async (after, size) => {
    index ??= inTransaction(db, (trx) => repo.indexChanges(trx));
    const batch = await repo.changesBefore(db, filter, await index, after?.code, size);
    const last = batch.at(-1);
    return { rows: batch, last: last && { sortKey: last.id, code: last.id } };
  }, toEntry);
  return csvStream(auditColumns, rows);
}

/** Records `action` on `target`, with the record as the API answers it, and answers the record: a write's last step. */
export async function recorded<Record>(
  trx: Db,
  actor: Actor,
  action: ChangeAction,
  target: Change['target'],
  record: Record,
): Promise<Record> {
  await recordChange(trx, actor, { action, target, data: record });
  return record;
}
