import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MEMBERS_MAX, ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createMembers } from '../../test/factories.ts';
import { STATEMENT_ROWS } from '../../db/sql.ts';
import { insertHouseholds } from './households.repository.ts';

let ctx: TestContext;
let coordinatorToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinatorToken = (await ctx.signInAs(ROLE_IDS.coordinator)).token;
});
afterAll(() => ctx.close());

let counter = 0;
/** A word no other test's rows contain, for searches. */
function tag() {
  counter += 1;
  return `hh${counter}q${Date.now().toString(36)}`;
}

const post = (body: unknown, token: string | null = ctx.adminToken) => ctx.request({ method: 'POST', url: '/api/households', token, body });
const put = (id: number, body: unknown) => ctx.request({ method: 'PUT', url: `/api/households/${id}`, token: ctx.adminToken, body });
const get = (id: number) => ctx.request({ method: 'GET', url: `/api/households/${id}`, token: ctx.adminToken });
const list = (query: string, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'GET', url: `/api/households?${query}`, token });
const member = (code: number) => ctx.request({ method: 'GET', url: `/api/members/${code}`, token: ctx.adminToken });

/** A family: two parents, a child born 2015 and one born 2012, a grandmother with no birth date. */
async function family(lastName: string) {
  const [mother, father, younger, older, grandmother] = [
    await createMember(ctx.db, { firstName: 'Ana', lastName, birthDate: '1985-03-02', phones: '+1 (555) 014-2273' }),
    await createMember(ctx.db, { firstName: 'Luis', lastName, birthDate: '1983-07-19' }),
    await createMember(ctx.db, { firstName: 'Sofía', lastName, birthDate: '2015-01-10' }),
    await createMember(ctx.db, { firstName: 'Mateo', lastName, birthDate: '2012-09-30' }),
    await createMember(ctx.db, { firstName: 'Rosa', lastName }),
  ];
  return { mother, father, younger, older, grandmother };
}

describe('POST /api/households', () => {
  it('answers 201 with the household, its members adults first, then others, then children, oldest first', async () => {
    const name = tag();
    const people = await family(name);
    const response = await post({
      name: ` The ${name} family `,
      phone: ' 555 0100 ',
      address: '1 Church Lane',
      notes: '',
      members: [
        { code: people.younger, role: 'child' },
        { code: people.grandmother, role: 'other' },
        { code: people.older, role: 'child' },
        { code: people.mother, role: 'adult' },
        { code: people.father, role: 'adult' },
      ],
      primaryContactCode: people.mother,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: `The ${name} family`,
      phone: '555 0100',
      address: '1 Church Lane',
      notes: null,
      primaryContactCode: people.mother,
      members: [
        { code: people.father, fullname: `Luis ${name}`, birthDate: '1983-07-19', role: 'adult' },
        { code: people.mother, fullname: `Ana ${name}`, birthDate: '1985-03-02', role: 'adult' },
        { code: people.grandmother, fullname: `Rosa ${name}`, birthDate: null, role: 'other' },
        { code: people.older, fullname: `Mateo ${name}`, birthDate: '2012-09-30', role: 'child' },
        { code: people.younger, fullname: `Sofía ${name}`, birthDate: '2015-01-10', role: 'child' },
      ],
    });
    expect((await get(response.body.id)).body).toEqual(response.body);
  });

  it('may have no members and no primary contact, and a Coordinator may create it', async () => {
    const response = await post({ name: tag(), members: [] }, coordinatorToken);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ phone: null, address: null, notes: null, primaryContactCode: null, members: [] });
  });

  it('puts one person in two households (shared custody), and their record lists both by name', async () => {
    const name = tag();
    const child = await createMember(ctx.db, { firstName: 'Leo', lastName: name, birthDate: '2016-05-05' });
    const mum = await post({ name: `B ${name} (mother)`, members: [{ code: child, role: 'child' }] });
    const dad = await post({ name: `A ${name} (father)`, members: [{ code: child, role: 'child' }] });
    expect([mum.status, dad.status]).toEqual([201, 201]);
    expect((await member(child)).body.households).toEqual([
      { id: dad.body.id, name: `A ${name} (father)`, role: 'child' },
      { id: mum.body.id, name: `B ${name} (mother)`, role: 'child' },
    ]);
    expect((await member(await createMember(ctx.db))).body.households).toEqual([]);
  });

  it('refuses, naming the field and changing nothing: a member twice, unknown or disabled, a primary contact who is not one of its adults', async () => {
    const name = tag();
    const [adult, child] = [await createMember(ctx.db), await createMember(ctx.db)];
    const disabled = await createMember(ctx.db, { isEnabled: false });
    const refusals: [unknown, Record<string, string[]>][] = [
      [
        [
          { code: adult, role: 'adult' },
          { code: adult, role: 'child' },
        ],
        { members: ['A member is listed twice.'] },
      ],
      [[{ code: 2_000_000_000, role: 'adult' }], { members: ['Member 2000000000 does not exist.'] }],
      [[{ code: disabled, role: 'adult' }], { members: [`Member ${disabled} is disabled.`] }],
      [[{ code: adult, role: 'parent' }], { 'members.0.role': ['Role must be adult, child or other.'] }],
    ];
    for (const [members, errors] of refusals) {
      const response = await post({ name, members });
      expect(response.status, JSON.stringify(members)).toBe(400);
      expect(response.body.errors).toEqual(errors);
    }
    for (const primaryContactCode of [child, 2_000_000_000]) {
      const response = await post({
        name,
        members: [
          { code: adult, role: 'adult' },
          { code: child, role: 'child' },
        ],
        primaryContactCode,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ primaryContactCode: ['The primary contact must be one of the adults of the household.'] });
    }
    const tooMany = Array.from({ length: HOUSEHOLD_MEMBERS_MAX + 1 }, (_, index) => ({ code: index + 1, role: 'other' }));
    expect((await post({ name, members: tooMany })).body.errors).toEqual({
      members: [`A household can have at most ${HOUSEHOLD_MEMBERS_MAX} members.`],
    });
    expect((await post({ name: ' ', members: [] })).body.errors).toEqual({ name: ['Name is required.'] });
    expect((await post({ name, members: [], colour: 'red' })).status).toBe(400);
    expect((await post({ name })).status).toBe(400);
    expect((await list(`search=${name}`)).body.totalCount).toBe(0);
    expect((await member(adult)).body.households).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await post({ name: tag(), members: [] }, null)).status).toBe(401);
  });
});

describe('PUT and DELETE /api/households/{id}', () => {
  it('replaces every field and the members; a household deleted goes, its members stay', async () => {
    const name = tag();
    const people = await family(name);
    const created = await post({
      name,
      phone: '555',
      members: [
        { code: people.mother, role: 'adult' },
        { code: people.older, role: 'child' },
      ],
      primaryContactCode: people.mother,
    });
    const replaced = await put(created.body.id, {
      name: `${name} renamed`,
      notes: 'Sits at the back',
      members: [
        { code: people.father, role: 'adult' },
        { code: people.older, role: 'other' },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: created.body.id,
      name: `${name} renamed`,
      phone: null,
      notes: 'Sits at the back',
      primaryContactCode: null,
      members: [
        { code: people.father, role: 'adult' },
        { code: people.older, role: 'other' },
      ],
    });
    expect((await member(people.mother)).body.households).toEqual([]);

    const deleted = await ctx.request({ method: 'DELETE', url: `/api/households/${created.body.id}`, token: ctx.adminToken });
    expect(deleted.status).toBe(204);
    expect((await get(created.body.id)).body).toMatchObject({ message: 'Household not found' });
    expect((await member(people.father)).body.households).toEqual([]);
    expect((await member(people.father)).status).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: `/api/households/${created.body.id}`, token: ctx.adminToken })).status).toBe(404);
  });

  it('answers 404 for an unknown household, and 400 for an id that is not one', async () => {
    expect((await put(2_000_000_000, { name: tag(), members: [] })).status).toBe(404);
    expect((await get(2_000_000_000)).status).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/households/abc', token: ctx.adminToken })).status).toBe(400);
  });

  it('lets two replacements of one household at the same moment happen one after the other', async () => {
    const people = await family(tag());
    const created = await post({ name: tag(), members: [{ code: people.mother, role: 'adult' }] });
    const bodies = [people.father, people.older].map((code) => ({
      name: tag(),
      members: [
        { code: people.mother, role: 'adult' },
        { code, role: 'adult' },
      ],
    }));
    const answers = await Promise.all([...bodies, ...bodies].map((body) => put(created.body.id, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const final = (await get(created.body.id)).body;
    expect(final.members).toHaveLength(2);
    expect(bodies.map((body) => body.name)).toContain(final.name);
  });
});

describe('GET /api/households', () => {
  it('finds a household by its name or a member’s name, whatever the case and accents', async () => {
    const name = tag();
    const people = await family(name);
    const created = await post({ name: `Casa ${name} Núñez`, members: [{ code: people.younger, role: 'child' }] });
    for (const search of [`casa ${name} nunez`, `CASA ${name.toUpperCase()}`, `sofia ${name}`]) {
      const answer = await list(`search=${encodeURIComponent(search)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body, search).toEqual({ totalCount: 1, households: [created.body] });
    }
  });

  it('finds a household by 4 or more digits of its phone or of a member’s phones, written any way', async () => {
    const name = tag();
    // Digits no other test's phones hold.
    const digits = String(Date.now()).slice(-7);
    const written = `+1 (${digits.slice(0, 3)}) ${digits.slice(3)}`;
    const phoned = await post({ name, phone: written, members: [] });
    const withPhone = await createMember(ctx.db, { phones: `${digits.slice(0, 3)}-${digits.slice(3)}-9` });
    const memberPhoned = await post({ name: `${name} too`, members: [{ code: withPhone, role: 'adult' }] });
    const found = async (search: string) =>
      ((await list(`search=${encodeURIComponent(search)}&sort=id`)).body.households as { id: number }[]).map((household) => household.id);
    expect(await found(digits.slice(-4))).toEqual([phoned.body.id, memberPhoned.body.id]);
    expect(await found(`${digits.slice(0, 3)}.${digits.slice(3)}`)).toEqual([phoned.body.id, memberPhoned.body.id]);
    expect(await found(`1${digits}`)).toEqual([phoned.body.id]);
    expect(await found(`${digits}9`)).toEqual([memberPhoned.body.id]);
    // Three digits are not a phone search (nor a name in these households).
    expect(await found(digits.slice(-3))).not.toContain(memberPhoned.body.id);
  });

  it('sorts by name, id or size (ties by id) and answers pages with the count of every match', async () => {
    const name = tag();
    const codes = await createMembers(ctx.db, 6, name);
    const sizes = [3, 1, 2];
    const ids: number[] = [];
    for (const [index, size] of sizes.entries()) {
      const members = codes.slice(index * 2, index * 2 + size).map((code) => ({ code, role: 'adult' }));
      ids.push((await post({ name: `${name} ${'cba'[index]}`, members })).body.id);
    }
    const order = async (query: string) =>
      ((await list(`search=${name}&${query}`)).body.households as { id: number }[]).map((household) => household.id);
    expect(await order('sort=name')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await order('sort=name&direction=desc')).toEqual([ids[0], ids[1], ids[2]]);
    expect(await order('sort=id')).toEqual(ids);
    expect(await order('sort=size')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await order('sort=size&direction=desc')).toEqual([ids[0], ids[2], ids[1]]);
    const page = await list(`search=${name}&sort=id&size=5&page=1`);
    expect(page.body.totalCount).toBe(3);
    expect((await list(`search=${name}&sort=id&size=5&page=2`)).body).toEqual({ totalCount: 3, households: [] });
    expect((await list('sort=weight')).status).toBe(400);
    expect((await list('size=7')).status).toBe(400);
    expect((await list('', null)).status).toBe(401);
  });
});

describe('a member who leaves the directory', () => {
  it('when disabled, leaves their households: no longer the primary contact, and the size counted again', async () => {
    const name = tag();
    const people = await family(name);
    const created = await post({
      name,
      members: [
        { code: people.mother, role: 'adult' },
        { code: people.father, role: 'adult' },
      ],
      primaryContactCode: people.mother,
    });
    const disable = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${people.mother}`,
      token: ctx.adminToken,
      body: { isEnabled: false },
    });
    expect(disable.status).toBe(200);
    const after = (await get(created.body.id)).body;
    expect(after.primaryContactCode).toBeNull();
    expect(after.members.map((entry: { code: number }) => entry.code)).toEqual([people.father]);
    // Saved again as it is, the household is valid.
    expect(
      (
        await put(created.body.id, {
          name,
          members: after.members.map(({ code, role }: { code: number; role: string }) => ({ code, role })),
        })
      ).status,
    ).toBe(200);
    const sized = await post({
      name: `${name} pair`,
      members: [
        { code: people.older, role: 'child' },
        { code: people.younger, role: 'child' },
      ],
    });
    expect(((await list(`search=${name}&sort=size`)).body.households as { id: number }[]).map((household) => household.id)).toEqual([
      created.body.id,
      sized.body.id,
    ]);
  });

  it('when disabled by a PUT of the member, leaves their households too', async () => {
    const people = await family(tag());
    const created = await post({ name: tag(), members: [{ code: people.father, role: 'adult' }], primaryContactCode: people.father });
    const record = (await member(people.father)).body;
    const { households: _households, fullname: _f, civilStatus: _c, role: _r, status: _s, ...fields } = record;
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/members/${people.father}`,
      token: ctx.adminToken,
      body: { ...fields, isEnabled: false },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await get(created.body.id)).body).toMatchObject({ primaryContactCode: null, members: [] });
  });

  it('when merged, gives their memberships to the member kept: one row where both were, the primary contact where the kept one is an adult', async () => {
    const name = tag();
    const [merged, kept, other] = [await createMember(ctx.db), await createMember(ctx.db), await createMember(ctx.db)];
    const both = await post({
      name: `${name} both`,
      members: [
        { code: merged, role: 'adult' },
        { code: kept, role: 'other' },
      ],
      primaryContactCode: merged,
    });
    const onlyMerged = await post({
      name: `${name} merged`,
      members: [
        { code: merged, role: 'adult' },
        { code: other, role: 'adult' },
      ],
      primaryContactCode: merged,
    });
    const answer = await ctx.request({ method: 'POST', url: `/api/members/${merged}/merge`, token: ctx.adminToken, body: { into: kept } });
    expect(answer.status).toBe(200);
    // In both: the kept member's own role stays, and as an "other" it cannot be the primary contact.
    expect((await get(both.body.id)).body).toMatchObject({ primaryContactCode: null, members: [{ code: kept, role: 'other' }] });
    const moved = (await get(onlyMerged.body.id)).body;
    expect(moved.primaryContactCode).toBe(kept);
    expect(moved.members.map((entry: { code: number; role: string }) => [entry.code, entry.role]).sort()).toEqual(
      [
        [kept, 'adult'],
        [other, 'adult'],
      ].sort(),
    );
    expect((await member(merged)).body.households).toEqual([]);
    expect(((await member(kept)).body.households as { id: number }[]).map((household) => household.id).sort()).toEqual(
      [both.body.id, onlyMerged.body.id].sort(),
    );
  });
});

describe('GET /api/households/duplicates', () => {
  it('groups households with the same phone digits or the same address, written any way; an address group that repeats a phone group is left out', async () => {
    const name = tag();
    const digits = String(Date.now()).slice(-7);
    const [a, b, c, d, e] = [
      await post({ name: `${name} a`, phone: `(555) ${digits}`, address: `12 Church Lane, Apt ${digits}`, members: [] }),
      await post({ name: `${name} b`, phone: `555-${digits}`, address: `12 church lane apt ${digits}`, members: [] }),
      await post({ name: `${name} c`, phone: `1-555-${digits}`, address: `12 CHURCH LANE  APT. ${digits}`, members: [] }),
      await post({ name: `${name} d`, phone: `+44 ${digits}`, address: `Flat ${digits}, Mill Road`, members: [] }),
      await post({ name: `${name} e`, phone: `44${digits}`, address: `flat ${digits} mill road`, members: [] }),
    ].map((response) => response.body.id as number);
    const answer = await ctx.request({ method: 'GET', url: '/api/households/duplicates', token: ctx.adminToken });
    expect(answer.status).toBe(200);
    const mine = new Set([a, b, c, d, e]);
    const groups = (answer.body as { reason: string; households: { id: number; members: unknown[] }[] }[])
      .filter((group) => group.households.some((household) => mine.has(household.id)))
      .map((group) => [group.reason, group.households.map((household) => household.id)]);
    // a and b share phone digits; d and e share them (+44 and 44 alike); a, b and c share an address;
    // d and e's address group is the same households as their phone group.
    expect(groups).toEqual(
      expect.arrayContaining([
        ['phone', [a, b]],
        ['phone', [d, e]],
        ['address', [a, b, c]],
      ]),
    );
    expect(groups).toHaveLength(3);
    expect((await ctx.request({ method: 'GET', url: '/api/households/duplicates', token: null })).status).toBe(401);
  });
});

describe('GET /api/households/export', () => {
  it('writes every household the list shows with its search and sort, across batches, with its members and primary contact', async () => {
    const word = tag();
    const kin = await family(word);
    const created = await post({
      name: `${word} =Ruiz`,
      phone: '555 0101',
      address: '1 Main St',
      notes: 'Calls in the evening',
      members: [
        { code: kin.younger, role: 'child' },
        { code: kin.mother, role: 'adult' },
      ],
      primaryContactCode: kin.mother,
    });
    expect(created.status).toBe(201);
    // 120 more, so that the export reads more than one batch of 100.
    const alone = await createMembers(ctx.db, 120, `${word}solo`);
    for (const [index, code] of alone.entries()) {
      const made = await post({ name: `${word} n${String(index).padStart(3, '0')}`, members: [{ code, role: 'adult' }] });
      expect(made.status).toBe(201);
    }
    const response = await ctx.request({
      method: 'GET',
      url: `/api/households/export?search=${word}&sort=name&direction=desc`,
      token: coordinatorToken,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(String(response.body).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Id', 'Name', 'Phone', 'Address', 'Notes', 'Primary contact', 'Members', 'Size']);
    expect(rows).toHaveLength(1 + 121);
    // By name descending: "<word> n119" first, "<word> =Ruiz" ('=' sorts before 'n') last.
    expect(rows[1]![1]).toBe(`${word} n119`);
    expect(rows.at(-1)).toEqual([
      String(created.body.id),
      `${word} =Ruiz`,
      '555 0101',
      '1 Main St',
      'Calls in the evening',
      `Ana ${word}`,
      `Ana ${word} (adult); Sofía ${word} (child)`,
      '2',
    ]);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(121);
    expect(await ctx.request({ method: 'GET', url: '/api/households/export?sort=bogus', token: ctx.adminToken })).toMatchObject({
      status: 400,
    });
  });
});

describe('households written in bulk (the import, the benchmark data)', () => {
  it('answers the ids in the order given across statements, with every field and the members', async () => {
    const word = tag();
    const [adult, child] = [
      await createMember(ctx.db, { firstName: 'Bulk', lastName: word, birthDate: '1980-01-01' }),
      await createMember(ctx.db, { firstName: 'Kid', lastName: word, birthDate: '2019-01-01' }),
    ];
    // More than one statement's rows, two of them named alike.
    const count = STATEMENT_ROWS + 2;
    const ids = await insertHouseholds(
      ctx.db,
      Array.from({ length: count }, (_, index) => ({
        name: index < 2 ? `${word} family` : `${word} ${index}`,
        ...(index === 1 && { phone: '555.014.9911', address: '12 Oak St., Apt 3', notes: 'Twice', primaryContactCode: adult }),
        members:
          index === 1 || index === count - 1
            ? [
                { code: adult, role: 'adult' as const },
                { code: child, role: 'child' as const },
              ]
            : [],
      })),
      Date.now(),
    );
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect((await get(ids[0]!)).body).toMatchObject({ name: `${word} family`, phone: null, address: null, members: [] });
    expect((await get(ids[1]!)).body).toEqual({
      id: ids[1],
      name: `${word} family`,
      phone: '555.014.9911',
      address: '12 Oak St., Apt 3',
      notes: 'Twice',
      primaryContactCode: adult,
      members: [
        { code: adult, fullname: `Bulk ${word}`, birthDate: '1980-01-01', role: 'adult' },
        { code: child, fullname: `Kid ${word}`, birthDate: '2019-01-01', role: 'child' },
      ],
    });
    expect((await get(ids[count - 1]!)).body).toMatchObject({ name: `${word} ${count - 1}`, primaryContactCode: null });
    expect((await get(ids[STATEMENT_ROWS]!)).body.name).toBe(`${word} ${STATEMENT_ROWS}`);

    // The columns the service keeps are kept: the size, the phone's digits, the name's sort key.
    // The two of two members first, then the empty ones, the ties by id in the same direction.
    const bySize = await list(`search=${word}&sort=size&direction=desc&size=5`);
    expect(bySize.body.households.map((household: { id: number }) => household.id)).toEqual([
      ids[count - 1],
      ids[1],
      ids[count - 2],
      ids[count - 3],
      ids[count - 4],
    ]);
    expect((await list('search=0149911')).body.households.map((household: { id: number }) => household.id)).toEqual([ids[1]]);
    expect((await member(child)).body.households).toEqual([
      { id: ids[count - 1], name: `${word} ${count - 1}`, role: 'child' },
      { id: ids[1], name: `${word} family`, role: 'child' },
    ]);
  });
});
