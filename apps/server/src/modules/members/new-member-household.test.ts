import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MEMBERS_MAX, ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { countMembersNamed } from '../../test/factories.ts';

/* POST /api/members with `household` (docs/api.md, "Members"): the member and their membership in one unit. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
/** A word no other test's rows contain. */
function tag() {
  counter += 1;
  return `nmh${counter}q${Date.now().toString(36)}`;
}

const createHousehold = async (members: { code: number; role: string }[] = [], primaryContactCode: number | null = null) => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/households',
    token: ctx.adminToken,
    body: { name: `The ${tag()} family`, members, primaryContactCode },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
};
const postMember = (body: Record<string, unknown>, token = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: '/api/members', token, body });
const getHousehold = (id: number) => ctx.request({ method: 'GET', url: `/api/households/${id}`, token: ctx.adminToken });

describe('creating a member straight into a household', () => {
  it('makes the member and their membership, with the role given, and the household counts them', async () => {
    const mother = await createMember(ctx.db, { firstName: 'Ana', lastName: 'Ruiz', birthDate: '1985-03-02' });
    const household = await createHousehold([{ code: mother, role: 'adult' }], mother);
    const response = await postMember({
      roleId: ROLE_IDS.member,
      firstName: 'Pablo',
      lastName: 'Ruiz',
      birthDate: '2019-06-01',
      household: { id: household.id, role: 'child' },
    });
    expect(response.status).toBe(201);
    // The answer is the member as always: no household field in it.
    expect(response.body).toMatchObject({ firstName: 'Pablo', email: null });
    expect(response.body).not.toHaveProperty('household');
    const read = await getHousehold(household.id);
    expect(read.body.members).toEqual([
      { code: mother, fullname: 'Ana Ruiz', birthDate: '1985-03-02', role: 'adult' },
      { code: response.body.code, fullname: 'Pablo Ruiz', birthDate: '2019-06-01', role: 'child' },
    ]);
    expect(read.body.primaryContactCode).toBe(mother);
    const sorted = await ctx.request({
      method: 'GET',
      url: `/api/households?search=${encodeURIComponent('Ana Ruiz')}`,
      token: ctx.adminToken,
    });
    expect(sorted.body.households.find((found: { id: number }) => found.id === household.id).members).toHaveLength(2);
    const size = await ctx.db.selectFrom('households').select('size').where('id', '=', household.id).executeTakeFirstOrThrow();
    expect(size.size).toBe(2);
    const record = await ctx.request({ method: 'GET', url: `/api/members/${response.body.code}`, token: ctx.adminToken });
    expect(record.body.households).toEqual([{ id: household.id, name: expect.any(String), role: 'child' }]);
  });

  it('takes each of the three roles, and a null household as none', async () => {
    const household = await createHousehold();
    for (const role of ['adult', 'other', 'child']) {
      const response = await postMember({
        roleId: ROLE_IDS.member,
        firstName: role,
        lastName: 'Vidal',
        household: { id: household.id, role },
      });
      expect(response.status, role).toBe(201);
    }
    expect((await getHousehold(household.id)).body.members.map((member: { role: string }) => member.role)).toEqual([
      'adult',
      'other',
      'child',
    ]);
    const alone = await postMember({ roleId: ROLE_IDS.member, firstName: 'Solo', lastName: 'Vidal', household: null });
    expect(alone.status).toBe(201);
    const record = await ctx.request({ method: 'GET', url: `/api/members/${alone.body.code}`, token: ctx.adminToken });
    expect(record.body.households).toEqual([]);
  });

  it('answers 400 naming household.id for a household that does not exist, and creates no member', async () => {
    const lastName = tag();
    const response = await postMember({ roleId: ROLE_IDS.member, firstName: 'Nadie', lastName, household: { id: 999_999, role: 'child' } });
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({
      message: 'Household 999999 does not exist.',
      errors: { 'household.id': ['Household 999999 does not exist.'] },
    });
    expect(response.body.errorCodes).toEqual({ 'household.id': [{ code: 'households.householdUnknown', values: { id: '999999' } }] });
    expect(await countMembersNamed(ctx.db, lastName)).toBe(0);
  });

  it('answers 400 naming household.id for a full household, and creates no member', async () => {
    const lastName = tag();
    const members = [];
    for (let index = 0; index < HOUSEHOLD_MEMBERS_MAX; index += 1)
      members.push({ code: await createMember(ctx.db, { lastName }), role: 'adult' });
    const household = await createHousehold(members);
    const response = await postMember({
      roleId: ROLE_IDS.member,
      firstName: 'Uno',
      lastName: `${lastName}x`,
      household: { id: household.id, role: 'adult' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'household.id': ['A household can have at most 50 members.'] });
    expect(await countMembersNamed(ctx.db, `${lastName}x`)).toBe(0);
    expect((await getHousehold(household.id)).body.members).toHaveLength(HOUSEHOLD_MEMBERS_MAX);
  });

  it.each([
    ['a role that is none of the three', { id: 1, role: 'parent' }, { 'household.role': ['Role must be adult, child or other.'] }],
    ['no role', { id: 1 }, { 'household.role': ['Role must be adult, child or other.'] }],
    ['no id', { role: 'child' }, { 'household.id': ['Must be a number.'] }],
    ['an id that is not a number', { id: '1', role: 'child' }, { 'household.id': ['Must be a number.'] }],
    ['an unknown field', { id: 1, role: 'child', primary: true }, { 'household.primary': ['Unknown field.'] }],
    ['not an object', 'The Ruiz family', { household: ['Invalid input.'] }],
  ])('answers 400 for %s', async (_label, household, errors) => {
    const response = await postMember({ roleId: ROLE_IDS.member, firstName: 'Bad', lastName: 'Input', household });
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
  });

  it('creates no membership when the member is refused (an email in use), and leaves the household as it was', async () => {
    const household = await createHousehold();
    const email = `taken.${tag()}@example.org`;
    await createMember(ctx.db, { email });
    const response = await postMember({
      roleId: ROLE_IDS.member,
      firstName: 'Dup',
      lastName: 'Email',
      email,
      household: { id: household.id, role: 'adult' },
    });
    expect(response.status).toBe(409);
    expect((await getHousehold(household.id)).body.members).toEqual([]);
  });

  it('lets a Coordinator create a member into a household', async () => {
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    const household = await createHousehold();
    const response = await postMember(
      { roleId: ROLE_IDS.member, firstName: 'Coord', lastName: 'Made', household: { id: household.id, role: 'other' } },
      coordinator.token,
    );
    expect(response.status).toBe(201);
    expect((await getHousehold(household.id)).body.members.map((member: { code: number }) => member.code)).toEqual([response.body.code]);
  });
});
