import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestDatabase, testDialect, type TestDatabase } from '../database.ts';
import { freePort, signIn, startServerProcess, type ServerProcess } from '../server-process.ts';
import { startReceiver, type Receiver } from '../webhook-receiver.ts';

/*
 * Webhooks with real server processes (docs/api.md, "Webhooks"): a change committed just before
 * the process is killed is delivered by the next one, and two processes on one PostgreSQL
 * database send each delivery once, in order.
 */

const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIME_SCALE: '0.01' };
let database: TestDatabase | undefined;
let servers: ServerProcess[] = [];
let receiver: Receiver | undefined;
afterEach(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  servers = [];
  await receiver?.close();
  receiver = undefined;
  await database?.drop();
  database = undefined;
});

async function post(url: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const memberBody = (firstName: string) => ({
  roleId: ROLE_IDS.member,
  firstName,
  lastName: 'Hook',
  email: `${firstName.toLowerCase()}-${Date.now()}@example.org`,
});

describe('webhooks with real server processes', () => {
  it('delivers a change whose server was killed (SIGKILL) just after it committed, once the server is back', async () => {
    database = await createTestDatabase();
    const first = await startServerProcess(database.url, ENV);
    servers.push(first);
    // The receiver is not there yet: the first server's attempts (if it makes any) fail.
    const port = await freePort();
    const token = await signIn(first.url);
    const made = await post(first.url, token, '/api/webhooks', { url: `http://127.0.0.1:${port}/hook`, events: ['member.created'] });
    expect(made.status).toBe(201);
    const member = await post(first.url, token, '/api/members', memberBody('Killed'));
    expect(member.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    receiver = await startReceiver(undefined, { port });
    servers.push(await startServerProcess(database.url, ENV));
    // Within the lease a dead process may have left on the webhook (30 s at this scale).
    await receiver.waitFor(1, 45_000);
    const [request] = receiver.received;
    const payload = new StandardWebhook(made.body.secret).verify(request!.body, request!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'member.created', data: { code: member.body.code, firstName: 'Killed' } });
  }, 90_000);

  it.runIf(testDialect() === 'postgres')(
    'sends each delivery once, in order, from two server processes on one database',
    async () => {
      database = await createTestDatabase();
      servers.push(await startServerProcess(database.url, ENV));
      servers.push(await startServerProcess(database.url, ENV));
      receiver = await startReceiver();
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const tokens = [await signIn(one.url), await signIn(two.url)];
      const hooks = [
        await post(one.url, tokens[0]!, '/api/webhooks', { url: receiver.url, events: ['member.created'] }),
        await post(two.url, tokens[1]!, '/api/webhooks', { url: receiver.url, events: ['member.created'] }),
      ];
      expect(hooks.map((hook) => hook.status)).toEqual([201, 201]);
      const COUNT = 30;
      for (let index = 0; index < COUNT; index += 1) {
        const server = servers[index % 2]!;
        expect((await post(server.url, tokens[index % 2]!, '/api/members', memberBody(`Twice${index}`))).status).toBe(201);
      }
      await receiver.waitFor(2 * COUNT, 30_000);
      // A moment more: a second send of any of them would come now.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ids = receiver.received.map((request) => String(request.headers['webhook-id']));
      expect(ids).toHaveLength(2 * COUNT);
      expect(new Set(ids).size).toBe(2 * COUNT);
      // Per webhook (told apart by the secret that verifies), in the order the changes were made.
      for (const hook of hooks) {
        const verifier = new StandardWebhook(hook.body.secret);
        const mine = receiver.received.filter((request) => {
          try {
            verifier.verify(request.body, request.headers as Record<string, string>);
            return true;
          } catch {
            return false;
          }
        });
        const names = mine.map((request) => (JSON.parse(request.body) as { data: { firstName: string } }).data.firstName);
        expect(names).toEqual(Array.from({ length: COUNT }, (_, index) => `Twice${index}`));
      }
    },
    90_000,
  );
});
