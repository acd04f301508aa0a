import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT_TYPE,
  WEBHOOKS_MAX,
  messages,
  type LogQuery,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEventType,
  type WebhookPatch,
  type WebhookWrite,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import { checkWebhookAddress } from './address.ts';
import * as repo from './webhooks.repository.ts';

const m = messages.webhooks;

/** What the webhooks' routes need beyond the database: whether private addresses are allowed. */
export interface WebhookOptions {
  allowPrivate: boolean;
}

const instant = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const parseEvents = (json: string) =>
  (JSON.parse(json) as string[]).filter((type): type is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type));

function toWebhook(row: repo.WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: parseEvents(row.events),
    description: row.description,
    isEnabled: Number(row.is_enabled) === 1,
    createdAt: instant(row.created_at)!,
    updatedAt: instant(row.updated_at)!,
  };
}

function toDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    nextAttemptAt: instant(row.next_attempt_at),
    createdAt: instant(row.created_at)!,
  };
}

/** Refuses (400, on `url`) an address whose host is unknown or on a private network. Outside any transaction: it asks DNS. */
async function checkUrl(url: string, options: WebhookOptions) {
  const check = await checkWebhookAddress(url, options.allowPrivate);
  if (!check.ok) throw fieldError('url', check.reason === 'private' ? m.urlPrivate : m.urlUnresolved);
}

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  return (await repo.listWebhooks(db)).map(toWebhook);
}

async function foundWebhook(db: Db, id: number) {
  const row = await repo.findWebhook(db, id);
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function getWebhook(db: Db, id: number): Promise<Webhook> {
  return toWebhook(await foundWebhook(db, id));
}

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** Makes a webhook; its secret is in this answer only (and kept, to sign each delivery). */
export async function createWebhook(
  db: Db,
  input: WebhookWrite,
  options: WebhookOptions,
  by: Actor,
  now = Date.now(),
): Promise<WebhookCreated> {
  await checkUrl(input.url, options);
  const secret = newSecret();
  const webhook = await inTransaction(db, async (trx) => {
    if ((await repo.countWebhooks(trx)) >= WEBHOOKS_MAX) throw conflict(m.full({ max: WEBHOOKS_MAX }));
    const id = await repo.insertWebhook(trx, {
      url: input.url,
      events: JSON.stringify(input.events),
      description: input.description,
      secret,
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    });
    await recordChange(trx, by, { action: 'webhook.created', target: { kind: 'webhook', id } }, now);
    return toWebhook((await repo.findWebhook(trx, id))!);
  });
  return { webhook, secret };
}

/** Changes the fields sent; a new address is checked as a new webhook's is. */
export async function patchWebhook(db: Db, id: number, patch: WebhookPatch, options: WebhookOptions, by: Actor, now = Date.now()) {
  if (patch.url !== undefined) await checkUrl(patch.url, options);
  return inTransaction(db, async (trx) => {
    await foundWebhook(trx, id);
    await repo.updateWebhook(trx, id, {
      ...(patch.url !== undefined && { url: patch.url }),
      ...(patch.events !== undefined && { events: JSON.stringify(patch.events) }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.isEnabled !== undefined && { is_enabled: patch.isEnabled ? 1 : 0 }),
      updated_at: now,
    });
    await recordChange(trx, by, { action: 'webhook.updated', target: { kind: 'webhook', id } }, now);
    return toWebhook((await repo.findWebhook(trx, id))!);
  });
}

/** Deletes a webhook and its deliveries: nothing more is sent to it. */
export async function deleteWebhook(db: Db, id: number, by: Actor) {
  await inTransaction(db, async (trx) => {
    await foundWebhook(trx, id);
    await recordChange(trx, by, { action: 'webhook.deleted', target: { kind: 'webhook', id } });
    await repo.deleteWebhook(trx, id);
  });
}

export async function deliveriesPage(db: Db, id: number, query: LogQuery): Promise<WebhookDeliveryPage> {
  await foundWebhook(db, id);
  const { rows, totalCount } = await repo.listDeliveries(db, id, query);
  return { totalCount, deliveries: rows.map(toDelivery) };
}

/** Sends a delivery again, now, whatever became of it, with 24 hours of retries from now. */
export async function retryDelivery(db: Db, id: number, deliveryId: number, by: Actor, now = Date.now()): Promise<WebhookDelivery> {
  return inTransaction(db, async (trx) => {
    await foundWebhook(trx, id);
    if (!(await repo.findDelivery(trx, id, deliveryId))) throw notFound(m.deliveryNotFound);
    await repo.retryDelivery(trx, deliveryId, now);
    await recordChange(trx, by, { action: 'webhook.delivery_retried', target: { kind: 'webhook', id } }, now);
    return toDelivery((await repo.findDelivery(trx, id, deliveryId))!);
  });
}

/** "Send a test": a `webhook.test` delivery, with a small data body, queued after the webhook's others. */
export async function sendTest(db: Db, id: number, by: Actor, now = Date.now()): Promise<WebhookDelivery> {
  return inTransaction(db, async (trx) => {
    await foundWebhook(trx, id);
    const data = JSON.stringify({ webhookId: id, message: 'A test from Community Console' });
    const deliveryId = await repo.insertTestDelivery(trx, id, WEBHOOK_TEST_EVENT_TYPE, data, now);
    await recordChange(trx, by, { action: 'webhook.test_sent', target: { kind: 'webhook', id } }, now);
    return toDelivery((await repo.findDelivery(trx, id, deliveryId))!);
  });
}
