import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, type TestContext, errorTexts } from '../../test/context.ts';
import { createEventCategory } from '../../test/factories.ts';

let ctx: TestContext;
let coordinatorToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinatorToken = (await ctx.signInAs(ROLE_IDS.coordinator)).token;
});
afterAll(() => ctx.close());

let tagCounter = 0;
function uniqueTag() {
  tagCounter += 1;
  return `tag${tagCounter}x${Date.now().toString(36)}`;
}

const post = (body: unknown, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: '/api/event-categories', token, body });
const list = (token: string | null = ctx.adminToken) => ctx.request({ method: 'GET', url: '/api/event-categories', token });

describe('GET /api/event-categories', () => {
  it('answers a bare array of {id, name, description} ordered by name, case- and accent-insensitively', async () => {
    const tag = uniqueTag();
    const zeta = await createEventCategory(ctx.db, { name: `zeta ${tag}`, description: 'last' });
    const alpha = await createEventCategory(ctx.db, { name: `Alpha ${tag}` });
    const eclair = await createEventCategory(ctx.db, { name: `Éclair ${tag}` });
    const beta = await createEventCategory(ctx.db, { name: `beta ${tag}` });
    const response = await list();
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const mine = response.body.filter((category: { name: string }) => category.name.endsWith(tag));
    expect(mine.map((category: { id: number }) => category.id)).toEqual([alpha, beta, eclair, zeta]);
    expect(mine[3]).toEqual({ id: zeta, name: `zeta ${tag}`, description: 'last' });
    expect(mine[0]).toEqual({ id: alpha, name: `Alpha ${tag}`, description: null });
  });

  it('is open to a Coordinator and closed without a session', async () => {
    expect((await list(coordinatorToken)).status).toBe(200);
    expect(await list(null)).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
  });
});

describe('POST /api/event-categories', () => {
  it('answers 201 with the created category, trimmed, and lists it', async () => {
    const name = `Retreat ${uniqueTag()}`;
    const response = await post({ name: `  ${name}  `, description: '  Two days away  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), name, description: 'Two days away' });
    expect((await list()).body).toContainEqual(response.body);
  });

  it('stores a missing or empty description as null', async () => {
    for (const body of [{ name: uniqueTag() }, { name: uniqueTag(), description: '' }, { name: uniqueTag(), description: null }]) {
      const response = await post(body);
      expect(response.status).toBe(201);
      expect(response.body.description).toBeNull();
    }
  });

  it('lets a Coordinator create a category (the event form modal)', async () => {
    expect((await post({ name: uniqueTag() }, coordinatorToken)).status).toBe(201);
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const name = `x'; DELETE FROM event_categories; -- ${uniqueTag()}`;
    const description = '<img src=x onerror="alert(1)"> %_\\';
    const response = await post({ name, description });
    expect(response.status).toBe(201);
    expect((await list()).body).toContainEqual({ id: response.body.id, name, description });
  });

  it.each([
    ['nothing', {}, { name: ['Name is required.'] }],
    ['a blank name', { name: '   ' }, { name: ['Name is required.'] }],
    [
      'too long text',
      { name: 'n'.repeat(101), description: 'd'.repeat(2001) },
      { name: ['Must be at most 100 characters.'], description: ['Must be at most 2000 characters.'] },
    ],
    ['wrong types', { name: 12, description: ['x'] }, { name: ['Must be text.'], description: ['Must be text.'] }],
    ['an unknown field', { name: 'x', id: 3 }, { id: ['Unknown field.'] }],
  ])('answers 400 naming each failing field for %s', async (_label, body, errors) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
  });

  it('answers 409 for a name already used, whatever its case or surrounding spaces', async () => {
    const name = `Vigil ${uniqueTag()}`;
    expect((await post({ name })).status).toBe(201);
    for (const again of [name.toUpperCase(), `  ${name.toLowerCase()} `]) {
      const response = await post({ name: again, description: 'again' });
      expect(response.status).toBe(409);
      expect(errorTexts(response.body)).toEqual({
        message: 'Event category already exists',
        errors: { name: ['Event category already exists'] },
      });
    }
  });

  it('creates exactly one of ten concurrent creates of one name; the rest answer 409', async () => {
    const name = `Concurrent ${uniqueTag()}`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => post({ name })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await list()).body.filter((category: { name: string }) => category.name === name)).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await post({ name: uniqueTag() }, null)).status).toBe(401);
  });
});
