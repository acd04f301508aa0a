import { createHmac } from 'node:crypto';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SECRET_PREFIX } from '@console/contracts';
import type { CheckedAddress } from './address.ts';

/** How long one attempt may take, from connecting to the end of the answer's head. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** What a receiver gets (docs/api.md, "Webhooks"). */
export interface WebhookMessage {
  /** `msg_<delivery id>`: the same on every attempt, so the receiver can drop a repeat. */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  body: string;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's key (Standard Webhooks). */
export function sign(secret: string, { id, timestamp, body }: WebhookMessage): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The outcome of one attempt: the answer's status, or null when none came (refused, timed out). */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
}

/** A resolver that answers the address already checked, whatever the name (no second lookup). */
function pinnedLookup(target: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: CheckedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

/**
 * POSTs `message` to `url`, connecting to `target`. A 2xx succeeds; anything else fails, a redirect
 * included (it is not followed: the new address was never checked).
 */
export function deliver(url: string, target: CheckedAddress, secret: string, message: WebhookMessage): Promise<AttemptResult> {
  const parsed = new URL(url);
  const options: RequestOptions = {
    method: 'POST',
    lookup: pinnedLookup(target),
    timeout: ATTEMPT_TIMEOUT_MS,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(message.body),
      'user-agent': 'CommunityConsole-Webhooks/1',
      'webhook-id': message.id,
      'webhook-timestamp': String(message.timestamp),
      'webhook-signature': sign(secret, message),
    },
  };
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = send(parsed, options, (response) => {
      const statusCode = response.statusCode ?? null;
      // The body is not read: only the status counts.
      response.resume();
      request.destroy();
      settle({ ok: statusCode !== null && statusCode >= 200 && statusCode < 300, statusCode });
    });
    // The whole attempt is bounded, not only each silence on the socket.
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), ATTEMPT_TIMEOUT_MS);
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => settle({ ok: false, statusCode: null }));
    request.end(message.body);
  });
}
