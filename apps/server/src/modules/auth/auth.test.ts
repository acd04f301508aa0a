import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { ADMIN_EMAIL, TEST_PASSWORD, createTestContext, type TestContext, errorTexts } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/login', () => {
  it('answers the session fields and sets an HttpOnly SameSite=Strict cookie', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/login',
      body: { email: ` ${ADMIN_EMAIL.toUpperCase()} `, password: ` ${TEST_PASSWORD} ` },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      code: expect.any(Number),
      firstName: 'Console',
      lastName: 'Administrator',
      role: 'Administrator',
      roleId: 1,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`console_session=${response.body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it.each([
    ['unknown email', { email: 'nobody@example.com', password: TEST_PASSWORD }],
    ['wrong password', { email: ADMIN_EMAIL, password: 'Wrong!Passw0rd' }],
    ['empty email', { email: '', password: TEST_PASSWORD }],
  ])('refuses an %s with the one message', async (_label, body) => {
    const response = await ctx.request({ method: 'POST', url: '/api/login', body });
    expect(response.status).toBe(401);
    expect(errorTexts(response.body)).toEqual({ message: 'Wrong email or password.' });
  });

  it('refuses a disabled member and a member whose role has no console access', async () => {
    const disabled = await ctx.signInAs(ROLE_IDS.coordinator);
    await ctx.request({ method: 'PATCH', url: `/api/members/${disabled.code}`, token: ctx.adminToken, body: { isEnabled: false } });
    for (const email of [disabled.email]) {
      const response = await ctx.request({ method: 'POST', url: '/api/login', body: { email, password: TEST_PASSWORD } });
      expect(response.status).toBe(401);
      expect(errorTexts(response.body)).toEqual({ message: 'Wrong email or password.' });
    }
    await expect(ctx.signInAs(ROLE_IDS.member)).rejects.toThrow(/login failed .* 401/);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/login', body: { email: 5 } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('email');
    expect(response.body.errors).toHaveProperty('password');
  });

  it('throttles with 429 and Retry-After after 10 failures for one email', async () => {
    const email = 'throttled@example.com';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await ctx.request({ method: 'POST', url: '/api/login', body: { email, password: 'Wrong!Passw0rd' } });
      expect(response.status).toBe(401);
    }
    const blocked = await ctx.request({ method: 'POST', url: '/api/login', body: { email, password: 'Wrong!Passw0rd' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toEqual(expect.any(String));
  });
});

describe('sessions', () => {
  it('GET /api/session answers the session for a Bearer token and for the cookie', async () => {
    const bearer = await ctx.request({ method: 'GET', url: '/api/session', token: ctx.adminToken });
    expect(bearer.status).toBe(200);
    expect(bearer.body.data).toMatchObject({ firstName: 'Console', roleId: 1, role: 'Administrator', token: ctx.adminToken });
    const cookie = await ctx.request({ method: 'GET', url: '/api/session', headers: { cookie: `console_session=${ctx.adminToken}` } });
    expect(cookie.status).toBe(200);
  });

  it('answers 401 Not signed in. without a session or with a bad token', async () => {
    for (const token of [null, 'not-a-token']) {
      const response = await ctx.request({ method: 'GET', url: '/api/session', token });
      expect(response.status).toBe(401);
      expect(errorTexts(response.body)).toEqual({ message: 'Not signed in.' });
    }
  });

  it('POST /api/logout ends the token at once', async () => {
    const { token } = await ctx.signInAs(ROLE_IDS.coordinator);
    const logout = await ctx.request({ method: 'POST', url: '/api/logout', token });
    expect(logout.status).toBe(204);
    expect((await ctx.request({ method: 'GET', url: '/api/session', token })).status).toBe(401);
  });
});

describe('system routes', () => {
  it('GET /api/health needs no session', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/openapi.json documents the routes and /api/docs serves the reference', async () => {
    const openapi = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.status).toBe(200);
    expect(openapi.body.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/session', '/api/roles']));
    const docs = await ctx.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.status);
  });

  it('sends security headers with a CSP that allows the WebAssembly QR decoder', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain("'wasm-unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/nothing-here', token: ctx.adminToken });
    expect(response.status).toBe(404);
    expect(errorTexts(response.body)).toEqual({ message: 'Not found' });
  });

  it('answers 413 for a body over 1 MiB and 400 for malformed JSON', async () => {
    const big = await ctx.request({ method: 'POST', url: '/api/login', body: { email: 'a'.repeat(1024 * 1024 + 10), password: 'x' } });
    expect(big.status).toBe(413);
    expect(big.body.message).toEqual(expect.any(String));
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/login',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});

describe('reference lists', () => {
  it('answers the seeded roles and civil statuses as bare arrays', async () => {
    const roles = await ctx.request({ method: 'GET', url: '/api/roles', token: ctx.adminToken });
    expect(roles.body).toEqual([
      { id: 1, name: 'Administrator' },
      { id: 2, name: 'Coordinator' },
      { id: 3, name: 'Member' },
    ]);
    const statuses = await ctx.request({ method: 'GET', url: '/api/civil-statuses', token: ctx.adminToken });
    expect(statuses.body.map((status: { name: string }) => status.name)).toEqual([
      'Single',
      'Married',
      'Widowed',
      'Separated',
      'Divorced',
      'Other',
    ]);
    const categories = await ctx.request({ method: 'GET', url: '/api/program-categories', token: ctx.adminToken });
    expect(categories.body.length).toBeGreaterThan(0);
  });
});
