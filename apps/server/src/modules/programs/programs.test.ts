import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, type TestContext, errorTexts } from '../../test/context.ts';
import { createProgram, createProgramCategory } from '../../test/factories.ts';

let ctx: TestContext;
let coordinatorToken: string;
let categoryId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinatorToken = (await ctx.signInAs(ROLE_IDS.coordinator)).token;
  categoryId = await createProgramCategory(ctx.db, 'Teaching');
});
afterAll(() => ctx.close());

let tagCounter = 0;
/** A word no other test's programs contain, so a search can isolate one test's rows. */
function uniqueTag() {
  tagCounter += 1;
  return `tag${tagCounter}x${Date.now().toString(36)}`;
}

const post = (body: unknown, token: string | null = ctx.adminToken) => ctx.request({ method: 'POST', url: '/api/programs', token, body });
const put = (id: number | string, body: unknown, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'PUT', url: `/api/programs/${id}`, token, body });
const list = (query: string, token: string | null = ctx.adminToken) => ctx.request({ method: 'GET', url: `/api/programs?${query}`, token });

describe('POST /api/programs', () => {
  it('answers 201 with the full program, which GET then answers too', async () => {
    const response = await post({ categoryId, name: '  Bible Study  ', description: ' Weekly reading ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Bible Study',
      description: 'Weekly reading',
      categoryId,
      category: 'Teaching',
    });
    const read = await ctx.request({ method: 'GET', url: `/api/programs/${response.body.id}`, token: ctx.adminToken });
    expect(read).toMatchObject({ status: 200, body: response.body });
  });

  it('stores a missing or empty description as null', async () => {
    for (const body of [
      { categoryId, name: uniqueTag() },
      { categoryId, name: uniqueTag(), description: '' },
      { categoryId, name: uniqueTag(), description: null },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(201);
      expect(response.body.description).toBeNull();
    }
  });

  it('lets a Coordinator create a program (the event form modal)', async () => {
    const response = await post({ categoryId, name: uniqueTag() }, coordinatorToken);
    expect(response.status).toBe(201);
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const name = `Robert'); DROP TABLE programs;-- ${uniqueTag()}`;
    const description = '<script>alert("x")</script> \' OR 1=1 --';
    const response = await post({ categoryId, name, description });
    expect(response.status).toBe(201);
    const read = await ctx.request({ method: 'GET', url: `/api/programs/${response.body.id}`, token: ctx.adminToken });
    expect(read.body).toMatchObject({ name, description });
  });

  it.each([
    ['nothing', {}, { categoryId: ['Category is required.'], name: ['Name is required.'] }],
    [
      'blank name and null category',
      { categoryId: null, name: '   ' },
      { categoryId: ['Category is required.'], name: ['Name is required.'] },
    ],
    [
      'too long text',
      { categoryId: 1, name: 'n'.repeat(101), description: 'd'.repeat(2001) },
      { name: ['Must be at most 100 characters.'], description: ['Must be at most 2000 characters.'] },
    ],
    [
      'wrong types',
      { categoryId: 'one', name: 5, description: false },
      { categoryId: ['Must be a number.'], name: ['Must be text.'], description: ['Must be text.'] },
    ],
    ['a fractional category', { categoryId: 1.5, name: 'x' }, { categoryId: ['Must be a number.'] }],
    ['an unknown field', { categoryId: 1, name: 'x', id: 4, colour: 'red' }, { id: ['Unknown field.'], colour: ['Unknown field.'] }],
  ])('answers 400 naming each failing field for %s', async (_label, body, errors) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
  });

  it('answers 400 for a category that does not exist', async () => {
    const response = await post({ categoryId: 999999, name: uniqueTag() });
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({
      message: 'Category does not exist.',
      errors: { categoryId: ['Category does not exist.'] },
    });
    const beyondAnyId = await post({ categoryId: 99999999999, name: uniqueTag() });
    expect(beyondAnyId).toMatchObject({ status: 400, body: { errors: { categoryId: ['Category does not exist.'] } } });
  });

  it('answers 409 for a name already used, whatever its case and accents', async () => {
    const tag = uniqueTag();
    expect((await post({ categoryId, name: `Café ${tag}` })).status).toBe(201);
    for (const name of [`CAFÉ ${tag}`, `cafe ${tag.toUpperCase()}`, ` Café ${tag} `]) {
      const response = await post({ categoryId, name });
      expect(response.status).toBe(409);
      expect(errorTexts(response.body)).toEqual({ message: 'Program already exists', errors: { name: ['Program already exists'] } });
    }
  });

  it('creates exactly one of ten concurrent creates of one name; the rest answer 409', async () => {
    const name = `Concurrent ${uniqueTag()}`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => post({ categoryId, name })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect((await list(`search=${encodeURIComponent(name)}`)).body.totalCount).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const response = await post({ categoryId, name: uniqueTag() }, null);
    expect(response).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
  });
});

describe('GET /api/programs/{id}', () => {
  it('answers 404 for an unknown program', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/programs/999999', token: ctx.adminToken });
    expect(response.status).toBe(404);
    expect(errorTexts(response.body)).toEqual({ message: 'Program not found' });
  });

  it('answers 400 for an id that is not a positive whole number an id column can hold', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await ctx.request({ method: 'GET', url: `/api/programs/${id}`, token: ctx.adminToken });
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveProperty('id');
    }
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/programs/1', token: null });
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/programs/{id}', () => {
  it('replaces every field for an Administrator and answers the full program', async () => {
    const id = await createProgram(ctx.db, { categoryId, name: `Before ${uniqueTag()}`, description: 'old' });
    const otherCategory = await createProgramCategory(ctx.db, 'Service');
    const name = `After ${uniqueTag()}`;
    const response = await put(id, { id, categoryId: otherCategory, name: ` ${name} `, description: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, name, description: null, categoryId: otherCategory, category: 'Service' });
    const read = await ctx.request({ method: 'GET', url: `/api/programs/${id}`, token: ctx.adminToken });
    expect(read.body).toEqual(response.body);
  });

  it('accepts a body without the id and a change of case to its own name', async () => {
    const name = `Own name ${uniqueTag()}`;
    const id = await createProgram(ctx.db, { categoryId, name });
    const response = await put(id, { categoryId, name: name.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe(name.toUpperCase());
  });

  it('answers 403 to a Coordinator and leaves the program alone', async () => {
    const name = `Guarded ${uniqueTag()}`;
    const id = await createProgram(ctx.db, { categoryId, name });
    const response = await put(id, { id, categoryId, name: 'Changed' }, coordinatorToken);
    expect(response).toMatchObject({ status: 403, body: { message: expect.any(String) } });
    const read = await ctx.request({ method: 'GET', url: `/api/programs/${id}`, token: ctx.adminToken });
    expect(read.body.name).toBe(name);
  });

  it('answers 400 when the body id differs from the path', async () => {
    const id = await createProgram(ctx.db, { categoryId });
    const response = await put(id, { id: id + 1, categoryId, name: uniqueTag() });
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({
      message: 'Id does not match the program being updated.',
      errors: { id: ['Id does not match the program being updated.'] },
    });
    const beyondAnyId = await put(id, { id: 99999999999, categoryId, name: uniqueTag() });
    expect(beyondAnyId).toMatchObject({ status: 400, body: { errors: { id: ['Id does not match the program being updated.'] } } });
  });

  it('answers 404 for an unknown program', async () => {
    const response = await put(999999, { categoryId, name: uniqueTag() });
    expect(response).toMatchObject({ status: 404, body: { message: 'Program not found' } });
  });

  it('answers 400 for an unknown category and for invalid fields', async () => {
    const id = await createProgram(ctx.db, { categoryId });
    const unknown = await put(id, { categoryId: 999999, name: uniqueTag() });
    expect(unknown).toMatchObject({ status: 400, body: { errors: { categoryId: ['Category does not exist.'] } } });
    const invalid = await put(id, { id: 'x', name: '', extra: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      id: ['Must be a number.'],
      categoryId: ['Category is required.'],
      name: ['Name is required.'],
      extra: ['Unknown field.'],
    });
  });

  it("answers 409 when renamed to another program's name", async () => {
    const taken = `Taken ${uniqueTag()}`;
    await createProgram(ctx.db, { categoryId, name: taken });
    const id = await createProgram(ctx.db, { categoryId });
    const response = await put(id, { categoryId, name: taken.toLowerCase() });
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'Program already exists', errors: { name: ['Program already exists'] } },
    });
  });
});

describe('GET /api/programs', () => {
  interface Row {
    id: number;
    name: string;
    category: string;
  }
  let tag: string;
  let rows: Row[];
  const byteCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  beforeAll(async () => {
    tag = uniqueTag();
    const categories = [await createProgramCategory(ctx.db, 'Youth'), await createProgramCategory(ctx.db, 'Arts')];
    rows = [];
    // Thirteen programs in two categories with names out of id order, so every sort key differs from the id.
    for (let index = 0; index < 13; index += 1) {
      const name = `${String.fromCharCode(109 - index)}${index % 2 ? 'é' : 'E'} ${tag}`;
      const id = await createProgram(ctx.db, { categoryId: categories[index % 2]!, name });
      rows.push({ id, name, category: index % 2 ? 'Arts' : 'Youth' });
    }
  });

  const normal = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const expected = {
    code: (a: Row, b: Row) => a.id - b.id,
    name: (a: Row, b: Row) => byteCompare(normal(a.name), normal(b.name)) || a.id - b.id,
    category: (a: Row, b: Row) => byteCompare(a.category, b.category) || a.id - b.id,
  };

  it('answers {totalCount, programs} with the full program shape, sorted by name by default', async () => {
    const response = await list(`search=${tag}&page=1&size=20`);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(13);
    expect(response.body.programs[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: null,
      categoryId: expect.any(Number),
      category: expect.any(String),
    });
    expect(response.body.programs.map((program: Row) => program.id)).toEqual([...rows].sort(expected.name).map((row) => row.id));
  });

  it.each(['code', 'name', 'category'] as const)('sorts by %s in both directions, ties broken by id', async (sort) => {
    const ascending = [...rows].sort(expected[sort]).map((row) => row.id);
    for (const direction of ['asc', 'desc'] as const) {
      const response = await list(`search=${tag}&page=1&size=20&sort=${sort}&direction=${direction}`);
      expect(response.status).toBe(200);
      expect(response.body.programs.map((program: Row) => program.id)).toEqual(direction === 'asc' ? ascending : [...ascending].reverse());
    }
  });

  it.each(['code', 'name', 'category'] as const)('walks pages of 5 sorted by %s without overlap or gap', async (sort) => {
    for (const direction of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const response = await list(`search=${tag}&page=${page}&size=5&sort=${sort}&direction=${direction}`);
        expect(response.body.totalCount).toBe(13);
        expect(response.body.programs).toHaveLength(page < 3 ? 5 : 3);
        seen.push(...response.body.programs.map((program: Row) => program.id));
      }
      const ascending = [...rows].sort(expected[sort]).map((row) => row.id);
      expect(seen).toEqual(direction === 'asc' ? ascending : ascending.reverse());
    }
  });

  it('answers an empty page past the end with the true totalCount', async () => {
    const response = await list(`search=${tag}&page=9&size=5`);
    expect(response.body).toEqual({ totalCount: 13, programs: [] });
  });

  it('answers every program without page and size, and a page when either is given', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBeGreaterThan(20);
    expect(all.body.programs).toHaveLength(all.body.totalCount);
    expect((await list('page=2')).body.programs).toHaveLength(10);
    expect((await list('size=5')).body.programs).toEqual(all.body.programs.slice(0, 5));
  });

  it('searches case- and accent-insensitively, and by id', async () => {
    const name = `José Ñandú ${uniqueTag()}`;
    const id = await createProgram(ctx.db, { categoryId, name });
    for (const search of ['jose nandu', 'JOSÉ ÑANDÚ', 'osé ñ']) {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(response.body.programs.map((program: Row) => program.id)).toContain(id);
    }
    const byId = await list(`search=${id}`);
    expect(byId.body.programs.map((program: Row) => program.id)).toContain(id);
    expect((await list('search=99999999999999999999')).status).toBe(200);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    const tagged = uniqueTag();
    const percent = await createProgram(ctx.db, { categoryId, name: `Save 50% ${tagged}` });
    await createProgram(ctx.db, { categoryId, name: `Save 500 ${tagged}` });
    const underscore = await createProgram(ctx.db, { categoryId, name: `a_b ${tagged}` });
    await createProgram(ctx.db, { categoryId, name: `axb ${tagged}` });
    const backslash = await createProgram(ctx.db, { categoryId, name: `back\\slash ${tagged}` });
    for (const [search, id] of [
      ['50%', percent],
      ['a_b', underscore],
      ['k\\s', backslash],
    ] as const) {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(response.body.programs.map((program: Row) => program.id)).toEqual([id]);
    }
  });

  it.each([
    ['size=7', 'size'],
    ['page=0', 'page'],
    ['page=abc&size=5', 'page'],
    ['page=1.5&size=5', 'page'],
    ['sort=bogus', 'sort'],
    ['direction=up', 'direction'],
    [`search=${'s'.repeat(201)}`, 'search'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(field);
  });

  it('answers 401 without a session', async () => {
    expect((await list('', null)).status).toBe(401);
  });

  it('is open to a Coordinator', async () => {
    expect((await list('page=1&size=5', coordinatorToken)).status).toBe(200);
  });
});
