import type { BatchAnswer, BatchInput } from '@console/contracts';

/** A check-in made offline, waiting in the device's outbox: the call to send, with its own scanId. */
export interface WaitingBatch {
  seq?: number;
  body: BatchInput & { offline: NonNullable<BatchInput['offline']> };
  /** The roster's day it was made on: the day of its code. */
  day: string;
}

/** Why the server would not take a waiting batch: kept for a volunteer, never dropped. */
export interface Refusal {
  status: number;
  code: string | null;
  message: string;
  /** A 2xx whose code is not the one printed: the batch was already on the server under another. */
  serverCode: string | null;
}

export type Settlement = { kind: 'sent' } | { kind: 'later' } | { kind: 'refused'; refusal: Refusal };

/** The failure's HTTP status and error body, when the server answered (the app's ApiError, matched by shape). */
function answered(error: unknown): { status: number; code: string | null; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, code, message } = error as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof status !== 'number' || status === 0) return null;
  return { status, code: typeof code === 'string' ? code : null, message: typeof message === 'string' ? message : String(status) };
}

/**
 * What becomes of a waiting batch after a try: a 2xx takes it off (the printed code kept by the
 * server, or else refused so a volunteer hears of the tag that will not match); no answer, a 5xx
 * or a 429 keep it for later; any other 4xx refuses it.
 */
export function settlementOf(item: WaitingBatch, outcome: { answer: BatchAnswer } | { error: unknown }): Settlement {
  if ('answer' in outcome) {
    const serverCode = outcome.answer.securityCode;
    return serverCode === item.body.offline.securityCode
      ? { kind: 'sent' }
      : { kind: 'refused', refusal: { status: 200, code: null, message: 'The server kept another code', serverCode } };
  }
  const http = answered(outcome.error);
  if (!http || http.status >= 500 || http.status === 429) return { kind: 'later' };
  return { kind: 'refused', refusal: { ...http, serverCode: null } };
}

export interface OutboxPort {
  waiting(): Promise<WaitingBatch[]>;
  send(body: WaitingBatch['body']): Promise<BatchAnswer>;
  settle(item: WaitingBatch, settlement: Exclude<Settlement, { kind: 'later' }>): Promise<void>;
}

/**
 * Sends the waiting batches oldest first, one at a time, each with its own scanId (a retry of one
 * the server already has answers the same). The first that must wait stops the round: the
 * network or the server is not ready, and the rest would fare no better.
 */
export async function sendWaiting(port: OutboxPort): Promise<{ sent: number; refused: number; left: number }> {
  const items = await port.waiting();
  let sent = 0;
  let refused = 0;
  for (const [index, item] of items.entries()) {
    let settlement: Settlement;
    try {
      settlement = settlementOf(item, { answer: await port.send(item.body) });
    } catch (error) {
      settlement = settlementOf(item, { error });
    }
    if (settlement.kind === 'later') return { sent, refused, left: items.length - index };
    await port.settle(item, settlement);
    if (settlement.kind === 'sent') sent++;
    else refused++;
  }
  return { sent, refused, left: 0 };
}
