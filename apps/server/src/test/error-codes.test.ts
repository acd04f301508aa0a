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

  it('names a rule zod was left to word as invalid input', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: [1] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Invalid input.',
      code: 'common.invalidInput',
      errors: { body: ['Invalid input.'] },
      errorCodes: { body: [{ code: 'common.invalidInput' }] },
    });
  });

  it("names Fastify's own refusals by their error code, with Fastify's words", async () => {
    const post = (headers: Record<string, string>, body: string | Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/members',
        headers: { authorization: `Bearer ${ctx.adminToken}`, ...headers },
        payload: body,
      });
    const json = { 'content-type': 'application/json' };
    const answers = await Promise.all([
      post(json, '{"firstName":'),
      post(json, ''),
      post({ 'content-type': 'application/xml' }, '<member/>'),
      post({ ...json, 'content-encoding': 'x-unknown&b=1' }, '{}'),
      post({ ...json, 'content-encoding': 'gzip' }, 'not gzip at all'),
      post(json, JSON.stringify({ firstName: 'x'.repeat(1024 * 1024) })),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [400, { message: "Body is not valid JSON but content-type is set to 'application/json'", code: 'requests.invalidJson' }],
      [400, { message: "Body cannot be empty when content-type is set to 'application/json'", code: 'requests.emptyJsonBody' }],
      [415, { message: 'Unsupported Media Type', code: 'requests.unsupportedMediaType' }],
      [
        415,
        {
          message: 'Unsupported Content-Encoding: x-unknown&b=1',
          code: 'requests.unsupportedEncoding',
          values: { encoding: 'x-unknown&b=1' },
        },
      ],
      [400, { message: 'Could not decompress the request payload using the provided encoding', code: 'requests.undecodableBody' }],
      [413, { message: 'Request body is larger than 1 MiB.', code: 'common.bodyTooLarge' }],
    ]);
  });

  it('names the refusals of an address', async () => {
    const unknown = await ctx.request({ method: 'GET', url: '/api/nothing-here', token: null });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found', code: 'common.notFound' }]);
    const badEscape = await ctx.request({ method: 'GET', url: '/api/members/%zz', token: ctx.adminToken });
    expect([badEscape.status, badEscape.body]).toEqual([400, { message: 'The address is not valid.', code: 'common.badUrl' }]);
    const longSegment = await ctx.request({ method: 'GET', url: `/api/members/${'1'.repeat(101)}`, token: ctx.adminToken });
    expect([longSegment.status, longSegment.body]).toEqual([
      414,
      { message: 'A part of the address is too long.', code: 'common.urlTooLong' },
    ]);
  });

  it('names each row error of an import beside its text', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/members/import?dryRun=true',
      token: ctx.adminToken,
      headers: { 'content-type': 'text/csv' },
      body: 'First name,Last name,Email,Active laic\nAna,Lopez,ana.row@example.com,\nBea,,bea.row@example.com,maybe\nCid,Ruiz,ana.row@example.com,\n',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { row: 3, name: 'Bea', field: 'isActiveLaic', message: 'Must be Yes or No.', code: 'imports.yesNoInvalid' },
      { row: 3, name: 'Bea', field: 'lastName', message: 'Last name is required.', code: 'members.lastNameRequired' },
      {
        row: 4,
        name: 'Cid Ruiz',
        field: 'email',
        message: 'This email is also in row 2.',
        code: 'imports.emailRepeated',
        values: { row: '2' },
      },
    ]);
  });
});
