import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { hashPassword } from '../../lib/passwords.ts';
import { TEST_PASSWORD, createMember, createTestContext, errorTexts, uniqueEmail, type TestContext } from '../../test/context.ts';
import { resetPasswordByEmail } from '../auth/passwords.service.ts';

/* A member without an email (docs/api.md, "Members"; decision 031): who signs in needs one, nobody else. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let tagCounter = 0;
/** A word no other test's data contains, to search for. */
function uniqueTag() {
  tagCounter += 1;
  return `noemail${tagCounter}x${Date.now().toString(36)}`;
}

const post = (body: Record<string, unknown>, token = ctx.adminToken) => ctx.request({ method: 'POST', url: '/api/members', token, body });
const put = (code: number, body: Record<string, unknown>) =>
  ctx.request({ method: 'PUT', url: `/api/members/${code}`, token: ctx.adminToken, body });
const patch = (code: number, body: Record<string, unknown>, token = ctx.adminToken) =>
  ctx.request({ method: 'PATCH', url: `/api/members/${code}`, token, body });
const child = (overrides: Record<string, unknown> = {}) => ({
  roleId: ROLE_IDS.member,
  firstName: 'Lucía',
  lastName: 'Ortega',
  ...overrides,
});

const SIGNING_ROLE_NEEDS_EMAIL = 'Email is required for Administrators and Coordinators.';

async function storedEmailColumns(code: number) {
  return ctx.db
    .selectFrom('members')
    .select(['email', 'email_normalized', 'search_text'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

describe('creating a member without an email', () => {
  it('stores no email as NULL, answers null, and keeps "null" out of what search reads', async () => {
    for (const email of [undefined, null, '', '   ']) {
      const response = await post(child(email === undefined ? {} : { email }));
      expect(response.status, String(email)).toBe(201);
      expect(response.body.email).toBeNull();
      expect(await storedEmailColumns(response.body.code)).toEqual({ email: null, email_normalized: null, search_text: 'lucia ortega' });
    }
    expect((await ctx.request({ method: 'GET', url: '/api/members?search=null', token: ctx.adminToken })).body.totalCount).toBe(0);
  });

  it('still checks an email that is given, and keeps it unique among the emails there are', async () => {
    const email = uniqueEmail('given');
    const created = await post(child({ email: `  ${email.toUpperCase()} ` }));
    expect(created.status).toBe(201);
    expect(created.body.email).toBe(email.toUpperCase());
    expect(await storedEmailColumns(created.body.code)).toMatchObject({ email_normalized: email, search_text: `lucia ortega ${email}` });
    const taken = await post(child({ email }));
    expect(taken.status).toBe(409);
    expect(errorTexts(taken.body)).toEqual({
      message: 'This email is already in use.',
      errors: { email: ['This email is already in use.'] },
    });
    expect(errorTexts((await post(child({ email: 'no-at-sign' }))).body)).toEqual({
      message: 'Invalid input.',
      errors: { email: ['Must be a valid email.'] },
    });
  });

  it('refuses an Administrator or a Coordinator without an email, with the rule on the email field', async () => {
    for (const roleId of [ROLE_IDS.administrator, ROLE_IDS.coordinator]) {
      const response = await post(child({ roleId, email: '' }));
      expect(response.status).toBe(400);
      expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors: { email: [SIGNING_ROLE_NEEDS_EMAIL] } });
      expect(response.body.errorCodes).toEqual({ email: [{ code: 'members.emailRequiredToSignIn' }] });
    }
  });

  it('lets any number of members have no email', async () => {
    const tag = uniqueTag();
    for (let index = 0; index < 3; index += 1) expect((await post(child({ lastName: `${tag} ${index}` }))).status).toBe(201);
    const found = await ctx.request({ method: 'GET', url: `/api/members?search=${tag}`, token: ctx.adminToken });
    expect(found.body.totalCount).toBe(3);
  });

  it('records a history without an email entry', async () => {
    const created = await post(child());
    const history = await ctx.request({ method: 'GET', url: `/api/members/${created.body.code}/history`, token: ctx.adminToken });
    expect(history.body.changes.map((change: { field: string }) => change.field)).not.toContain('email');
    expect(history.body.changes.map((change: { field: string }) => change.field)).toContain('firstName');
  });
});

describe('taking an email away', () => {
  it('lets a Member lose theirs by PUT or PATCH, and records it', async () => {
    const email = uniqueEmail('dropped');
    const code = await createMember(ctx.db, { ...child(), email });
    const replaced = await put(code, child({ email: '' }));
    expect(replaced).toMatchObject({ status: 200, body: { email: null } });
    const history = await ctx.request({ method: 'GET', url: `/api/members/${code}/history`, token: ctx.adminToken });
    expect(history.body.changes[0]).toMatchObject({ field: 'email', oldValue: email, newValue: null });
    // The email freed is anybody's again.
    expect((await post(child({ email }))).status).toBe(201);

    const other = await createMember(ctx.db, child());
    expect(await patch(other, { email: null })).toMatchObject({ status: 200, body: { email: null } });
    expect(await storedEmailColumns(other)).toEqual({ email: null, email_normalized: null, search_text: 'lucia ortega' });
  });

  it('refuses to take the email of a member whose role signs in, by PUT or PATCH', async () => {
    const coordinator = await createMember(ctx.db, child({ roleId: ROLE_IDS.coordinator }));
    const replaced = await put(coordinator, child({ roleId: ROLE_IDS.coordinator, email: null }));
    expect(errorTexts(replaced.body)).toEqual({ message: 'Invalid input.', errors: { email: [SIGNING_ROLE_NEEDS_EMAIL] } });
    const patched = await patch(coordinator, { email: '' });
    expect(patched.status).toBe(400);
    expect(errorTexts(patched.body)).toEqual({ message: SIGNING_ROLE_NEEDS_EMAIL, errors: { email: [SIGNING_ROLE_NEEDS_EMAIL] } });
    // Nor is a member without one given a role that signs in.
    const plain = await createMember(ctx.db, { ...child(), email: null });
    expect((await put(plain, child({ roleId: ROLE_IDS.coordinator }))).status).toBe(400);
    expect((await ctx.request({ method: 'GET', url: `/api/members/${coordinator}`, token: ctx.adminToken })).body.email).not.toBeNull();
  });

  it('refuses to take the email of a member who has a password, whatever their role', async () => {
    const code = await createMember(ctx.db, { ...child(), passwordHash: await hashPassword(TEST_PASSWORD) });
    const expected = {
      message: 'Email is required for a member with a password.',
      errors: { email: ['Email is required for a member with a password.'] },
    };
    expect(errorTexts((await put(code, child())).body)).toEqual(expected);
    expect(errorTexts((await patch(code, { email: null })).body)).toEqual(expected);
    expect((await storedEmailColumns(code)).email).not.toBeNull();
  });

  it('keeps the email of a profile edit that leaves it out', async () => {
    const email = uniqueEmail('kept');
    const code = await createMember(ctx.db, { ...child(), email });
    expect(await patch(code, { firstName: 'Luisa' })).toMatchObject({ status: 200, body: { email, firstName: 'Luisa' } });
  });
});

describe('signing in and passwords without an email', () => {
  it('gives a member without an email no password (409), and one with an email a password as before', async () => {
    const code = await createMember(ctx.db, { ...child(), email: null });
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/members/${code}/password`,
      token: ctx.adminToken,
      body: { newPassword: 'An0ther!Pass' },
    });
    expect(refused.status).toBe(409);
    expect(errorTexts(refused.body)).toEqual({ message: 'A member without an email cannot be given a password.' });
    const row = await ctx.db.selectFrom('members').select('password_hash').where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });

  it('finds nobody to sign in or reset for an empty email, however many members have none', async () => {
    await createMember(ctx.db, { ...child(), email: null, passwordHash: await hashPassword(TEST_PASSWORD) });
    const login = await ctx.request({ method: 'POST', url: '/api/login', body: { email: '', password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
    await expect(resetPasswordByEmail(ctx.db, ctx.feed, '', 'An0ther!Pass')).rejects.toThrow('Member not found');
  });
});

describe('lists and files with members without an email', () => {
  let tag: string;
  let codes: { noEmailA: number; noEmailB: number; bea: number; adam: number };
  beforeAll(async () => {
    tag = uniqueTag();
    codes = {
      bea: await createMember(ctx.db, { ...child({ firstName: 'Bea', lastName: tag }), email: `b.${tag}@example.org` }),
      noEmailA: await createMember(ctx.db, { ...child({ firstName: 'Carla', lastName: tag }), email: null }),
      adam: await createMember(ctx.db, { ...child({ firstName: 'Adam', lastName: tag }), email: `a.${tag}@example.org` }),
      noEmailB: await createMember(ctx.db, { ...child({ firstName: 'Dora', lastName: tag }), email: null }),
    };
  });

  const listed = async (query: string) => {
    const response = await ctx.request({ method: 'GET', url: `/api/members?search=${tag}&${query}`, token: ctx.adminToken });
    return response.body.members.map((member: { code: number }) => member.code);
  };

  it('sorts by email with the members without one first (ascending) on both databases, ties by code', async () => {
    // No email sorts as the empty text: before every email ascending, after every one descending.
    const ascending = [codes.noEmailA, codes.noEmailB, codes.adam, codes.bea];
    expect(await listed('sort=email&direction=asc')).toEqual(ascending);
    expect(await listed('sort=email&direction=desc')).toEqual([codes.bea, codes.adam, codes.noEmailB, codes.noEmailA]);
    const firstPage = await ctx.request({
      method: 'GET',
      url: `/api/members?search=${tag}&sort=email&size=5&page=1`,
      token: ctx.adminToken,
    });
    expect(firstPage.body.members[0].email).toBeNull();
  });

  it('exports every member sorted by email, batch after batch past the ones without an email, an empty Email cell for them', async () => {
    // More members without an email than one export batch (100), so that a batch ends on one.
    const bulkTag = uniqueTag();
    const bulk: number[] = [];
    for (let index = 0; index < 105; index += 1)
      bulk.push(await createMember(ctx.db, { ...child({ firstName: 'Bulk', lastName: bulkTag }), email: null }));
    const withEmail = await createMember(ctx.db, { ...child({ firstName: 'Zed', lastName: bulkTag }), email: `z.${bulkTag}@example.org` });
    for (const direction of ['asc', 'desc'] as const) {
      const response = await ctx.request<string>({
        method: 'GET',
        url: `/api/members/export?search=${bulkTag}&sort=email&direction=${direction}`,
        token: ctx.adminToken,
      });
      expect(response.status).toBe(200);
      const [header, ...rows] = parse(response.body.slice(1)) as string[][];
      const emailColumn = header!.indexOf('Email');
      const expected = direction === 'asc' ? [...bulk, withEmail] : [withEmail, ...[...bulk].reverse()];
      expect(rows.map((row) => Number(row[0]))).toEqual(expected);
      expect(rows.find((row) => Number(row[0]) === bulk[0])![emailColumn]).toBe('');
    }
  });

  it('shows the members without an email among the possible duplicates and compares them', async () => {
    const twinTag = uniqueTag();
    const first = await createMember(ctx.db, { ...child({ firstName: 'Twin', lastName: twinTag, birthDate: '2016-05-01' }), email: null });
    const second = await createMember(ctx.db, { ...child({ firstName: 'Twin', lastName: twinTag, birthDate: '2016-05-01' }), email: null });
    const groups = await ctx.request({ method: 'GET', url: '/api/members/duplicates', token: ctx.adminToken });
    const group = groups.body.find((candidate: { members: { code: number }[] }) =>
      candidate.members.some((member) => member.code === first),
    );
    expect(group).toMatchObject({
      reason: 'nameAndBirthDate',
      members: [
        { code: first, email: null },
        { code: second, email: null },
      ],
    });
  });

  it('merges a member without an email into one without, and keeps the kept member without one', async () => {
    const merged = await createMember(ctx.db, { ...child({ phones: '555-0100' }), email: null });
    const kept = await createMember(ctx.db, { ...child(), email: null });
    const response = await ctx.request({
      method: 'POST',
      url: `/api/members/${merged}/merge`,
      token: ctx.adminToken,
      body: { into: kept },
    });
    expect(response).toMatchObject({ status: 200, body: { code: kept, email: null, phones: '555-0100' } });
  });
});

describe('importing rows without an email', () => {
  const importFile = (rows: string[][], dryRun = false) =>
    ctx.request({
      method: 'POST',
      url: `/api/members/import?dryRun=${dryRun}`,
      token: ctx.adminToken,
      body: stringify(rows, { record_delimiter: 'windows' }),
      headers: { 'content-type': 'text/csv' },
    });

  it('creates Members without an email, never taking two blanks for the same email nor for an existing member', async () => {
    const tag = uniqueTag();
    await createMember(ctx.db, { ...child({ firstName: 'Someone', lastName: 'Else' }), email: null });
    const response = await importFile([
      ['First name', 'Last name', 'Email', 'Role'],
      ['Pia', tag, '', ''],
      ['Teo', tag, '', 'Member'],
      ['Ines', tag, `ines.${tag}@example.org`, ''],
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rows: 3, valid: 3, created: 3, errors: [], duplicates: [] });
    const created = await ctx.request({ method: 'GET', url: `/api/members?search=${tag}&sort=code`, token: ctx.adminToken });
    expect(created.body.members.map((member: { email: string | null }) => member.email)).toEqual([null, null, `ines.${tag}@example.org`]);
    // A file without an Email column at all is read the same way.
    const noColumn = await importFile([
      ['First name', 'Last name'],
      ['Ada', tag],
    ]);
    expect(noColumn.body).toMatchObject({ created: 1, errors: [] });
  });

  it('refuses a row whose role signs in without an email, naming the row and the email field', async () => {
    const tag = uniqueTag();
    const response = await importFile([
      ['First name', 'Last name', 'Email', 'Role'],
      ['Ok', tag, '', 'Member'],
      ['Boss', tag, '', 'Coordinator'],
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ valid: 1, created: 0 });
    expect(response.body.errors).toEqual([
      { row: 3, name: `Boss ${tag}`, field: 'email', message: SIGNING_ROLE_NEEDS_EMAIL, code: 'members.emailRequiredToSignIn' },
    ]);
  });
});
