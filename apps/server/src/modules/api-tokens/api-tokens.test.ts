import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';

/*
 * API tokens (docs/api.md, "API tokens"). Which scope opens which route is walked for every route
 * in the authorization matrix; this is the rest of the contract.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const make = (body: unknown, token: string | null = ctx.adminToken) => ctx.request({ method: 'POST', url: '/api/api-tokens', token, body });
const list = () => ctx.request({ method: 'GET', url: '/api/api-tokens', token: ctx.adminToken });
const asToken = (token: string, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown) =>
  ctx.request({ method, url, token, body });

describe('POST /api/api-tokens', () => {
  it('shows the token once, keeps only its hash, and lists it without it', async () => {
    const made = await make({ name: ' Mailing list sync ', scopes: ['members:read', 'events:read'] });
    expect(made.status).toBe(201);
    const { token, apiToken } = made.body;
    expect(token).toMatch(/^cc_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toEqual({
      id: expect.any(Number),
      name: 'Mailing list sync',
      scopes: ['members:read', 'events:read'],
      prefix: token.slice(0, 8),
      createdAt: expect.any(String),
      createdBy: { code: expect.any(Number), name: expect.any(String) },
      lastUsedAt: null,
      expiresAt: null,
    });
    const stored = await ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', apiToken.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = (await list()).body.apiTokens.find((item: { id: number }) => item.id === apiToken.id);
    expect(listed).toEqual(apiToken);
    expect(JSON.stringify((await list()).body)).not.toContain(token);
  });

  it('refuses a token without scopes, with an unknown scope, or expiring in the past', async () => {
    for (const [body, field] of [
      [{ name: 'No scopes', scopes: [] }, 'scopes'],
      [{ name: 'Unknown', scopes: ['members:delete'] }, 'scopes.0'],
      [{ name: 'Twice', scopes: ['events:read', 'events:read'] }, 'scopes'],
      [{ name: '', scopes: ['events:read'] }, 'name'],
      [{ name: 'Past', scopes: ['events:read'], expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ name: 'Garbage', scopes: ['events:read'], expiresAt: 'soon' }, 'expiresAt'],
    ] as const) {
      const response = await make(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual([field]);
    }
  });
});

describe('a token as a caller', () => {
  it('reads within its scopes, is refused outside them, and records when it was last used', async () => {
    const { token, apiToken } = (await make({ name: 'Reader', scopes: ['members:read'] })).body;
    expect((await asToken(token, '/api/members')).status).toBe(200);
    expect((await asToken(token, '/api/events')).status).toBe(403);
    expect((await asToken(token, '/api/events')).body.message).toBe('This token may not do this.');
    // No token manages tokens, webhooks, stations or anyone's password.
    expect((await asToken(token, '/api/api-tokens')).status).toBe(403);
    expect((await asToken(token, '/api/stations')).status).toBe(403);
    const listed = (await list()).body.apiTokens.find((item: { id: number }) => item.id === apiToken.id);
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
  });

  it('writes as itself: the change record names the token, and a check-in has no staff member', async () => {
    const { token, apiToken } = (await make({ name: 'Giving platform', scopes: ['attendance:write'] })).body;
    const event = await createEvent(ctx.db, { startsAt: Date.now() - 600_000 });
    const member = await createMember(ctx.db);
    const checkedIn = await asToken(token, `/api/events/${event}/attendees`, 'POST', { code: member, checkIn: true });
    expect(checkedIn.status).toBe(201);
    expect(checkedIn.body).toMatchObject({ code: member, checkIn: true, checkedInBy: null });
    const entries = await ctx.request({ method: 'GET', url: `/api/audit?actor=token:${apiToken.id}`, token: ctx.adminToken });
    expect(entries.body.entries.map((entry: { action: string; actor: unknown }) => [entry.action, entry.actor])).toEqual([
      ['attendance.checked_in', { kind: 'token', id: apiToken.id, name: 'Giving platform' }],
      ['attendance.registered', { kind: 'token', id: apiToken.id, name: 'Giving platform' }],
    ]);
  });

  it('follows a Coordinator’s rules: it neither makes nor changes an Administrator', async () => {
    const { token } = (await make({ name: 'Writer', scopes: ['members:write'] })).body;
    const body = { roleId: ROLE_IDS.administrator, firstName: 'Token', lastName: 'Admin', email: 'token-admin@example.org' };
    expect((await asToken(token, '/api/members', 'POST', body)).status).toBe(403);
    const admin = await ctx.signInAs(ROLE_IDS.administrator);
    const change = { roleId: ROLE_IDS.administrator, firstName: 'Changed', lastName: 'Admin', email: admin.email };
    expect((await asToken(token, `/api/members/${admin.code}`, 'PUT', change)).status).toBe(403);
  });

  it('stops at once when revoked, and after it expires', async () => {
    const { token, apiToken } = (await make({ name: 'Short-lived', scopes: ['events:read'] })).body;
    expect((await asToken(token, '/api/events')).status).toBe(200);
    const revoked = await ctx.request({ method: 'DELETE', url: `/api/api-tokens/${apiToken.id}`, token: ctx.adminToken });
    expect(revoked.status).toBe(204);
    expect((await asToken(token, '/api/events')).status).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: `/api/api-tokens/${apiToken.id}`, token: ctx.adminToken })).status).toBe(404);

    const later = (await make({ name: 'Expiring', scopes: ['events:read'], expiresAt: new Date(Date.now() + 3_600_000).toISOString() }))
      .body;
    expect((await asToken(later.token, '/api/events')).status).toBe(200);
    await ctx.db
      .updateTable('api_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', later.apiToken.id)
      .execute();
    expect((await asToken(later.token, '/api/events')).status).toBe(401);
  });

  it('is not a session: a made-up token is refused, and a token is never taken from the cookie', async () => {
    expect((await asToken('cc_notarealtoken', '/api/events')).status).toBe(401);
    const { token } = (await make({ name: 'Cookie', scopes: ['events:read'] })).body;
    const viaCookie = await ctx.request({ method: 'GET', url: '/api/events', headers: { cookie: `console_session=${token}` } });
    expect(viaCookie.status).toBe(401);
  });
});
