import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from './context.ts';

/*
 * Beside every message the API sends a stable code the web app translates from (docs/api.md,
 * "Errors"). The codes here are written out by hand from `messages`' key paths.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const memberBody = (overrides: Record<string, unknown> = {}) => ({
  roleId: 3,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana.codes@example.com',
  ...overrides,
});

describe('error codes', () => {
  it('names the message of a refusal', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/members', token: null });
    expect(response.body).toEqual({ message: 'Not signed in.', code: 'auth.notSignedIn' });
  });

  it('names each field error, parallel to the texts', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: memberBody({ firstName: ' ', lastName: 'x'.repeat(101) }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Invalid input.',
      code: 'common.invalidInput',
      errors: { firstName: ['First name is required.'], lastName: ['Must be at most 100 characters.'] },
      errorCodes: { firstName: [{ code: 'members.firstNameRequired' }], lastName: [{ code: 'common.tooLong', values: { max: '100' } }] },
    });
  });

  it('names a conflict found in the database', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: memberBody({ email: ADMIN_EMAIL }),
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'members.emailInUse', errorCodes: { email: [{ code: 'members.emailInUse' }] } });
  });

  it('names an unknown field and a control character', async () => {
    const unknown = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: memberBody({ nickname: 'x' }) });
    expect(unknown.body.errorCodes).toEqual({ nickname: [{ code: 'common.unknownField' }] });
    const control = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: memberBody({ firstName: 'A\u0007' }),
    });
    expect(control.body.errorCodes).toEqual({ firstName: [{ code: 'common.controlCharacters' }] });
  });

  it('sends no code for a text that is not one of the shared messages, and keeps the text', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.code).toBeUndefined();
  });
});
