import type { ServerResponse } from 'node:http';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { buildApp } from '../../app.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createMember, createTestContext, uniqueEmail, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.ts';
import { SYSTEM_ACTOR } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import { checkWebhookAddress, isPrivateAddress } from './address.ts';
import { createSender, nextAttemptAt, type Sender } from './sender.ts';

/*
 * Webhooks (docs/api.md, "Webhooks"), on both databases: the routes, the outbox the change record
 * fills, and the sender, against a receiver on 127.0.0.1 (the test app allows private addresses).
 */

let ctx: TestContext;
const receivers: Receiver[] = [];
const senders: Sender[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ webhookAllowPrivate: true });
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  // Every test makes its own webhooks: none is left to hear the next test's changes.
  await ctx.db.deleteFrom('webhook_deliveries').execute();
  await ctx.db.deleteFrom('webhooks').execute();
});
afterAll(() => ctx.close());

async function receiver(...args: Parameters<typeof startReceiver>) {
  const made = await startReceiver(...args);
  receivers.push(made);
  return made;
}
/** A sender on the test's database; `start()` runs its loop, `runOnce()` one round. */
function sender(options: { timeScale?: number; allowPrivate?: boolean } = {}) {
  const made = createSender({ db: ctx.db, allowPrivate: options.allowPrivate ?? true, pollMs: 10, timeScale: options.timeScale ?? 1 });
  senders.push(made);
  return made;
}
async function makeWebhook(url: string, events: string[] = ['member.created']) {
  const made = await ctx.request({ method: 'POST', url: '/api/webhooks', token: ctx.adminToken, body: { url, events } });
  expect(made.status).toBe(201);
  return made.body as { webhook: { id: number }; secret: string };
}
async function newMember(firstName = 'Hook') {
  const made = await ctx.request({
    method: 'POST',
    url: '/api/members',
    token: ctx.adminToken,
    body: { roleId: ROLE_IDS.member, firstName, lastName: 'Test', email: uniqueEmail('hook') },
  });
  expect(made.status).toBe(201);
  return made.body;
}
const deliveriesOf = async (id: number) =>
  (await ctx.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries?size=20`, token: ctx.adminToken })).body as {
    totalCount: number;
    deliveries: {
      id: number;
      eventType: string;
      status: string;
      attempts: number;
      lastStatusCode: number | null;
      nextAttemptAt: string | null;
    }[];
  };
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the routes', () => {
  it('makes a webhook, shows its secret once, lists, reads, changes and deletes it, recording each change', async () => {
    const made = await ctx.request({
      method: 'POST',
      url: '/api/webhooks',
      token: ctx.adminToken,
      body: { url: 'http://127.0.0.1:9/a', events: ['member.created', 'event.updated'], description: '  Our CRM ' },
    });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.body.secret.slice(6), 'base64')).toHaveLength(32);
    const { id } = made.body.webhook;
    expect(made.body.webhook).toMatchObject({
      url: 'http://127.0.0.1:9/a',
      events: ['member.created', 'event.updated'],
      description: 'Our CRM',
      isEnabled: true,
    });

    const list = await ctx.request({ method: 'GET', url: '/api/webhooks', token: ctx.adminToken });
    expect(list.body.webhooks.map((webhook: { id: number }) => webhook.id)).toEqual([id]);
    expect(JSON.stringify(list.body)).not.toContain(made.body.secret);
    const one = await ctx.request({ method: 'GET', url: `/api/webhooks/${id}`, token: ctx.adminToken });
    expect(one.body).toEqual(made.body.webhook);

    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/webhooks/${id}`,
      token: ctx.adminToken,
      body: { events: ['attendance.checked_in'], isEnabled: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      url: 'http://127.0.0.1:9/a',
      events: ['attendance.checked_in'],
      description: 'Our CRM',
      isEnabled: false,
    });

    expect((await ctx.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: ctx.adminToken })).status).toBe(204);
    expect((await ctx.request({ method: 'GET', url: `/api/webhooks/${id}`, token: ctx.adminToken })).status).toBe(404);
    expect((await ctx.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: ctx.adminToken })).status).toBe(404);

    const actions = await ctx.db
      .selectFrom('changes')
      .select('action')
      .where('target_kind', '=', 'webhook')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['webhook.created', 'webhook.updated', 'webhook.deleted']);
  });

  it('refuses what is no http(s) address or no event type it knows, with the field named', async () => {
    for (const body of [
      { url: 'ftp://example.com/x', events: ['member.created'] },
      { url: 'not an address', events: ['member.created'] },
      { url: 'http://user:pass@example.com/', events: ['member.created'] },
      { url: 'https://example.com/', events: [] },
      { url: 'https://example.com/', events: ['member.deleted'] },
      { url: 'https://example.com/', events: ['member.created', 'member.created'] },
    ]) {
      const refused = await ctx.request({ method: 'POST', url: '/api/webhooks', token: ctx.adminToken, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const field = body.events.length === 1 && body.events[0] === 'member.created' ? 'url' : 'events';
      expect(
        Object.keys(refused.body.errors).map((key) => key.split('.')[0]),
        JSON.stringify(body),
      ).toEqual([field]);
    }
  });

  it('refuses loopback, private and link-local addresses (400) unless private addresses are allowed', async () => {
    const strict = await buildApp({ db: ctx.db, webDist: '/nonexistent-web-dist' });
    try {
      for (const url of [
        'http://127.0.0.1:8080/x',
        'http://localhost/x',
        'http://10.1.2.3/',
        'http://172.20.0.1/',
        'http://192.168.1.10/',
        'http://169.254.169.254/latest/meta-data',
        'http://100.64.0.1/',
        'http://0.0.0.0/',
        'http://224.0.0.1/',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:7f00:1]/',
        'http://[fd00::1]/',
        'http://[fe80::1]/',
      ]) {
        const refused = await strict.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers: { authorization: `Bearer ${ctx.adminToken}` },
          payload: { url, events: ['member.created'] },
        });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().errors.url, url).toHaveLength(1);
      }
      const made = await makeWebhook('http://127.0.0.1:9/x');
      const moved = await strict.inject({
        method: 'PATCH',
        url: `/api/webhooks/${made.webhook.id}`,
        headers: { authorization: `Bearer ${ctx.adminToken}` },
        payload: { url: 'http://localhost:9/y' },
      });
      expect(moved.statusCode).toBe(400);
    } finally {
      await strict.close();
    }
    // The test app allows them (WEBHOOK_ALLOW_PRIVATE=true).
    await makeWebhook('http://localhost:9/x');
  });

  it('answers 404 for a webhook or a delivery that does not exist', async () => {
    const { webhook } = await makeWebhook('http://127.0.0.1:9/x');
    for (const [method, url] of [
      ['GET', '/api/webhooks/999999'],
      ['PATCH', '/api/webhooks/999999'],
      ['GET', '/api/webhooks/999999/deliveries'],
      ['POST', '/api/webhooks/999999/test'],
      ['POST', `/api/webhooks/${webhook.id}/deliveries/999999/retry`],
    ] as const) {
      const answer = await ctx.request({ method, url, token: ctx.adminToken, ...(method === 'PATCH' && { body: { isEnabled: true } }) });
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
  });
});

describe('addresses', () => {
  it('tells private addresses from public ones, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '100.127.0.1',
      '0.0.0.0',
      '239.1.1.1',
      '::',
      '::1',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('resolves a name and refuses it when it resolves to loopback', async () => {
    expect(await checkWebhookAddress('http://localhost:1/', false)).toEqual({ ok: false, reason: 'private' });
    const allowed = await checkWebhookAddress('http://localhost:1/', true);
    expect(allowed.ok && isPrivateAddress(allowed.target.address)).toBe(true);
    expect(await checkWebhookAddress('http://no-such-host.invalid/', true)).toEqual({ ok: false, reason: 'unresolved' });
  });
});

describe('the retry schedule', () => {
  it('waits 5 s, 30 s, 2 min, 10 min, 1 h, then every 3 h, until 24 hours after the delivery was made', () => {
    const made = 1_000_000;
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => nextAttemptAt(attempts, made, made)! - made);
    expect(waits).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000, 10_800_000, 10_800_000]);
    const hour = 3_600_000;
    expect(nextAttemptAt(9, made, made + 21 * hour)).toBe(made + 24 * hour);
    expect(nextAttemptAt(10, made, made + 21 * hour + 1)).toBeNull();
    expect(nextAttemptAt(1, made, made, 0.001)).toBe(made + 5);
  });
});

describe('deliveries', () => {
  it('sends a change to the webhooks that listen to it, signed as the Standard Webhooks reference verifies', async () => {
    const hook = await receiver();
    const listening = await makeWebhook(hook.url, ['member.created']);
    const other = await receiver();
    await makeWebhook(other.url, ['event.created']);
    const disabled = await receiver();
    const off = await makeWebhook(disabled.url, ['member.created']);
    await ctx.request({ method: 'PATCH', url: `/api/webhooks/${off.webhook.id}`, token: ctx.adminToken, body: { isEnabled: false } });

    const member = await newMember('Signed');
    await sender().runOnce();
    await hook.waitFor(1);
    const [request] = hook.received;
    const payload = new StandardWebhook(listening.secret).verify(request!.body, request!.headers as Record<string, string>) as Record<
      string,
      unknown
    >;
    expect(payload.type).toBe('member.created');
    expect(payload.data).toEqual(member);
    const recorded = await ctx.db
      .selectFrom('changes')
      .select('at')
      .where('action', '=', 'member.created')
      .where('target_id', '=', member.code)
      .executeTakeFirstOrThrow();
    expect(payload.timestamp).toBe(new Date(Number(recorded.at)).toISOString());
    expect(request!.headers['content-type']).toBe('application/json');
    const [delivery] = (await deliveriesOf(listening.webhook.id)).deliveries;
    expect(request!.headers['webhook-id']).toBe(`msg_${delivery!.id}`);
    expect(delivery).toMatchObject({
      eventType: 'member.created',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 204,
      nextAttemptAt: null,
    });
    // A wrong secret does not verify.
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.alloc(32).toString('base64')}`).verify(request!.body, request!.headers as Record<string, string>),
    ).toThrow();

    expect(other.received).toEqual([]);
    expect(disabled.received).toEqual([]);
    expect((await deliveriesOf(off.webhook.id)).totalCount).toBe(0);
  });

  it('keeps a change’s data only while an enabled webhook listens to its action (docs/decisions/061)', async () => {
    const dataOf = async (code: number) =>
      (
        await ctx.db
          .selectFrom('changes')
          .select('data')
          .where('action', '=', 'member.created')
          .where('target_id', '=', code)
          .executeTakeFirstOrThrow()
      ).data;
    const unheard = await newMember('Unheard');
    expect(await dataOf(unheard.code)).toBeNull();

    const hook = await receiver();
    await makeWebhook(hook.url, ['event.created']);
    const off = await makeWebhook(hook.url, ['member.created']);
    await ctx.request({ method: 'PATCH', url: `/api/webhooks/${off.webhook.id}`, token: ctx.adminToken, body: { isEnabled: false } });
    const stillUnheard = await newMember('Unheard');
    expect(await dataOf(stillUnheard.code)).toBeNull();

    await ctx.request({ method: 'PATCH', url: `/api/webhooks/${off.webhook.id}`, token: ctx.adminToken, body: { isEnabled: true } });
    const heard = await newMember('Heard');
    expect(JSON.parse((await dataOf(heard.code))!)).toEqual(heard);
  });

  it('sends a walk-in’s registration and check-in, recorded in the statement that registers them (docs/decisions/062)', async () => {
    const event = await createEvent(ctx.db, { startsAt: Date.now() - 600_000 });
    const walkIn = (code: number) =>
      ctx.request({ method: 'POST', url: `/api/events/${event}/attendees`, token: ctx.adminToken, body: { code, checkIn: true } });
    // Heard by no webhook, the entries keep no data (docs/decisions/061).
    const unheard = await createMember(ctx.db);
    expect((await walkIn(unheard)).status).toBe(201);
    const unheardData = await ctx.db
      .selectFrom('changes')
      .select(['action', 'data'])
      .where('target_kind', '=', 'member')
      .where('target_id', '=', unheard)
      .orderBy('id')
      .execute();
    expect(unheardData).toEqual([
      { action: 'attendance.registered', data: null },
      { action: 'attendance.checked_in', data: null },
    ]);

    const hook = await receiver();
    const { secret } = await makeWebhook(hook.url, ['attendance.registered', 'attendance.checked_in']);
    const member = await createMember(ctx.db, { firstName: 'Walk', lastName: 'In', foodAllergies: 'Peanuts' });
    const first = await walkIn(member);
    expect(first.status).toBe(201);
    expect(first.body.care).toEqual({ foodAllergies: 'Peanuts' });
    // Scanned again: the registration is there, so nothing is registered or recorded anew.
    expect((await walkIn(member)).body.alreadyCheckedIn).toBe(true);

    const entries = await ctx.db
      .selectFrom('changes')
      .select(['action', 'at', 'actor_kind', 'actor_name', 'target_kind', 'target_id'])
      .where('target_kind', '=', 'member')
      .where('target_id', '=', member)
      .orderBy('id')
      .execute();
    const at = Date.parse(first.body.checkedInAt);
    const admin = { at, actor_kind: 'staff', actor_name: first.body.checkedInBy.fullname, target_kind: 'member', target_id: member };
    // The second scan showed the care again: a read of its own, later, and no registration.
    const later = entries.splice(3);
    expect(entries.map((entry) => ({ ...entry, at: Number(entry.at) }))).toEqual([
      { action: 'attendance.registered', ...admin },
      { action: 'attendance.checked_in', ...admin },
      { action: 'care.read', ...admin },
    ]);
    expect(later.map((entry) => ({ ...entry, at: Number(entry.at) >= at }))).toEqual([{ action: 'care.read', ...admin, at: true }]);

    await sender().runOnce();
    await hook.waitFor(2);
    const payloads = hook.received.map(
      (request) =>
        new StandardWebhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; data: unknown },
    );
    const attendee = {
      code: member,
      fullname: 'Walk In',
      registered: true,
      checkIn: true,
      checkedInAt: first.body.checkedInAt,
      checkedInBy: first.body.checkedInBy,
      checkedOutAt: null,
      checkedOutBy: null,
    };
    expect(payloads).toEqual([
      { type: 'attendance.registered', timestamp: new Date(at).toISOString(), data: { eventCode: event, attendee } },
      { type: 'attendance.checked_in', timestamp: new Date(at).toISOString(), data: { eventCode: event, attendee } },
    ]);
  });

  it('sends nothing for a change that rolls back', async () => {
    const hook = await receiver();
    const { webhook } = await makeWebhook(hook.url, ['member.updated']);
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await recordChange(trx, SYSTEM_ACTOR, { action: 'member.updated', target: { kind: 'member', id: 1 }, data: { code: 1 } });
        throw new Error('the change fails after it is recorded');
      }),
    ).rejects.toThrow('the change fails');
    await sender().runOnce();
    expect((await deliveriesOf(webhook.id)).totalCount).toBe(0);
    expect(hook.received).toEqual([]);
  });

  it('retries a receiver that fails twice, and sends the later change only after the earlier succeeds', async () => {
    const hook = await receiver((_request, index, response) => {
      if (index < 2) response.writeHead(500).end();
    });
    const { webhook } = await makeWebhook(hook.url, ['member.created']);
    const first = await newMember('First');
    const second = await newMember('Second');
    // 5 s and 30 s become 5 ms and 30 ms.
    sender({ timeScale: 0.001 }).start();
    await hook.waitFor(4);
    const codes = hook.received.map((request) => (JSON.parse(request.body) as { data: { code: number } }).data.code);
    expect(codes).toEqual([first.code, first.code, first.code, second.code]);
    const ids = hook.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    await until(async () => (await deliveriesOf(webhook.id)).deliveries.every((delivery) => delivery.status === 'succeeded'));
    const { deliveries } = await deliveriesOf(webhook.id);
    expect(deliveries.map((delivery) => [delivery.attempts, delivery.lastStatusCode])).toEqual([
      [1, 204],
      [3, 204],
    ]);
  });

  it('sends to one webhook while the receiver of another keeps it waiting', async () => {
    const waiting: ServerResponse[] = [];
    const slow = await receiver((_request, _index, response) => {
      waiting.push(response);
      return 'hold';
    });
    await makeWebhook(slow.url, ['member.created']);
    await newMember('Before');
    sender().start();
    await slow.waitFor(1);

    // The slow receiver has not answered (it may take up to the 10 s timeout): a new webhook's
    // delivery goes meanwhile.
    const quick = await receiver();
    await makeWebhook(quick.url, ['member.created']);
    const after = await newMember('After');
    await quick.waitFor(1, 3000);
    expect((JSON.parse(quick.received[0]!.body) as { data: { code: number } }).data.code).toBe(after.code);
    expect(waiting).toHaveLength(1);
    for (const response of waiting) response.writeHead(204).end();
  });

  it('fails a delivery after 24 hours of retries, and Retry sends it again', async () => {
    let failing = true;
    const hook = await receiver((_request, _index, response) => {
      if (failing) response.writeHead(503).end();
    });
    const { webhook } = await makeWebhook(hook.url, ['member.created']);
    await newMember('Late');
    // A day in 864 ms: the waits of 5 s … 3 h become 0.05 ms to 108 ms.
    const running = sender({ timeScale: 0.000_01 }).start();
    await until(async () => (await deliveriesOf(webhook.id)).deliveries[0]?.status === 'failed');
    await running.stop();
    const [failed] = (await deliveriesOf(webhook.id)).deliveries;
    expect(failed).toMatchObject({ status: 'failed', lastStatusCode: 503, nextAttemptAt: null });
    expect(failed!.attempts).toBeGreaterThan(5);
    expect(hook.received).toHaveLength(failed!.attempts);

    failing = false;
    const retried = await ctx.request({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/deliveries/${failed!.id}/retry`,
      token: ctx.adminToken,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed!.id, status: 'pending', attempts: failed!.attempts });
    await sender().runOnce();
    const [sent] = (await deliveriesOf(webhook.id)).deliveries;
    expect(sent).toMatchObject({ status: 'succeeded', attempts: failed!.attempts + 1, lastStatusCode: 204 });
    const change = await ctx.db
      .selectFrom('changes')
      .select('action')
      .where('target_kind', '=', 'webhook')
      .where('target_id', '=', webhook.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change.action).toBe('webhook.delivery_retried');
  });

  it('"Send a test" delivers a webhook.test with a small data body', async () => {
    const hook = await receiver();
    const { webhook, secret } = await makeWebhook(hook.url, ['event.created']);
    const test = await ctx.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test`, token: ctx.adminToken });
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    await sender().runOnce();
    const payload = new StandardWebhook(secret).verify(hook.received[0]!.body, hook.received[0]!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'webhook.test', data: { webhookId: webhook.id } });
    expect((await deliveriesOf(webhook.id)).deliveries[0]).toMatchObject({ id: test.body.id, status: 'succeeded' });
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const elsewhere = await receiver();
    const hook = await receiver((_request, _index, response) => {
      response.writeHead(307, { location: elsewhere.url }).end();
    });
    const { webhook } = await makeWebhook(hook.url, ['member.created']);
    await newMember('Redirected');
    await sender().runOnce();
    expect(hook.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);
    expect((await deliveriesOf(webhook.id)).deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 307 });
  });

  it('does not send to a private address unless allowed: the attempt fails without a request', async () => {
    const hook = await receiver();
    const { webhook } = await makeWebhook(hook.url, ['member.created']);
    await newMember('Private');
    await sender({ allowPrivate: false }).runOnce();
    expect(hook.received).toEqual([]);
    expect((await deliveriesOf(webhook.id)).deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
  });
});
