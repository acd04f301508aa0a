import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { TEST_PASSWORD, createMember, createTestContext, uniqueEmail, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'N3w!Password';

async function loginStatus(email: string, password: string) {
  return (await ctx.request({ method: 'POST', url: '/api/login', body: { email, password } })).status;
}

describe('POST /api/change-password', () => {
  it('changes your own password, keeps this session and ends your others', async () => {
    const me = await ctx.signInAs(ROLE_IDS.coordinator);
    const other = (await ctx.request({ method: 'POST', url: '/api/login', body: { email: me.email, password: TEST_PASSWORD } })).body.data
      .token;
    const response = await ctx.request({
      method: 'POST',
      url: '/api/change-password',
      token: me.token,
      body: { code: me.code, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: me.token })).status).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: other })).status).toBe(401);
    expect(await loginStatus(me.email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(me.email, NEW_PASSWORD)).toBe(200);
  });

  it('answers 400 Current password is incorrect. for a wrong current password', async () => {
    const me = await ctx.signInAs(ROLE_IDS.coordinator);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/change-password',
      token: me.token,
      body: { code: me.code, currentPassword: 'Wr0ng!Password', newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Current password is incorrect.');
  });

  it("forbids changing another member's password (403)", async () => {
    const me = await ctx.signInAs(ROLE_IDS.administrator);
    const other = await createMember(ctx.db);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/change-password',
      token: me.token,
      body: { code: other, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['', 'New password is required.'],
    ['Ab1!', 'New password must have at least 8 characters.'],
    ['ABCDEFG1!', 'New password must have at least one lowercase letter.'],
    ['abcdefg1!', 'New password must have at least one uppercase letter.'],
    ['Abcdefgh!', 'New password must have at least one digit.'],
    ['Abcdefgh1', 'New password must have at least one special character.'],
    [`Aa1!${'x'.repeat(125)}`, 'New password must have at most 128 characters.'],
  ])('refuses the new password %j with %s', async (newPassword, message) => {
    const me = await ctx.signInAs(ROLE_IDS.coordinator);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/change-password',
      token: me.token,
      body: { code: me.code, currentPassword: TEST_PASSWORD, newPassword },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.newPassword).toContain(message);
  });

  it('checks the confirmation when it is sent', async () => {
    const me = await ctx.signInAs(ROLE_IDS.coordinator);
    const body = { code: me.code, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    const mismatch = await ctx.request({
      method: 'POST',
      url: '/api/change-password',
      token: me.token,
      body: { ...body, confirmPassword: 'Other!Pass1' },
    });
    expect(mismatch.body.errors).toEqual({ confirmPassword: ['Must match the new password.'] });
    const empty = await ctx.request({
      method: 'POST',
      url: '/api/change-password',
      token: me.token,
      body: { ...body, confirmPassword: '' },
    });
    expect(empty.body.errors).toEqual({ confirmPassword: ['Confirm password is required.'] });
    const missing = await ctx.request({ method: 'POST', url: '/api/change-password', token: me.token, body: { code: me.code } });
    expect(missing.body.errors).toMatchObject({
      currentPassword: ['Current password is required.'],
      newPassword: ['New password is required.'],
    });
  });
});

describe('POST /api/members/{code}/password', () => {
  it('lets an Administrator give a member a password, ending their sessions', async () => {
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/members/${coordinator.code}/password`,
      token: ctx.adminToken,
      body: { newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: coordinator.token })).status).toBe(401);
    expect(await loginStatus(coordinator.email, NEW_PASSWORD)).toBe(200);
  });

  it('lets a new Coordinator without a password sign in once given one', async () => {
    const email = uniqueEmail('newcomer');
    const code = await createMember(ctx.db, { roleId: ROLE_IDS.coordinator, email });
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(401);
    await ctx.request({ method: 'POST', url: `/api/members/${code}/password`, token: ctx.adminToken, body: { newPassword: NEW_PASSWORD } });
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('is for Administrators only, applies the password rules and answers 404 for an unknown member', async () => {
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    const target = await createMember(ctx.db);
    const forbidden = await ctx.request({
      method: 'POST',
      url: `/api/members/${target}/password`,
      token: coordinator.token,
      body: { newPassword: NEW_PASSWORD },
    });
    expect(forbidden.status).toBe(403);
    const weak = await ctx.request({
      method: 'POST',
      url: `/api/members/${target}/password`,
      token: ctx.adminToken,
      body: { newPassword: 'weak' },
    });
    expect(weak.status).toBe(400);
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/members/999999/password',
      token: ctx.adminToken,
      body: { newPassword: NEW_PASSWORD },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Member not found' } });
  });
});
