import { sql } from 'kysely';
import type { LogQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { WebhooksTable } from '../../db/schema.ts';
import { countRows, inPage } from '../../db/sql.ts';
import { isPostgres } from '../../db/transaction.ts';

const COLUMNS = [
  'webhooks.id',
  'webhooks.url',
  'webhooks.events',
  'webhooks.description',
  'webhooks.is_enabled',
  'webhooks.created_at',
  'webhooks.updated_at',
] as const;

export type WebhookRow = Awaited<ReturnType<typeof findWebhook>> & object;

export async function insertWebhook(db: Db, webhook: Omit<WebhooksTable, 'id' | 'locked_until'>): Promise<number> {
  const row = await db.insertInto('webhooks').values(webhook).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findWebhook(db: Db, id: number) {
  return db.selectFrom('webhooks').select(COLUMNS).where('webhooks.id', '=', id).executeTakeFirst();
}

/** Every webhook, newest first. */
export function listWebhooks(db: Db) {
  return db.selectFrom('webhooks').select(COLUMNS).orderBy('webhooks.id', 'desc').execute();
}

export async function countWebhooks(db: Db): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateWebhook(db: Db, id: number, set: Partial<Omit<WebhooksTable, 'id'>>) {
  await db.updateTable('webhooks').set(set).where('id', '=', id).execute();
}

export async function deleteWebhook(db: Db, id: number) {
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
  await db.deleteFrom('webhooks').where('id', '=', id).execute();
}

const DELIVERY_COLUMNS = [
  'webhook_deliveries.id',
  'webhook_deliveries.event_type',
  'webhook_deliveries.status',
  'webhook_deliveries.attempts',
  'webhook_deliveries.last_status_code',
  'webhook_deliveries.next_attempt_at',
  'webhook_deliveries.created_at',
] as const;

/** One page of a webhook's deliveries, newest first, and how many it has. */
export async function listDeliveries(db: Db, webhookId: number, page: LogQuery) {
  const own = db.selectFrom('webhook_deliveries').where('webhook_deliveries.webhook_id', '=', webhookId);
  const rows = await inPage(own.select(DELIVERY_COLUMNS).orderBy('webhook_deliveries.id', 'desc'), page).execute();
  return { rows, totalCount: await countRows(own) };
}

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['rows'][number];

export function findDelivery(db: Db, webhookId: number, deliveryId: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('webhook_deliveries.webhook_id', '=', webhookId)
    .where('webhook_deliveries.id', '=', deliveryId)
    .executeTakeFirst();
}

/** Makes a delivery pending again, due now, with a new 24 hours of retries. */
export async function retryDelivery(db: Db, deliveryId: number, now: number) {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, window_from: now })
    .where('id', '=', deliveryId)
    .execute();
}

export async function insertTestDelivery(db: Db, webhookId: number, eventType: string, data: string, now: number): Promise<number> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values({
      webhook_id: webhookId,
      change_id: null,
      event_type: eventType,
      data,
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      next_attempt_at: now,
      created_at: now,
      window_from: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/* The sender's statements (sender.ts). */

/** The first pending delivery of webhook `webhooks.id`: the head of its queue, that every later one waits for. */
const headDueAt = sql<number | null>`(select d.next_attempt_at from webhook_deliveries d
  where d.webhook_id = webhooks.id and d.status = 'pending' order by d.id limit 1)`;

/**
 * Takes up to `limit` enabled webhooks whose queue's head is due and that no process holds, and
 * holds them until `now + leaseMs`: only the process that holds a webhook sends its deliveries.
 * On PostgreSQL the rows another process is claiming at the same moment are skipped, not waited for.
 */
export async function claimWebhooks(trx: Db, now: number, leaseMs: number, limit: number) {
  let query = trx
    .selectFrom('webhooks')
    .select(['webhooks.id', 'webhooks.url', 'webhooks.secret'])
    .where('webhooks.is_enabled', '=', 1)
    .where((eb) => eb.or([eb('webhooks.locked_until', 'is', null), eb('webhooks.locked_until', '<=', now)]))
    .where(headDueAt, '<=', now)
    .orderBy('webhooks.id')
    .limit(limit);
  if (isPostgres(trx)) query = query.forUpdate().skipLocked();
  const claimed = await query.execute();
  if (claimed.length > 0) {
    await trx
      .updateTable('webhooks')
      .set({ locked_until: now + leaseMs })
      .where(
        'id',
        'in',
        claimed.map((webhook) => webhook.id),
      )
      .execute();
  }
  return claimed;
}

export type ClaimedWebhook = Awaited<ReturnType<typeof claimWebhooks>>[number];

/** The first `limit` pending deliveries of a webhook, in order, with what each sends. */
export function queueOf(db: Db, webhookId: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .leftJoin('changes', 'changes.id', 'webhook_deliveries.change_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.event_type',
      'webhook_deliveries.attempts',
      'webhook_deliveries.next_attempt_at',
      'webhook_deliveries.created_at',
      'webhook_deliveries.window_from',
      'changes.at as change_at',
    ])
    .select(sql<string | null>`coalesce(webhook_deliveries.data, changes.data)`.as('data'))
    .where('webhook_deliveries.webhook_id', '=', webhookId)
    .where('webhook_deliveries.status', '=', 'pending')
    .orderBy('webhook_deliveries.id')
    .limit(limit)
    .execute();
}

export type QueuedDelivery = Awaited<ReturnType<typeof queueOf>>[number];

/** Records an attempt's outcome: its status, its answer's status and when it is tried next. */
export async function recordAttempt(
  db: Db,
  deliveryId: number,
  outcome: { status: 'pending' | 'succeeded' | 'failed'; statusCode: number | null; nextAttemptAt: number | null },
) {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      last_status_code: outcome.statusCode,
      next_attempt_at: outcome.nextAttemptAt,
    }))
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .execute();
}

/** Lets go of a webhook the process held until `lockedUntil` (and not one another process has taken since). */
export async function releaseWebhook(db: Db, webhookId: number, lockedUntil: number) {
  await db
    .updateTable('webhooks')
    .set({ locked_until: null })
    .where('id', '=', webhookId)
    .where('locked_until', '=', lockedUntil)
    .execute();
}
