import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { TEST_PASSWORD, createMember, createTestContext, uniqueEmail, type TestContext, errorTexts } from '../../test/context.ts';

let ctx: TestContext;
let coordinator: { code: number; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
});
afterAll(() => ctx.close());

const newMember = (overrides: Record<string, unknown> = {}) => ({
  roleId: ROLE_IDS.member,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: uniqueEmail('ana'),
  ...overrides,
});

describe('POST /api/members', () => {
  it('creates an enabled member with every field and answers 201 with the full record', async () => {
    const body = newMember({
      phones: '555-0100, 555-0101',
      gender: 'Female',
      birthDate: '1990-02-28',
      civilStatusId: 2,
      education: 'University',
      occupation: 'Nurse',
      workSchedule: 'Nights',
      hobbies: 'Choir',
      medicalConditions: 'None',
      dietRestrictions: 'Vegetarian',
      foodAllergies: 'Peanuts',
      isActiveLaic: true,
    });
    const response = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ...body,
      code: expect.any(Number),
      fullname: 'Ana Pérez',
      civilStatus: 'Married',
      role: 'Member',
      isEnabled: true,
      status: 'Enabled',
      pickups: [],
    });
    const read = await ctx.request({ method: 'GET', url: `/api/members/${response.body.code}`, token: ctx.adminToken });
    // The record adds their households (none yet) to what the creation answered.
    expect(read.body).toEqual({ ...response.body, households: [] });
  });

  it('trims text, turns empty optional fields into null and defaults isActiveLaic to false', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: newMember({ firstName: '  Luis ', phones: '', gender: null, birthDate: '', hobbies: '   ' }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      firstName: 'Luis',
      phones: null,
      gender: null,
      birthDate: null,
      hobbies: null,
      isActiveLaic: false,
    });
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const tricky = { firstName: "Robert'); DROP TABLE members;--", lastName: '<script>alert("x")</script>', hobbies: '%_\\ 100% "quoted"' };
    const response = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: newMember(tricky) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject(tricky);
  });

  it('searches with %, _ and \\ taken literally', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: newMember({ firstName: 'Wild_card', lastName: '100% \\sure' }),
    });
    const search = (term: string) =>
      ctx.request({ method: 'GET', url: `/api/members?size=20&search=${encodeURIComponent(term)}`, token: ctx.adminToken });
    for (const term of ['d_c', '0% \\s', '_']) {
      const response = await search(term);
      expect(
        response.body.members.map((member: { code: number }) => member.code),
        term,
      ).toEqual([created.body.code]);
    }
    expect((await search('d%c')).body.totalCount).toBe(0);
  });

  it.each([
    [
      // The email is optional; whether this member needs one depends on the role, which is missing.
      'missing required fields',
      {},
      {
        roleId: ['Role is required.'],
        firstName: ['First name is required.'],
        lastName: ['Last name is required.'],
      },
    ],
    [
      'a Coordinator without an email',
      { roleId: ROLE_IDS.coordinator, email: '' },
      { email: ['Email is required for Administrators and Coordinators.'] },
    ],
    [
      'an Administrator without an email',
      { roleId: ROLE_IDS.administrator, email: null },
      { email: ['Email is required for Administrators and Coordinators.'] },
    ],
    ['blank names', { firstName: '   ', lastName: '' }, { firstName: ['First name is required.'], lastName: ['Last name is required.'] }],
    ['an invalid email', { email: 'not-an-email' }, { email: ['Must be a valid email.'] }],
    [
      'wrong types',
      { roleId: '1', isActiveLaic: 'yes', firstName: 42 },
      { roleId: ['Must be a number.'], isActiveLaic: ['Must be true or false.'], firstName: ['Must be text.'] },
    ],
    [
      'a bad gender and date',
      { gender: 'Other', birthDate: '1990-02-30' },
      { gender: ['Gender must be Male or Female.'], birthDate: ['Must be a valid date (YYYY-MM-DD).'] },
    ],
    ['an unknown field', { isAdmin: true }, { isAdmin: ['Unknown field.'] }],
    ['names over 100 characters', { firstName: 'x'.repeat(101) }, { firstName: ['Must be at most 100 characters.'] }],
    ['free text over 2000 characters', { hobbies: 'x'.repeat(2001) }, { hobbies: ['Must be at most 2000 characters.'] }],
  ])('answers 400 naming each failing field for %s', async (_label, overrides, errors) => {
    const body = Object.keys(overrides).length === 0 ? {} : newMember(overrides);
    const response = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body });
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
  });

  it('answers 400 for a role or civil status that does not exist', async () => {
    const role = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: newMember({ roleId: 99 }) });
    expect(role).toMatchObject({ status: 400, body: { errors: { roleId: ['Role does not exist.'] } } });
    const status = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: newMember({ civilStatusId: 99 }),
    });
    expect(status).toMatchObject({ status: 400, body: { errors: { civilStatusId: ['Civil status does not exist.'] } } });
  });

  it('answers 409 for an email in use, compared case-insensitively', async () => {
    const email = uniqueEmail('taken');
    await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: newMember({ email }) });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: newMember({ email: email.toUpperCase() }),
    });
    expect(response.status).toBe(409);
    expect(errorTexts(response.body)).toEqual({
      message: 'This email is already in use.',
      errors: { email: ['This email is already in use.'] },
    });
  });

  it('lets exactly one of 10 concurrent creates with one email succeed; the rest answer 409', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: newMember({ email }) }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  });
});

describe('POST /api/members/validate-email', () => {
  it('is false for an email another member uses and true for the member themselves', async () => {
    const email = uniqueEmail('check');
    const code = await createMember(ctx.db, { email });
    const validate = (body: object) => ctx.request({ method: 'POST', url: '/api/members/validate-email', token: ctx.adminToken, body });
    expect((await validate({ email: email.toUpperCase() })).body).toEqual({ isValid: false });
    expect((await validate({ email, code })).body).toEqual({ isValid: true });
    expect((await validate({ email: uniqueEmail('free') })).body).toEqual({ isValid: true });
    expect((await validate({ email: 3 })).status).toBe(400);
  });
});

describe('PUT /api/members/{code}', () => {
  it('replaces the fields, keeps its own email acceptable and can disable', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: newMember({ hobbies: 'Chess' }),
    });
    const { code, email } = created.body;
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: newMember({ code, email, firstName: 'Anita', isEnabled: false }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code, firstName: 'Anita', email, hobbies: null, isEnabled: false, status: 'Disabled' });
  });

  it('answers 400 when the body code differs from the path and 404 for an unknown member', async () => {
    const code = await createMember(ctx.db);
    const mismatch = await ctx.request({
      method: 'PUT',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: newMember({ code: code + 1000 }),
    });
    expect(mismatch.status).toBe(400);
    const missing = await ctx.request({ method: 'PUT', url: '/api/members/999999', token: ctx.adminToken, body: newMember() });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Member not found' } });
    const badPath = await ctx.request({ method: 'GET', url: '/api/members/abc', token: ctx.adminToken });
    expect(badPath.status).toBe(400);
    // Past the database's integer range: a clear 400, not a database error.
    const huge = await ctx.request({ method: 'GET', url: '/api/members/99999999999', token: ctx.adminToken });
    expect(huge).toMatchObject({ status: 400, body: { errors: { code: ['Must be at most 2147483647.'] } } });
    const hugeRole = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: ctx.adminToken,
      body: newMember({ roleId: 99999999999 }),
    });
    expect(hugeRole).toMatchObject({ status: 400, body: { errors: { roleId: ['Role does not exist.'] } } });
    const hugeSearch = await ctx.request({ method: 'GET', url: '/api/members?search=99999999999&role=2', token: ctx.adminToken });
    expect(hugeSearch.status).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/members?role=99999999999', token: ctx.adminToken })).status).toBe(400);
  });

  it("answers 409 when taking another member's email", async () => {
    const other = uniqueEmail('other');
    await createMember(ctx.db, { email: other });
    const code = await createMember(ctx.db);
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: newMember({ email: other }),
    });
    expect(response.status).toBe(409);
  });
});

describe('PATCH /api/members/{code}', () => {
  it('enables and disables, and changes profile fields', async () => {
    const code = await createMember(ctx.db, { firstName: 'Old' });
    const disabled = await ctx.request({ method: 'PATCH', url: `/api/members/${code}`, token: ctx.adminToken, body: { isEnabled: false } });
    expect(disabled.body).toMatchObject({ isEnabled: false, status: 'Disabled' });
    const profile = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: { firstName: 'New', phones: '555', isEnabled: true },
    });
    expect(profile.body).toMatchObject({ firstName: 'New', fullname: 'New Member', phones: '555', isEnabled: true });
  });

  it('lets a Coordinator edit their own profile', async () => {
    const email = uniqueEmail('coord-self');
    const response = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${coordinator.code}`,
      token: coordinator.token,
      body: { email, lastName: 'Renamed' },
    });
    expect(response).toMatchObject({ status: 200, body: { email, lastName: 'Renamed' } });
  });

  it('answers 400 for an empty patch or a field that may not be patched', async () => {
    const code = await createMember(ctx.db);
    expect((await ctx.request({ method: 'PATCH', url: `/api/members/${code}`, token: ctx.adminToken, body: {} })).status).toBe(400);
    const roleChange = await ctx.request({ method: 'PATCH', url: `/api/members/${code}`, token: ctx.adminToken, body: { roleId: 1 } });
    expect(roleChange).toMatchObject({ status: 400, body: { errors: { roleId: ['Unknown field.'] } } });
  });

  it('ends the sessions of a member who is disabled', async () => {
    const other = await ctx.signInAs(ROLE_IDS.coordinator);
    await ctx.request({ method: 'PATCH', url: `/api/members/${other.code}`, token: ctx.adminToken, body: { isEnabled: false } });
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: other.token })).status).toBe(401);
  });

  it('ends the sessions of a member whose role changes: demoted to Member and promoted back, the old cookie stays signed out', async () => {
    const other = await ctx.signInAs(ROLE_IDS.coordinator);
    const cookie = { cookie: `console_session=${other.token}` };
    expect((await ctx.request({ method: 'GET', url: '/api/session', headers: cookie })).status).toBe(200);
    for (const roleId of [ROLE_IDS.member, ROLE_IDS.coordinator]) {
      const change = await ctx.request({
        method: 'PUT',
        url: `/api/members/${other.code}`,
        token: ctx.adminToken,
        body: newMember({ roleId, email: other.email }),
      });
      expect(change.status).toBe(200);
    }
    expect((await ctx.request({ method: 'GET', url: '/api/session', headers: cookie })).status).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: other.token })).status).toBe(401);
    // Signing in again works, with the role given back.
    const login = await ctx.request({ method: 'POST', url: '/api/login', body: { email: other.email, password: TEST_PASSWORD } });
    expect(login).toMatchObject({ status: 200, body: { data: { roleId: ROLE_IDS.coordinator } } });
  });

  it('ends the sessions of an Administrator made a Coordinator, and of a Coordinator made an Administrator', async () => {
    const admin = await ctx.signInAs(ROLE_IDS.administrator);
    const coordinatorToPromote = await ctx.signInAs(ROLE_IDS.coordinator);
    for (const [member, roleId] of [
      [admin, ROLE_IDS.coordinator],
      [coordinatorToPromote, ROLE_IDS.administrator],
    ] as const) {
      const change = await ctx.request({
        method: 'PUT',
        url: `/api/members/${member.code}`,
        token: ctx.adminToken,
        body: newMember({ roleId, email: member.email }),
      });
      expect(change.status).toBe(200);
      expect((await ctx.request({ method: 'GET', url: '/api/session', token: member.token })).status).toBe(401);
    }
  });

  it('keeps the sessions of a member whose edit leaves the role as it was', async () => {
    const other = await ctx.signInAs(ROLE_IDS.coordinator);
    const edit = await ctx.request({
      method: 'PUT',
      url: `/api/members/${other.code}`,
      token: ctx.adminToken,
      body: newMember({ roleId: ROLE_IDS.coordinator, email: other.email, firstName: 'Renamed' }),
    });
    expect(edit.status).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: other.token })).status).toBe(200);
  });
});

describe('the role table', () => {
  it('lets a Coordinator read, create and update ordinary members', async () => {
    const created = await ctx.request({ method: 'POST', url: '/api/members', token: coordinator.token, body: newMember() });
    expect(created.status).toBe(201);
    const code = created.body.code;
    expect((await ctx.request({ method: 'GET', url: '/api/members', token: coordinator.token })).status).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/members/${code}`, token: coordinator.token })).status).toBe(200);
    expect(
      (
        await ctx.request({
          method: 'PUT',
          url: `/api/members/${code}`,
          token: coordinator.token,
          body: newMember({ roleId: ROLE_IDS.coordinator }),
        })
      ).status,
    ).toBe(200);
    expect(
      (await ctx.request({ method: 'PATCH', url: `/api/members/${code}`, token: coordinator.token, body: { isEnabled: false } })).status,
    ).toBe(200);
  });

  it('forbids a Coordinator to give the Administrator role', async () => {
    const create = await ctx.request({
      method: 'POST',
      url: '/api/members',
      token: coordinator.token,
      body: newMember({ roleId: ROLE_IDS.administrator }),
    });
    expect(create).toMatchObject({ status: 403, body: { message: 'Only an Administrator can give the Administrator role.' } });
    const code = await createMember(ctx.db);
    const promote = await ctx.request({
      method: 'PUT',
      url: `/api/members/${code}`,
      token: coordinator.token,
      body: newMember({ roleId: ROLE_IDS.administrator }),
    });
    expect(promote.status).toBe(403);
    const self = await ctx.request({
      method: 'PUT',
      url: `/api/members/${coordinator.code}`,
      token: coordinator.token,
      body: newMember({ roleId: ROLE_IDS.administrator }),
    });
    expect(self.status).toBe(403);
  });

  it('forbids a Coordinator to change an Administrator in any way', async () => {
    const admin = await createMember(ctx.db, { roleId: ROLE_IDS.administrator });
    for (const [method, body] of [
      ['PUT', newMember({ roleId: ROLE_IDS.administrator })],
      ['PATCH', { isEnabled: false }],
      ['PATCH', { firstName: 'Changed' }],
    ] as const) {
      const response = await ctx.request({ method, url: `/api/members/${admin}`, token: coordinator.token, body });
      expect(response).toMatchObject({ status: 403, body: { message: 'Only an Administrator can change an Administrator.' } });
    }
    const password = await ctx.request({
      method: 'POST',
      url: `/api/members/${admin}/password`,
      token: coordinator.token,
      body: { newPassword: 'An0ther!Pass' },
    });
    expect(password.status).toBe(403);
  });

  it('lets an Administrator promote and change Administrators', async () => {
    const code = await createMember(ctx.db);
    const promoted = await ctx.request({
      method: 'PUT',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: newMember({ roleId: ROLE_IDS.administrator }),
    });
    expect(promoted).toMatchObject({ status: 200, body: { roleId: 1, role: 'Administrator' } });
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: { firstName: 'Chief' },
    });
    expect(renamed.status).toBe(200);
  });

  it('answers 401 on every member route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/members'],
      ['GET', '/api/members/1'],
      ['POST', '/api/members'],
      ['POST', '/api/members/validate-email'],
      ['PUT', '/api/members/1'],
      ['PATCH', '/api/members/1'],
      ['POST', '/api/members/1/password'],
    ] as const) {
      const response = await ctx.request({ method, url, body: {} });
      expect(response, `${method} ${url}`).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
    }
  });
});

describe('self-protection rules', () => {
  it('forbids disabling yourself (409)', async () => {
    const self = await ctx.signInAs(ROLE_IDS.coordinator);
    const response = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${self.code}`,
      token: self.token,
      body: { isEnabled: false },
    });
    expect(response).toMatchObject({ status: 409, body: { message: 'You cannot disable yourself.' } });
  });

  it('keeps the last enabled Administrator enabled and an Administrator (409)', async () => {
    const local = await createTestContext();
    try {
      const session = await local.request({ method: 'GET', url: '/api/session', token: local.adminToken });
      const adminCode = session.body.data.code;
      const admin2 = await local.signInAs(ROLE_IDS.administrator);
      // Two administrators: one may be disabled.
      expect(
        (await local.request({ method: 'PATCH', url: `/api/members/${adminCode}`, token: admin2.token, body: { isEnabled: false } }))
          .status,
      ).toBe(200);
      // Now admin2 is the last one: demoting them is refused.
      const demote = await local.request({
        method: 'PUT',
        url: `/api/members/${admin2.code}`,
        token: admin2.token,
        body: newMember({ roleId: ROLE_IDS.coordinator, email: admin2.email }),
      });
      expect(demote).toMatchObject({
        status: 409,
        body: { message: 'The last enabled Administrator must stay an enabled Administrator.' },
      });
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/members', () => {
  let listCtx: TestContext;
  const names = [
    ['José', 'Álvarez'],
    ['jose', 'Zamora'],
    ['María', 'Núñez'],
    ['Maria', 'Brown'],
    ['Émile', 'Durand'],
    ['Zoe', 'Adams'],
    ['Liam', 'Smith'],
    ['Olivia', 'Jones'],
    ['Noah', 'García'],
    ['Emma', 'Wilson'],
    ['Lucía', 'Fernández'],
    ['Mateo', 'López'],
  ];
  beforeAll(async () => {
    listCtx = await createTestContext();
    for (const [index, [firstName, lastName]] of names.entries()) {
      await createMember(listCtx.db, {
        firstName: firstName!,
        lastName: lastName!,
        email: `${index}.${firstName}@example.org`,
        roleId: index % 3 === 0 ? ROLE_IDS.coordinator : ROLE_IDS.member,
        isEnabled: index % 4 !== 0,
      });
    }
  });
  afterAll(() => listCtx.close());

  const list = (query: string) => listCtx.request({ method: 'GET', url: `/api/members?${query}`, token: listCtx.adminToken });

  it('defaults to page 1, size 10, sorted by fullname ascending', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(names.length + 1);
    expect(response.body.members).toHaveLength(10);
    const fullnames = response.body.members.map((member: { fullname: string }) => member.fullname);
    expect(fullnames.slice(0, 3)).toEqual(['Console Administrator', 'Émile Durand', 'Emma Wilson']);
  });

  it.each(['code', 'fullname', 'lastname', 'email', 'role', 'status'])(
    'pages by %s in both directions without overlap or gaps',
    async (sort) => {
      for (const direction of ['asc', 'desc']) {
        const seen: number[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const response = await list(`sort=${sort}&direction=${direction}&size=5&page=${page}`);
          expect(response.status).toBe(200);
          seen.push(...response.body.members.map((member: { code: number }) => member.code));
        }
        expect(new Set(seen).size).toBe(names.length + 1);
        const all = (await list(`sort=${sort}&direction=${direction}&size=20`)).body.members.map((member: { code: number }) => member.code);
        expect(seen).toEqual(all);
      }
    },
  );

  it('reads every page of every sort and filter, pages past the middle included, as slices of the whole list', async () => {
    // The whole list in order, from the database itself; the API reads pages past the middle backwards.
    const column = {
      code: 'code',
      fullname: 'fullname_sort',
      lastname: 'lastname_sort',
      email: 'email_normalized',
      role: 'role_id',
      status: 'is_enabled',
    } as const;
    for (const [filter, where] of [
      ['', () => true],
      ['&role=3', (row: { role_id: number }) => row.role_id === 3],
      ['&status=enabled', (row: { is_enabled: number }) => row.is_enabled === 1],
    ] as const) {
      for (const sort of ['code', 'fullname', 'lastname', 'email', 'role', 'status'] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const all = await listCtx.db
            .selectFrom('members')
            .select(['code', 'role_id', 'is_enabled'])
            .orderBy(column[sort], direction)
            .orderBy('code', direction)
            .execute();
          const expected = all
            .filter((row) => (where as (row: { role_id: number; is_enabled: number }) => boolean)(row))
            .map((row) => row.code);
          const pages = Math.ceil(expected.length / 5);
          for (let page = 1; page <= pages + 1; page += 1) {
            const response = await list(`sort=${sort}&direction=${direction}&size=5&page=${page}${filter}`);
            const label = `${sort} ${direction} page ${page}${filter}`;
            expect(response.body.totalCount, label).toBe(expected.length);
            expect(
              response.body.members.map((member: { code: number }) => member.code),
              label,
            ).toEqual(expected.slice((page - 1) * 5, page * 5));
          }
        }
      }
    }
  });

  it('orders by the sort key and breaks ties by code in the same direction', async () => {
    const byRole = (await list('sort=role&size=20')).body.members as { roleId: number; code: number }[];
    for (let i = 1; i < byRole.length; i += 1) {
      const [prev, cur] = [byRole[i - 1]!, byRole[i]!];
      expect(prev.roleId < cur.roleId || (prev.roleId === cur.roleId && prev.code < cur.code)).toBe(true);
    }
    const byCodeDesc = (await list('sort=code&direction=desc&size=20')).body.members.map((member: { code: number }) => member.code);
    expect(byCodeDesc).toEqual([...byCodeDesc].sort((a, b) => b - a));
  });

  it('searches names, email and code, ignoring case and accents', async () => {
    const jose = await list('search=jose');
    expect(jose.body.members.map((member: { fullname: string }) => member.fullname).sort()).toEqual(['José Álvarez', 'jose Zamora']);
    expect((await list('search=NUNEZ')).body.totalCount).toBe(1);
    expect((await list('search=5.%C3%89mile%40')).body.totalCount).toBe(0);
    expect((await list('search=4.%C3%89mile%40example')).body.totalCount).toBe(1);
    const someone = (await list('size=5')).body.members[1];
    const byCode = await list(`search=${someone.code}`);
    expect(byCode.body.members.map((member: { code: number }) => member.code)).toContain(someone.code);
    expect((await list('search=%25')).body.totalCount).toBe(0);
  });

  it('filters by repeated roles and statuses', async () => {
    const coordinators = await list('role=2&size=20');
    expect(coordinators.body.members.every((member: { roleId: number }) => member.roleId === 2)).toBe(true);
    expect(coordinators.body.totalCount).toBe(4);
    const both = await list('role=1&role=2&size=20');
    expect(both.body.totalCount).toBe(5);
    const disabled = await list('status=disabled&size=20');
    expect(disabled.body.members.every((member: { status: string }) => member.status === 'Disabled')).toBe(true);
    expect(disabled.body.totalCount).toBe(3);
    expect((await list('status=enabled&status=disabled')).body.totalCount).toBe(names.length + 1);
    expect((await list('role=2&status=enabled')).body.totalCount).toBe(3);
  });

  it('answers an empty page past the end with the true totalCount', async () => {
    const response = await list('page=99');
    expect(response.body).toEqual({ totalCount: names.length + 1, members: [] });
  });

  it.each([
    'size=7',
    'size=abc',
    'page=0',
    'page=-1',
    'page=1.5',
    'sort=bogus',
    'direction=up',
    'role=x',
    'status=maybe',
    `search=${'x'.repeat(201)}`,
  ])('answers 400, never 500, for %s', async (query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid input.');
    expect(Object.keys(response.body.errors)).toHaveLength(1);
  });
});
