import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, TEST_PASSWORD, uniqueEmail, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let admin: { code: number; name: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const session = await ctx.request({ method: 'GET', url: '/api/session', token: ctx.adminToken });
  admin = { code: session.body.data.code, name: 'Console Administrator' };
});
afterAll(() => ctx.close());

const history = (code: number, token = ctx.adminToken, query = '') =>
  ctx.request({ method: 'GET', url: `/api/members/${code}/history${query}`, token });

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const change = (field: string, oldValue: string | null, newValue: string | null, by = admin) => ({
  at: expect.stringMatching(ISO_INSTANT),
  field,
  oldValue,
  newValue,
  byCode: by.code,
  byName: by.name,
});

async function createMember(body: Record<string, unknown> = {}) {
  const email = uniqueEmail('history');
  const response = await ctx.request({
    method: 'POST',
    url: '/api/members',
    token: ctx.adminToken,
    body: { firstName: 'Ana', lastName: 'Lima', email, roleId: ROLE_IDS.member, ...body },
  });
  expect(response.status).toBe(201);
  return response.body as { code: number; email: string } & Record<string, unknown>;
}

describe("a member's history", () => {
  it('records the fields a new member was given, then each later change with old and new value', async () => {
    const member = await createMember({ foodAllergies: 'Peanuts' });
    const created = await history(member.code);
    expect(created.status).toBe(200);
    expect(created.body.changes).toEqual(
      expect.arrayContaining([
        change('firstName', null, 'Ana'),
        change('lastName', null, 'Lima'),
        change('email', null, member.email),
        change('role', null, 'Member'),
        change('foodAllergies', null, 'Peanuts'),
        change('isActiveLaic', null, 'false'),
        change('isEnabled', null, 'true'),
      ]),
    );
    // Empty fields were not given: nothing to record.
    expect(created.body.changes.map((entry: { field: string }) => entry.field)).not.toContain('phones');
    expect(created.body.totalCount).toBe(7);

    const { code: _code, fullname: _fullname, status: _status, role: _role, civilStatus: _civil, ...fields } = member;
    await ctx.request({
      method: 'PUT',
      url: `/api/members/${member.code}`,
      token: ctx.adminToken,
      body: { ...fields, lastName: 'Lima Díaz', foodAllergies: null, phones: '555-0101' },
    });
    const updated = await history(member.code, ctx.adminToken, '?size=5');
    expect(updated.body.totalCount).toBe(10);
    // Newest first; the three changes of one save in the order of the fields.
    expect(updated.body.changes.slice(0, 3)).toEqual([
      change('foodAllergies', 'Peanuts', null),
      change('phones', null, '555-0101'),
      change('lastName', 'Lima', 'Lima Díaz'),
    ]);
  });

  it('records who did it: a Coordinator disabling, a member changing their own profile', async () => {
    const member = await createMember();
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator, { firstName: 'Carla', lastName: 'Coord' });
    await ctx.request({ method: 'PATCH', url: `/api/members/${member.code}`, token: coordinator.token, body: { isEnabled: false } });
    await ctx.request({ method: 'PATCH', url: `/api/members/${coordinator.code}`, token: coordinator.token, body: { phones: '555-0199' } });

    const carla = { code: coordinator.code, name: 'Carla Coord' };
    expect((await history(member.code)).body.changes[0]).toEqual(change('isEnabled', 'true', 'false', carla));
    expect((await history(coordinator.code)).body.changes[0]).toEqual(change('phones', null, '555-0199', carla));
  });

  it('records a new password without its value, and never stores a password or its hash', async () => {
    const member = await ctx.signInAs(ROLE_IDS.coordinator);
    const given = 'N3w!Password';
    const set = await ctx.request({
      method: 'POST',
      url: `/api/members/${member.code}/password`,
      token: ctx.adminToken,
      body: { newPassword: given },
    });
    expect(set.status).toBe(204);
    expect((await history(member.code)).body.changes[0]).toEqual(change('password', null, null));

    const rows = await ctx.db.selectFrom('member_changes').selectAll().execute();
    const hash = (await ctx.db.selectFrom('members').select('password_hash').where('code', '=', member.code).executeTakeFirstOrThrow())
      .password_hash!;
    const stored = JSON.stringify(rows);
    for (const secret of [given, TEST_PASSWORD, hash]) expect(stored).not.toContain(secret);
  });

  it('records nothing for a save that changes nothing, or that is refused', async () => {
    const member = await createMember();
    const before = (await history(member.code)).body.totalCount;
    await ctx.request({ method: 'PATCH', url: `/api/members/${member.code}`, token: ctx.adminToken, body: { isEnabled: true } });
    const refused = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${member.code}`,
      token: ctx.adminToken,
      body: { email: 'admin@example.com' },
    });
    expect(refused.status).toBe(409);
    expect((await history(member.code)).body.totalCount).toBe(before);
  });

  it('is for Administrators only, and answers 404 for an unknown member', async () => {
    const member = await createMember();
    const { token } = await ctx.signInAs(ROLE_IDS.coordinator);
    expect((await history(member.code, token)).status).toBe(403);
    expect(await history(999_999)).toMatchObject({ status: 404, body: { message: 'Member not found' } });
    expect((await ctx.request({ method: 'GET', url: `/api/members/${member.code}/history` })).status).toBe(401);
  });
});
