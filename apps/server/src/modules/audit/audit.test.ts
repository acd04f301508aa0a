import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, uniqueEmail, type TestContext } from '../../test/context.ts';
import { documentedRoutes } from '../../test/routes.ts';

/*
 * The audit log (docs/api.md, "Audit"): what GET /api/audit and its export answer, and that no
 * call changes an entry. That every write records its entry is walked route by route in the
 * authorization matrix.
 */

let ctx: TestContext;
let coordinator: { code: number; token: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await ctx.signInAs(ROLE_IDS.coordinator, { firstName: 'Audit', lastName: 'Coordinator' });
});
afterAll(() => ctx.close());

const audit = (query: string, token: string | null = ctx.adminToken) => ctx.request({ method: 'GET', url: `/api/audit${query}`, token });
const newMember = (token: string, lastName: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/members',
    token,
    body: { roleId: ROLE_IDS.member, firstName: 'Audited', lastName, email: uniqueEmail('audit') },
  });

describe('GET /api/audit', () => {
  it('answers the newest entries first, with who, what, the record by its name now, and the address', async () => {
    const created = await newMember(coordinator.token, 'Person');
    expect(created.status).toBe(201);
    const code = created.body.code as number;
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${code}`,
      token: coordinator.token,
      body: { lastName: 'Renamed' },
    });
    expect(renamed.status).toBe(200);

    const page = await audit(`?target=member:${code}`);
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(2);
    const [updated, made] = page.body.entries;
    const who = { kind: 'staff', id: coordinator.code, name: 'Audit Coordinator' };
    // The record's name as it is now, in both entries; the injected requests come from 127.0.0.1.
    const target = { kind: 'member', id: code, name: 'Audited Renamed' };
    expect(updated).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: who,
      action: 'member.updated',
      target,
      ip: '127.0.0.1',
    });
    expect(made).toMatchObject({ actor: who, action: 'member.created', target });
    expect(updated.id).toBeGreaterThan(made.id);
    expect(Date.parse(updated.at)).toBeGreaterThanOrEqual(Date.parse(made.at));
  });

  it('pages the whole record newest first, each page going on where the one before ends', async () => {
    const names = Array.from({ length: 10 }, (_, index) => `Paged ${index + 1}`);
    for (const name of names) expect((await newMember(coordinator.token, name)).status).toBe(201);
    const [first, second, both] = [await audit('?size=5'), await audit('?size=5&page=2'), await audit('?size=10')];
    const targetNames = (page: typeof first) => page.body.entries.map((entry: { target: { name: string } }) => entry.target.name);
    const newestFirst = names.map((name) => `Audited ${name}`).reverse();
    expect(targetNames(first)).toEqual(newestFirst.slice(0, 5));
    expect(targetNames(second)).toEqual(newestFirst.slice(5));
    expect([...first.body.entries, ...second.body.entries]).toEqual(both.body.entries);
    expect(second.body.totalCount).toBe(first.body.totalCount);
  });

  it('narrows by who, by action and by day, and pages with the true count', async () => {
    const other = await ctx.signInAs(ROLE_IDS.coordinator);
    for (const name of ['One', 'Two', 'Three']) expect((await newMember(other.token, name)).status).toBe(201);
    const theirs = await audit(`?actor=staff:${other.code}&action=member.created&size=5`);
    expect(theirs.body.totalCount).toBe(3);
    expect(theirs.body.entries.map((entry: { target: { name: string } }) => entry.target.name)).toEqual([
      'Audited Three',
      'Audited Two',
      'Audited One',
    ]);
    const second = await audit(`?actor=staff:${other.code}&action=member.created&size=5&page=2`);
    expect(second.body).toEqual({ totalCount: 3, entries: [] });
    // Their sign-in is theirs too.
    const signIns = await audit(`?actor=staff:${other.code}&action=session.signed_in`);
    expect(signIns.body.totalCount).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(`?actor=staff:${other.code}&from=${today}&to=${today}`)).body.totalCount).toBe(4);
    expect((await audit(`?actor=staff:${other.code}&from=${tomorrow}`)).body.totalCount).toBe(0);
  });

  it('counts every entry without filters, writers at once included', async () => {
    await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => newMember(coordinator.token, `Concurrent ${name}`)));
    const counted = await ctx.db
      .selectFrom('changes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await audit('')).body.totalCount).toBe(Number(counted.n));
  });

  it('records a change that rolls back nowhere', async () => {
    const email = uniqueEmail('taken');
    const body = { roleId: ROLE_IDS.member, firstName: 'First', lastName: 'Holder', email };
    expect((await ctx.request({ method: 'POST', url: '/api/members', token: coordinator.token, body })).status).toBe(201);
    const before = (await audit(`?actor=staff:${coordinator.code}`)).body.totalCount;
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: coordinator.token,
      body: { ...body, firstName: 'Second' },
    });
    expect(refused.status).toBe(409);
    expect((await audit(`?actor=staff:${coordinator.code}`)).body.totalCount).toBe(before);
  });

  it('refuses filters it cannot read, with the field named', async () => {
    for (const [query, field] of [
      ['?actor=member:1', 'actor'],
      ['?actor=staff', 'actor'],
      ['?target=planet:4', 'target'],
      ['?action=member.deleted', 'action'],
      ['?from=2026-02-30', 'from'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
      ['?size=7', 'size'],
    ] as const) {
      const response = await audit(query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.errors), query).toEqual([field]);
    }
  });

  it('is for Administrators only', async () => {
    expect((await audit('', coordinator.token)).status).toBe(403);
    expect((await audit('', null)).status).toBe(401);
  });
});

describe('GET /api/audit/export', () => {
  it('gives every entry the filters keep, newest first, as CSV', async () => {
    const writer = await ctx.signInAs(ROLE_IDS.coordinator, { firstName: 'Export', lastName: 'Writer' });
    expect((await newMember(writer.token, 'Exported')).status).toBe(201);
    const response = await ctx.request({ method: 'GET', url: `/api/audit/export?actor=staff:${writer.code}`, token: ctx.adminToken });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(String(response.body).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['Action'], row['Actor'], row['Actor kind'], row['Target']])).toEqual([
      ['member.created', 'Export Writer', 'staff', 'Audited Exported'],
      ['session.signed_in', 'Export Writer', 'staff', 'Export Writer'],
    ]);
  });
});

describe('the change record', () => {
  it('has no route that changes or deletes an entry', async () => {
    const routes = await documentedRoutes(ctx);
    const auditRoutes = routes.filter((route) => route.path.startsWith('/api/audit')).map((route) => route.key);
    expect(auditRoutes.sort()).toEqual(['GET /api/audit', 'GET /api/audit/export']);
    const [entry] = (await audit('?size=5')).body.entries;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await ctx.request({ method, url: `/api/audit/${entry.id}`, token: ctx.adminToken, body: {} });
      expect(response.status, method).toBe(404);
    }
    const again = await audit('?size=5');
    expect(again.body.entries[0]).toEqual(entry);
  });
});
