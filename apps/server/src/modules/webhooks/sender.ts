import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkWebhookAddress } from './address.ts';
import { ATTEMPT_TIMEOUT_MS, deliver, type AttemptResult } from './send.ts';
import * as repo from './webhooks.repository.ts';

/*
 * The sender (docs/api.md, "Webhooks"; docs/decisions/041): a loop in each server process that
 * takes the webhooks whose next delivery is due, each held by one process at a time, and sends
 * each webhook's deliveries in order, one after another, stopping at the first that fails: the
 * later ones wait for it.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** The waits after the 1st, 2nd, … failed attempt; after the last, every 3 hours. */
export const RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR] as const;
export const RETRY_EVERY_MS = 3 * HOUR;
/** Retries go on until this long after a delivery was made (or retried by hand); then it has failed. */
export const RETRY_WINDOW_MS = 24 * HOUR;

export interface SenderOptions {
  db: Db;
  /** WEBHOOK_ALLOW_PRIVATE: send to loopback and private addresses too. */
  allowPrivate: boolean;
  /**
   * Multiplies every wait of the schedule (the retries, the 24 hours, the idle poll, the lease): 1 in
   * production; a test makes the day pass in seconds.
   */
  timeScale?: number;
  /** How often an idle sender looks for due deliveries. */
  pollMs?: number;
  log?: (error: unknown) => void;
}

/**
 * How long a process holds a webhook it took: longer than it ever works on it (it starts no send
 * past half of it, and an attempt lasts at most ATTEMPT_TIMEOUT_MS). A process that dies holding
 * one, another takes it once this has passed. Scaled with the schedule, but never below three attempts.
 */
const LEASE_MS = 2 * MINUTE;
const leaseOf = (scale: number) => Math.max(Math.ceil(LEASE_MS * scale), 3 * ATTEMPT_TIMEOUT_MS);
/** Webhooks taken at once, and deliveries of each read at once. */
const WEBHOOKS_PER_ROUND = 10;
const DELIVERIES_PER_WEBHOOK = 100;

/** When a delivery that has now failed `attempts` times is tried next, or null when its time is up. */
export function nextAttemptAt(attempts: number, windowFrom: number, now: number, scale = 1): number | null {
  // Whole milliseconds: the columns are integers.
  const next = now + Math.ceil((RETRY_DELAYS_MS[attempts - 1] ?? RETRY_EVERY_MS) * scale);
  return next > windowFrom + Math.ceil(RETRY_WINDOW_MS * scale) ? null : next;
}

/** The body a receiver gets: `{type, timestamp, data}`, the data as stored (no parse and reprint). */
function bodyOf(delivery: repo.QueuedDelivery): string {
  const at = new Date(Number(delivery.change_at ?? delivery.created_at)).toISOString();
  return `${JSON.stringify({ type: delivery.event_type, timestamp: at }).slice(0, -1)},"data":${delivery.data ?? 'null'}}`;
}

export interface Sender {
  /**
   * Starts the loop: it takes due webhooks whenever it holds fewer than its limit, and sends each
   * on its own, so that a slow or dead receiver never holds up another webhook's deliveries.
   */
  start(): Sender;
  /** Takes the due webhooks now, outside the loop (a test's step); resolves once they are sent. */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for the sends in flight. */
  stop(): Promise<void>;
}

/** Makes the sender; `start()` starts its loop. */
export function createSender(options: SenderOptions): Sender {
  const scale = options.timeScale ?? 1;
  const leaseMs = leaseOf(scale);
  const pollMs = options.pollMs ?? Math.max(20, SECOND * Math.min(1, scale));
  const log = options.log ?? ((error: unknown) => console.error('webhook sender:', error));
  /** Started and not stopped: the loop claims. */
  let running = false;
  /** Stopped: drains send nothing more. */
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The webhooks this process is sending, each a drain. */
  const inFlight = new Set<Promise<number>>();
  /** Claims run one after another, so that the limit on webhooks in flight holds. */
  let claims: Promise<unknown> = Promise.resolve();

  async function attempt(webhook: repo.ClaimedWebhook, delivery: repo.QueuedDelivery): Promise<AttemptResult> {
    const check = await checkWebhookAddress(webhook.url, options.allowPrivate);
    if (!check.ok) return { ok: false, statusCode: null };
    const message = { id: `msg_${delivery.id}`, timestamp: Math.floor(Date.now() / 1000), body: bodyOf(delivery) };
    return deliver(webhook.url, check.target, webhook.secret, message);
  }

  /** Sends a webhook's due deliveries in order until one fails, the queue is empty or half the lease is spent. */
  async function drain(webhook: repo.ClaimedWebhook, lockedUntil: number, startedAt: number): Promise<number> {
    let sent = 0;
    const queue = await repo.queueOf(options.db, webhook.id, DELIVERIES_PER_WEBHOOK);
    for (const delivery of queue) {
      if (stopped || Date.now() - startedAt > leaseMs / 2) break;
      if (Number(delivery.next_attempt_at) > Date.now()) break;
      const result = await attempt(webhook, delivery);
      const now = Date.now();
      const attempts = delivery.attempts + 1;
      if (result.ok) {
        await repo.recordAttempt(options.db, delivery.id, { status: 'succeeded', statusCode: result.statusCode, nextAttemptAt: null });
        sent += 1;
        continue;
      }
      const next = nextAttemptAt(attempts, Number(delivery.window_from), now, scale);
      await repo.recordAttempt(options.db, delivery.id, {
        status: next === null ? 'failed' : 'pending',
        statusCode: result.statusCode,
        nextAttemptAt: next,
      });
      // A failed one no longer holds the queue: the next may go at once. A pending one does.
      if (next !== null) break;
    }
    await repo.releaseWebhook(options.db, webhook.id, lockedUntil);
    return sent;
  }

  /** Takes due webhooks up to the room left and starts a drain for each; answers the drains. */
  async function claim(): Promise<Promise<number>[]> {
    const room = WEBHOOKS_PER_ROUND - inFlight.size;
    if (room <= 0) return [];
    const now = Date.now();
    const claimed = await inTransaction(options.db, (trx) => repo.claimWebhooks(trx, now, leaseMs, room));
    return claimed.map((webhook) => {
      const drained = drain(webhook, now + leaseMs, now).catch((error: unknown) => {
        log(error);
        return 0;
      });
      inFlight.add(drained);
      // A drain that sent something may have left more: look again at once.
      void drained.then((sent) => {
        inFlight.delete(drained);
        if (sent > 0) wake(0);
      });
      return drained;
    });
  }

  function claimInTurn(): Promise<Promise<number>[]> {
    const turn = claims.then(claim);
    claims = turn.catch(() => undefined);
    return turn;
  }

  /** The loop's next claim after `delay`, replacing any already set: only while it runs. */
  function wake(delay: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void claimInTurn()
        .catch(log)
        .then(() => wake(pollMs));
    }, delay);
    timer.unref();
  }

  const sender: Sender = {
    start() {
      running = true;
      wake(0);
      return sender;
    },
    async runOnce() {
      const drains = await claimInTurn();
      const sent = await Promise.all(drains);
      return sent.reduce((a, b) => a + b, drains.length);
    },
    async stop() {
      running = false;
      stopped = true;
      clearTimeout(timer);
      await claims;
      await Promise.all(inFlight);
    },
  };
  return sender;
}
