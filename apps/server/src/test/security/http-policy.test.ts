import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestContext, type TestContext, errorTexts } from '../context.ts';
import { testDialect } from '../database.ts';

/* Defects 4 to 8 of the security review: cross-site requests, proxies, caching and compression, lax parsing, timeouts and start-up checks. */

let ctx: TestContext;
let coordinator: { code: number; token: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
});
afterAll(() => ctx.close());

const repoRoot = join(import.meta.dirname, '../../../../..');

describe('cross-site requests (defect 4)', () => {
  const patch = (headers: Record<string, string>) =>
    ctx.request({ method: 'PATCH', url: `/api/members/${coordinator.code}`, body: { phones: '555-0100' }, headers });
  const cookie = () => ({ cookie: `console_session=${coordinator.token}` });

  it('refuses a cookie-authenticated write whose Origin is another site, and changes nothing', async () => {
    const before = await ctx.db.selectFrom('members').select('phones').where('code', '=', coordinator.code).executeTakeFirstOrThrow();
    for (const origin of ['http://evil.example', 'null', 'http://localhost.evil.example', 'http://127.0.0.1', 'not a url']) {
      const response = await patch({ ...cookie(), origin });
      expect(response.status, origin).toBe(403);
      expect(errorTexts(response.body)).toEqual({ message: 'Cross-site request refused.' });
    }
    const after = await ctx.db.selectFrom('members').select('phones').where('code', '=', coordinator.code).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a cookie-authenticated write the browser marks cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expect((await patch({ ...cookie(), 'sec-fetch-site': site })).status, site).toBe(403);
    }
  });

  it('refuses a cross-site Sec-Fetch-Site even when Origin looks right', async () => {
    expect((await patch({ ...cookie(), origin: 'http://localhost:80', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it("accepts the console's own pages, and Bearer calls from anywhere", async () => {
    expect((await patch({ ...cookie(), origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await patch({ ...cookie(), origin: 'http://localhost:80' })).status).toBe(200);
    // Behind a proxy that sends its own Host upstream, the browser's Sec-Fetch-Site still tells.
    expect((await patch({ ...cookie(), origin: 'https://console.example', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await patch({ ...cookie() })).status).toBe(200);
    expect(
      (await patch({ authorization: `Bearer ${coordinator.token}`, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(200);
  });

  it('lets cross-site reads through (they change nothing and the answer is not readable cross-origin)', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/session',
      headers: { ...cookie(), origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('proxies (defect 5)', () => {
  it('reads TRUST_PROXY as no proxy, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8' }).TRUST_PROXY).toBe('10.0.0.2,10.1.0.0/16,fd00::/8');
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  for (const [label, trustProxy] of [
    ['one hop', 1],
    ['the proxy by address', '127.0.0.1'],
  ] as const) {
    it(`takes the client address the proxy saw (${label}), so a forged X-Forwarded-For cannot escape the per-address throttle`, async () => {
      const app = await buildApp({ db: ctx.db, trustProxy, webDist: '/nonexistent' });
      try {
        const address = `203.0.113.${trustProxy === 1 ? 1 : 2}`;
        const statuses: number[] = [];
        for (let index = 0; index < 51; index += 1) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: `nobody.${label}.${index}@example.org`, password: 'Wrong!Passw0rd' },
            // The client writes any address it likes first; the proxy appends the one it saw.
            headers: { 'x-forwarded-for': `198.51.100.${index}, ${address}` },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
        expect(statuses[50]).toBe(429);
      } finally {
        await app.close();
      }
    });
  }
});

describe('caching, compression and HSTS (defect 6)', () => {
  let web: App;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Console</title>${'<!-- padding -->'.repeat(100)}`);
    writeFileSync(join(dist, 'assets', 'index-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    execFileSync(process.execPath, [join(repoRoot, 'scripts/compress-dist.mjs'), dist]);
    web = await buildApp({ db: ctx.db, webDist: dist, trustProxy: 1 });
  });
  afterAll(() => web.close());

  it('marks every /api answer no-store: success, refusal and unknown path', async () => {
    for (const [url, token] of [
      ['/api/health', null],
      ['/api/members', null],
      ['/api/members', ctx.adminToken],
      ['/api/nothing-here', ctx.adminToken],
    ] as const) {
      const response = await web.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('never caches index.html and keeps hashed assets for a year', async () => {
    for (const url of ['/', '/members/5', '/index.html']) {
      expect((await web.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await web.inject({ method: 'GET', url: '/assets/index-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip file the build made, by Accept-Encoding', async () => {
    const original = readFileSync(join(dist, 'assets', 'index-1a2b3c.js'));
    const br = await web.inject({ method: 'GET', url: '/assets/index-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(original);
    const gzip = await web.inject({ method: 'GET', url: '/assets/index-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(original);
    const html = await web.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    const plain = await web.inject({ method: 'GET', url: '/assets/index-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(original);
  });

  it('compresses JSON answers over 1 KiB, and not smaller ones', async () => {
    const big = await web.inject({
      method: 'GET',
      url: '/api/roles',
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBeUndefined(); // three roles: well under 1 KiB
    const list = await web.inject({
      method: 'GET',
      url: '/api/postal-codes',
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-encoding': 'br' },
    });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString('utf8')).length).toBeGreaterThan(100);
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await web.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const https = await web.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('strict parsing (defect 7)', () => {
  it.each(['0x5', '1e0', '5.0', '+5', ' 5', '0b1', 'Infinity', '٥'])('refuses %j as a member code with 400', async (code) => {
    const response = await ctx.request({ method: 'GET', url: `/api/members/${encodeURIComponent(code)}`, token: ctx.adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Invalid input.', errors: { code: [expect.any(String)] } });
  });

  it.each([
    ['page', '0x2'],
    ['page', '1e1'],
    ['size', '1e1'],
    ['size', '0xa'],
    ['role', '0x1'],
    ['role', '1.0'],
  ])('refuses %s=%s in a list query', async (name, value) => {
    const response = await ctx.request({ method: 'GET', url: `/api/members?${name}=${encodeURIComponent(value)}`, token: ctx.adminToken });
    expect(response.status).toBe(400);
    // A repeatable parameter names the failing value: role.0.
    expect(Object.keys(response.body.errors).filter((key) => key === name || key.startsWith(`${name}.`))).toHaveLength(1);
  });

  it('still reads plain decimal digits', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/members/1', token: ctx.adminToken })).status).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/members?page=1&size=20&role=1&role=2', token: ctx.adminToken })).status).toBe(
      200,
    );
  });

  it('refuses control characters in text with 400 naming the field, and stores nothing', async () => {
    const before = await ctx.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const text of ['Ana\u0000', 'Ana\u001b[31m', 'A\u0007na', 'Ana\u007f']) {
      const created = await ctx.request({
        method: 'POST',
        url: '/api/members',
        token: ctx.adminToken,
        body: { roleId: 3, firstName: text, lastName: 'Ruiz', email: 'ana.ctrl@example.org' },
      });
      expect(created.status, JSON.stringify(text)).toBe(400);
      expect(errorTexts(created.body)).toEqual({
        message: 'Invalid input.',
        errors: { firstName: ['Must not contain control characters.'] },
      });
    }
    const search = await ctx.request({ method: 'GET', url: '/api/members?search=%00', token: ctx.adminToken });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual({ search: ['Must not contain control characters.'] });
    const after = await ctx.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a body nested thousands deep with 400 naming where, not a 500, and stores nothing', async () => {
    const before = await ctx.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // 2,000 and 100,000 arrays deep under a field no route knows, then 40 objects deep.
    for (const depth of [2_000, 100_000]) {
      const payload = `{"roleId":3,"firstName":"Ana","lastName":"Ruiz","email":"deep@example.org","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const response = await ctx.request({
        method: 'POST',
        url: '/api/members',
        token: ctx.adminToken,
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, String(depth)).toBe(400);
      // The 32nd level below the body is the last one read: x is level 1.
      expect(errorTexts(response.body)).toEqual({
        message: 'Invalid input.',
        errors: { [['x', ...Array(31).fill('0')].join('.')]: ['Nested too deeply.'] },
      });
    }
    let nested: unknown = 'end';
    for (let level = 0; level < 40; level += 1) nested = { a: nested };
    const objects = await ctx.request({ method: 'PATCH', url: `/api/members/${coordinator.code}`, token: ctx.adminToken, body: nested });
    expect(objects.status).toBe(400);
    expect(Object.values(errorTexts(objects.body).errors ?? {})).toEqual([['Nested too deeply.']]);
    const after = await ctx.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps tabs and line breaks in free text', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: {
        roleId: 3,
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.lines@example.org',
        medicalConditions: 'Asthma\r\nInhaler\tin bag',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.medicalConditions).toBe('Asthma\r\nInhaler\tin bag');
  });
});

describe('timeouts and start-up checks (defect 8)', () => {
  it('sets request, headers and keep-alive timeouts on the HTTP server', () => {
    expect(ctx.app.server.requestTimeout).toBe(30_000);
    expect(ctx.app.server.headersTimeout).toBe(20_000);
    expect(ctx.app.server.keepAliveTimeout).toBe(65_000);
  });

  it.runIf(testDialect() === 'postgres')('survives PostgreSQL dropping idle pool connections', async () => {
    const warnings: string[] = [];
    const original = console.error;
    console.error = (message: string) => warnings.push(message);
    try {
      // Fill the pool with idle connections, then have the server end every one of them.
      await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(ctx.db)));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
        ctx.db,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warnings.some((warning) => warning.startsWith('PostgreSQL connection lost'))).toBe(true);
      // The pool opens new connections; the console goes on answering.
      for (let index = 0; index < 5; index += 1) {
        expect((await ctx.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
      }
    } finally {
      console.error = original;
    }
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rule, saying why', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password' })).toThrow(
      /ADMIN_PASSWORD: New password must have at least one uppercase letter/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Sh0rt!' })).toThrow(/at least 8 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: ' Str0ng!Password ' }).ADMIN_PASSWORD).toBe('Str0ng!Password');
  });
});
