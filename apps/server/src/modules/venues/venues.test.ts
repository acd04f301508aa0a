import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, type TestContext, errorTexts } from '../../test/context.ts';
import { createLocation, createVenue } from '../../test/factories.ts';

let ctx: TestContext;
let coordinatorToken: string;
let postalCodeId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  coordinatorToken = (await ctx.signInAs(ROLE_IDS.coordinator)).token;
  ({ postalCodeId } = await createLocation(ctx.db, {
    country: 'Canada',
    province: 'Ontario',
    provinceCode: 'ON',
    city: 'Toronto',
    postalCode: 'M5V 2T6',
  }));
});
afterAll(() => ctx.close());

let tagCounter = 0;
function uniqueTag() {
  tagCounter += 1;
  return `tag${tagCounter}x${Date.now().toString(36)}`;
}

const post = (body: unknown, token: string | null = ctx.adminToken) => ctx.request({ method: 'POST', url: '/api/venues', token, body });
const list = (token: string | null = ctx.adminToken) => ctx.request({ method: 'GET', url: '/api/venues', token });

describe('POST /api/venues', () => {
  it('answers 201 with the full venue and its location names, trimmed', async () => {
    const name = `Parish Hall ${uniqueTag()}`;
    const response = await post({
      name: ` ${name} `,
      phones: ' 416-555-0100 ',
      website: 'https://example.org/hall',
      addressLine1: ' 1 King Street West ',
      addressLine2: 'Suite 200',
      postalCodeId,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name,
      phones: '416-555-0100',
      website: 'https://example.org/hall',
      addressLine1: '1 King Street West',
      addressLine2: 'Suite 200',
      postalCodeId,
      postalCode: 'M5V 2T6',
      city: 'Toronto',
      province: 'Ontario',
      provinceCode: 'ON',
      country: 'Canada',
    });
    expect((await list()).body).toContainEqual(response.body);
  });

  it('stores missing or empty optional fields as null', async () => {
    const response = await post({ name: uniqueTag(), addressLine1: '2 Main St', postalCodeId, phones: '', website: null });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ phones: null, website: null, addressLine2: null });
  });

  it('lets a Coordinator create a venue (the event form modal)', async () => {
    expect((await post({ name: uniqueTag(), addressLine1: '3 Main St', postalCodeId }, coordinatorToken)).status).toBe(201);
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const body = {
      name: `Hall'); DROP TABLE venues;-- ${uniqueTag()}`,
      // Phones and website have their forms (decision 048): what may be hostile is a link's query.
      phones: '+1 (555) 010-0000',
      website: "https://example.org/?q=<script>alert(1)</script>&x=' OR '1'='1",
      addressLine1: '<script>alert(1)</script>',
      addressLine2: "' OR '1'='1",
      postalCodeId,
    };
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject(body);
  });

  it.each([
    [
      'nothing',
      {},
      { name: ['Name is required.'], addressLine1: ['Address line 1 is required.'], postalCodeId: ['Postal code is required.'] },
    ],
    [
      'blank text and a null postal code',
      { name: ' ', addressLine1: ' ', postalCodeId: null },
      { name: ['Name is required.'], addressLine1: ['Address line 1 is required.'], postalCodeId: ['Postal code is required.'] },
    ],
    [
      'too long text',
      {
        name: 'n'.repeat(101),
        phones: 'p'.repeat(101),
        website: 'w'.repeat(201),
        addressLine1: 'a'.repeat(2001),
        addressLine2: 'b'.repeat(2001),
        postalCodeId: 1,
      },
      {
        name: ['Must be at most 100 characters.'],
        phones: ['Must be at most 100 characters.'],
        website: ['Must be at most 200 characters.'],
        addressLine1: ['Must be at most 2000 characters.'],
        addressLine2: ['Must be at most 2000 characters.'],
      },
    ],
    [
      'wrong types',
      { name: true, phones: 5, addressLine1: {}, postalCodeId: '1' },
      { name: ['Must be text.'], phones: ['Must be text.'], addressLine1: ['Must be text.'], postalCodeId: ['Must be a number.'] },
    ],
    ['an unknown field', { name: 'x', addressLine1: 'y', postalCodeId: 1, city: 'Toronto' }, { city: ['Unknown field.'] }],
  ])('answers 400 naming each failing field for %s', async (_label, body, errors) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
  });

  it('answers 400 for a postal code that does not exist', async () => {
    for (const unknown of [999999, 99999999999]) {
      const response = await post({ name: uniqueTag(), addressLine1: '1 Main St', postalCodeId: unknown });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String), errors: { postalCodeId: ['Postal code does not exist.'] } });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await post({ name: uniqueTag(), addressLine1: '1 Main St', postalCodeId }, null)).status).toBe(401);
  });
});

describe('GET /api/venues', () => {
  it('answers a bare array ordered by name, case- and accent-insensitively, then by id', async () => {
    const tag = uniqueTag();
    const second = await createVenue(ctx.db, { name: `hall b ${tag}`, postalCodeId });
    const last = await createVenue(ctx.db, { name: `Hall C ${tag}`, postalCodeId });
    const first = await createVenue(ctx.db, { name: `Hâll A ${tag}`, postalCodeId });
    const third = await createVenue(ctx.db, { name: `Hall B ${tag}`, postalCodeId });
    const response = await list();
    expect(response.status).toBe(200);
    const mine = response.body.filter((venue: { name: string }) => venue.name.endsWith(tag));
    expect(mine.map((venue: { id: number }) => venue.id)).toEqual([first, second, third, last]);
  });

  it('is open to a Coordinator and closed without a session', async () => {
    expect((await list(coordinatorToken)).status).toBe(200);
    expect(await list(null)).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
  });
});

describe('GET /api/venues with paging', () => {
  const page = (query: string) => ctx.request({ method: 'GET', url: `/api/venues?${query}`, token: ctx.adminToken });

  it('answers {totalCount, venues}: searched by name or id, sorted, one page', async () => {
    const tag = uniqueTag();
    const { postalCodeId: inAjax } = await createLocation(ctx.db, { city: 'Ajax', postalCode: 'L1S 1A1' });
    const { postalCodeId: inYork } = await createLocation(ctx.db, { city: 'York', postalCode: 'Y1 1AA' });
    const carmel = await createVenue(ctx.db, { name: `Carmel ${tag}`, postalCodeId: inAjax });
    const abbey = await createVenue(ctx.db, { name: `Abbey ${tag}`, postalCodeId: inYork });
    const basilica = await createVenue(ctx.db, { name: `Básilica ${tag}`, postalCodeId: inAjax });

    const byName = await page(`search=${tag}&page=1&size=5`);
    expect(byName.status).toBe(200);
    expect(byName.body.totalCount).toBe(3);
    expect(byName.body.venues.map((venue: { id: number }) => venue.id)).toEqual([abbey, basilica, carmel]);

    // By city (Ajax before York), then by name within a city; descending reverses both.
    const byCity = await page(`search=${tag}&sort=city&page=1&size=5`);
    expect(byCity.body.venues.map((venue: { id: number }) => venue.id)).toEqual([basilica, carmel, abbey]);
    const byCityDown = await page(`search=${tag}&sort=city&direction=desc&page=1&size=5`);
    expect(byCityDown.body.venues.map((venue: { id: number }) => venue.id)).toEqual([abbey, carmel, basilica]);

    const second = await page(`search=${tag}&page=2&size=5&sort=id`);
    expect(second.body).toEqual({ totalCount: 3, venues: [] });
    const byIdDown = (await page(`search=${tag}&sort=id&direction=desc&size=5&page=1`)).body.venues;
    expect(byIdDown.map((venue: { id: number }) => venue.id)).toEqual([carmel, abbey, basilica].sort((a, b) => b - a));

    const byId = await page(`search=${abbey}&page=1`);
    expect(byId.body.venues.map((venue: { id: number }) => venue.id)).toContain(abbey);
  });

  it('answers 400 for a sort or size the list does not offer', async () => {
    const response = await page('sort=phones&size=7');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['size', 'sort']);
  });
});

describe('GET /api/venues/{id}', () => {
  it('answers the venue with its location, 404 when there is none, 400 for a bad id', async () => {
    const id = await createVenue(ctx.db, { name: `One ${uniqueTag()}`, postalCodeId });
    const response = await ctx.request({ method: 'GET', url: `/api/venues/${id}`, token: coordinatorToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, postalCodeId, city: 'Toronto', province: 'Ontario', country: 'Canada' });
    const missing = await ctx.request({ method: 'GET', url: '/api/venues/999999', token: ctx.adminToken });
    expect(missing.status).toBe(404);
    expect(errorTexts(missing.body)).toEqual({ message: 'Venue not found' });
    expect((await ctx.request({ method: 'GET', url: '/api/venues/abc', token: ctx.adminToken })).status).toBe(400);
  });
});

describe('PUT /api/venues/{id}', () => {
  const put = (id: number | string, body: unknown, token: string | null = ctx.adminToken) =>
    ctx.request({ method: 'PUT', url: `/api/venues/${id}`, token, body });

  it('replaces every field, moves the venue to another postal code, and the list shows it', async () => {
    const tag = uniqueTag();
    const id = await createVenue(ctx.db, { name: `Old ${tag}`, postalCodeId });
    const { postalCodeId: elsewhere } = await createLocation(ctx.db, { city: 'Ottawa', postalCode: 'K1A 0A6' });
    const response = await put(
      id,
      {
        name: ` New ${tag} `,
        phones: '613-555-0100',
        website: null,
        addressLine1: '24 Sussex Dr',
        addressLine2: '',
        postalCodeId: elsewhere,
      },
      coordinatorToken,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: `New ${tag}`,
      phones: '613-555-0100',
      website: null,
      addressLine1: '24 Sussex Dr',
      addressLine2: null,
      postalCodeId: elsewhere,
      postalCode: 'K1A 0A6',
      city: 'Ottawa',
    });
    const listed = await ctx.request({ method: 'GET', url: `/api/venues?search=${tag}&page=1`, token: ctx.adminToken });
    expect(listed.body.venues).toEqual([response.body]);
  });

  it('answers 404 for a venue that does not exist and 400 for bad fields or an unknown postal code, changing nothing', async () => {
    const tag = uniqueTag();
    const id = await createVenue(ctx.db, { name: `Kept ${tag}`, postalCodeId });
    const before = (await ctx.request({ method: 'GET', url: `/api/venues/${id}`, token: ctx.adminToken })).body;

    const missing = await put(999999, { name: 'x', addressLine1: 'y', postalCodeId });
    expect(missing.status).toBe(404);
    const invalid = await put(id, { name: ' ', addressLine1: 'y', postalCodeId });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ name: ['Name is required.'] });
    const unknownPostalCode = await put(id, { name: 'x', addressLine1: 'y', postalCodeId: 999999 });
    expect(unknownPostalCode.status).toBe(400);
    expect(unknownPostalCode.body.errors).toEqual({ postalCodeId: ['Postal code does not exist.'] });

    expect((await ctx.request({ method: 'GET', url: `/api/venues/${id}`, token: ctx.adminToken })).body).toEqual(before);
    expect((await put(id, { name: 'x', addressLine1: 'y', postalCodeId }, null)).status).toBe(401);
  });
});
