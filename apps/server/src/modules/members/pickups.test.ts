import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { countMembersNamed } from '../../test/factories.ts';

/* A member's pickups (docs/api.md, "Members"; decision 034): set with the member by POST and PUT. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const grandmother = { name: 'Rosa Ruiz', phone: '555-0101', relation: 'Grandmother', allowed: true, note: null };
const uncle = { name: 'Tomás Ruiz', phone: null, relation: 'Uncle', allowed: true, note: 'Fridays only' };
const father = { name: 'Luis Ruiz', phone: '555-0199', relation: 'Father', allowed: false, note: 'Court order: not without the mother' };

const child = (overrides: Record<string, unknown> = {}) => ({
  roleId: ROLE_IDS.member,
  firstName: 'Pablo',
  lastName: 'Ruiz',
  birthDate: '2019-06-01',
  ...overrides,
});
const post = (body: Record<string, unknown>, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: '/api/members', token, body });
const put = (code: number, body: Record<string, unknown>, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'PUT', url: `/api/members/${code}`, token, body });
const get = (code: number) => ctx.request({ method: 'GET', url: `/api/members/${code}`, token: ctx.adminToken });
const pickupsOf = async (code: number) => (await get(code)).body.pickups;
const history = async (code: number) =>
  (await ctx.request({ method: 'GET', url: `/api/members/${code}/history?size=20`, token: ctx.adminToken })).body.changes as {
    field: string;
    oldValue: string | null;
    newValue: string | null;
  }[];

describe('creating a member with pickups', () => {
  it('stores them in the order sent, answers them, and reads them with the member', async () => {
    const response = await post(child({ pickups: [grandmother, father, uncle] }));
    expect(response.status).toBe(201);
    expect(response.body.pickups).toEqual([grandmother, father, uncle]);
    const record = await get(response.body.code);
    expect(record.body.pickups).toEqual([grandmother, father, uncle]);
    expect(record.body.households).toEqual([]);
  });

  it('trims texts, stores empty ones as null, and has none when left out', async () => {
    const trimmed = await post(child({ pickups: [{ name: '  Rosa Ruiz ', phone: '', relation: '  ', allowed: true, note: null }] }));
    expect(trimmed.status).toBe(201);
    expect(trimmed.body.pickups).toEqual([{ name: 'Rosa Ruiz', phone: null, relation: null, allowed: true, note: null }]);
    const none = await post(child());
    expect(none.status).toBe(201);
    expect(none.body.pickups).toEqual([]);
    expect(await pickupsOf(none.body.code)).toEqual([]);
  });

  it("records the list in the member's history", async () => {
    const response = await post(child({ pickups: [grandmother] }));
    const changes = await history(response.body.code);
    expect(changes.filter((change) => change.field === 'pickups')).toEqual([
      expect.objectContaining({ oldValue: null, newValue: JSON.stringify([grandmother]) }),
    ]);
  });

  it('leaves pickups out of the members list', async () => {
    await post(child({ lastName: 'Pickuplist', pickups: [grandmother] }));
    const list = await ctx.request({ method: 'GET', url: '/api/members?search=pickuplist', token: ctx.adminToken });
    expect(list.body.totalCount).toBe(1);
    expect(list.body.members[0]).not.toHaveProperty('pickups');
  });
});

describe('replacing a member with pickups', () => {
  it('replaces the whole list, keeps it when left out, and clears it with []', async () => {
    const { body: created } = await post(child({ pickups: [grandmother, uncle] }));
    const code = created.code as number;

    const replaced = await put(code, child({ pickups: [uncle, father] }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.pickups).toEqual([uncle, father]);
    expect(await pickupsOf(code)).toEqual([uncle, father]);

    const kept = await put(code, child({ firstName: 'Pablito' }));
    expect(kept.status).toBe(200);
    expect(kept.body.firstName).toBe('Pablito');
    expect(kept.body.pickups).toEqual([uncle, father]);

    const cleared = await put(code, child({ pickups: [] }));
    expect(cleared.body.pickups).toEqual([]);
    expect(await pickupsOf(code)).toEqual([]);

    // Newest first: cleared, replaced, created. Keeping the list recorded nothing.
    const pickupChanges = (await history(code)).filter((change) => change.field === 'pickups');
    expect(pickupChanges.map(({ oldValue, newValue }) => [oldValue, newValue])).toEqual([
      [JSON.stringify([uncle, father]), null],
      [JSON.stringify([grandmother, uncle]), JSON.stringify([uncle, father])],
      [null, JSON.stringify([grandmother, uncle])],
    ]);
  });

  it('records nothing when the same list is sent again', async () => {
    const { body: created } = await post(child({ pickups: [grandmother] }));
    await put(created.code, child({ pickups: [{ ...grandmother, name: ' Rosa Ruiz ' }] }));
    expect((await history(created.code)).filter((change) => change.field === 'pickups')).toHaveLength(1);
  });
});

describe('refusing bad pickups', () => {
  const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `Person ${index + 1}`, allowed: true }));
  const cases: [string, unknown, Record<string, string[]>][] = [
    ['eleven pickups', eleven, { pickups: ['A member can have at most 10 pickups.'] }],
    ['a blank name', [{ ...grandmother, name: '   ' }], { 'pickups.0.name': ['Name is required.'] }],
    ['no name', [{ allowed: true }], { 'pickups.0.name': ['Name is required.'] }],
    [
      'a name of 101 characters',
      [grandmother, { ...uncle, name: 'n'.repeat(101) }],
      { 'pickups.1.name': ['Must be at most 100 characters.'] },
    ],
    ['a phone of 101 characters', [{ ...grandmother, phone: '5'.repeat(101) }], { 'pickups.0.phone': ['Must be at most 100 characters.'] }],
    [
      'a relation of 51 characters',
      [{ ...grandmother, relation: 'r'.repeat(51) }],
      { 'pickups.0.relation': ['Must be at most 50 characters.'] },
    ],
    ['a note of 501 characters', [{ ...uncle, note: 'x'.repeat(501) }], { 'pickups.0.note': ['Must be at most 500 characters.'] }],
    ['not allowed without a note', [{ ...father, note: '  ' }], { 'pickups.0.note': ['Say why this person may not collect them.'] }],
    ['no allowed', [{ name: 'Rosa Ruiz' }], { 'pickups.0.allowed': ['Must be true or false.'] }],
    ['an unknown field', [{ ...grandmother, age: 70 }], { 'pickups.0.age': ['Unknown field.'] }],
    ['not a list', 'Rosa Ruiz', { pickups: ['Pickups must be a list.'] }],
  ];

  it.each(cases)('refuses %s on POST with 400, creating nobody', async (_name, pickups, errors) => {
    const lastName = `Refused${Math.random().toString(36).slice(2, 8)}`;
    const response = await post(child({ lastName, pickups }));
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
    expect(await countMembersNamed(ctx.db, lastName)).toBe(0);
  });

  it.each(cases)('refuses %s on PUT with 400, changing nothing', async (_name, pickups, errors) => {
    const { body: created } = await post(child({ pickups: [grandmother] }));
    const response = await put(created.code, child({ firstName: 'Changed', pickups }));
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
    const stored = await get(created.code);
    expect(stored.body.firstName).toBe('Pablo');
    expect(stored.body.pickups).toEqual([grandmother]);
  });

  it('refuses a NUL in a pickup before anything is stored', async () => {
    const { body: created } = await post(child({ pickups: [grandmother] }));
    const response = await put(created.code, child({ pickups: [{ ...grandmother, name: 'Rosa\u0000Ruiz' }] }));
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({
      message: 'Invalid input.',
      errors: { 'pickups.0.name': ['Must not contain control characters.'] },
    });
    expect(await pickupsOf(created.code)).toEqual([grandmother]);
  });

  it('takes ten pickups', async () => {
    const response = await post(child({ pickups: eleven.slice(0, 10) }));
    expect(response.status).toBe(201);
    expect(response.body.pickups.map((pickup: { name: string }) => pickup.name)).toEqual(eleven.slice(0, 10).map((pickup) => pickup.name));
  });
});

describe('who may set pickups', () => {
  it('lets a Coordinator create and replace them, as any member change', async () => {
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    const created = await post(child({ pickups: [grandmother] }), coordinator.token);
    expect(created.status).toBe(201);
    const replaced = await put(created.body.code, child({ pickups: [father] }), coordinator.token);
    expect(replaced.status).toBe(200);
    expect(await pickupsOf(created.body.code)).toEqual([father]);
  });

  it('refuses a caller who is not signed in, changing nothing', async () => {
    const { body: created } = await post(child({ pickups: [grandmother] }));
    expect((await post(child({ pickups: [father] }), null)).status).toBe(401);
    expect((await put(created.code, child({ pickups: [father] }), null)).status).toBe(401);
    expect(await pickupsOf(created.code)).toEqual([grandmother]);
  });
});

describe('merging members with pickups', () => {
  const merge = (code: number, into: number) =>
    ctx.request({ method: 'POST', url: `/api/members/${code}/merge`, token: ctx.adminToken, body: { into } });

  it("gives the kept member the merged member's list when the kept one has none", async () => {
    const kept = await createMember(ctx.db, { firstName: 'Pablo', lastName: 'Ruiz', email: null });
    const { body: merged } = await post(child({ pickups: [grandmother, father] }));
    const response = await merge(merged.code, kept);
    expect(response.status).toBe(200);
    expect(response.body.pickups).toEqual([grandmother, father]);
    expect(await pickupsOf(kept)).toEqual([grandmother, father]);
    expect(await pickupsOf(merged.code)).toEqual([grandmother, father]);
    expect((await history(kept)).filter((change) => change.field === 'pickups')).toEqual([
      expect.objectContaining({ oldValue: null, newValue: JSON.stringify([grandmother, father]) }),
    ]);
  });

  it("keeps the kept member's own list as it is", async () => {
    const { body: kept } = await post(child({ pickups: [uncle] }));
    const { body: merged } = await post(child({ pickups: [grandmother, father] }));
    const response = await merge(merged.code, kept.code);
    expect(response.status).toBe(200);
    expect(response.body.pickups).toEqual([uncle]);
    expect(await pickupsOf(merged.code)).toEqual([grandmother, father]);
  });
});
