import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, errorBody, messages, type MessageToken } from '@console/contracts';
import { createMember, createTestContext, uniqueEmail, type TestContext } from '../../test/context.ts';
import { createLocation } from '../../test/factories.ts';

/** A birth date, phones and a venue's website that look like none are refused (decision 048), on both databases. */

let ctx: TestContext;
let postalCodeId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ postalCodeId } = await createLocation(ctx.db, {
    country: 'Canada',
    province: 'Ontario',
    provinceCode: 'ON',
    city: 'Ottawa',
    postalCode: 'K1A 0B1',
  }));
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
/** Two days after today in UTC is after today everywhere on Earth. */
const dayAfterTomorrow = () => new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);

const newMember = (overrides: Record<string, unknown> = {}) => ({
  roleId: ROLE_IDS.member,
  firstName: 'Marta',
  lastName: 'Gil',
  email: uniqueEmail('marta'),
  ...overrides,
});

const refused = (field: string, message: MessageToken) => errorBody(messages.common.invalidInput, { [field]: [message] });

const BAD_VALUES: [string, string, () => unknown, MessageToken][] = [
  ['a birth date years ahead', 'birthDate', () => '2999-01-01', messages.members.birthDateInFuture],
  ['a birth date the day after tomorrow', 'birthDate', dayAfterTomorrow, messages.members.birthDateInFuture],
  ['a phone with a letter', 'phones', () => '555-12x', messages.common.phonesInvalid],
  ['a phone of two digits', 'phones', () => '55', messages.common.phonesInvalid],
  ['a second phone that is a word', 'phones', () => '555-0101, office', messages.common.phonesInvalid],
];

async function membersWithEmail(email: string) {
  return (await ctx.db.selectFrom('members').select('code').where('email', '=', email).execute()).length;
}

describe('POST /api/members', () => {
  it.each(BAD_VALUES)('refuses %s with the contract’s 400 and creates no one', async (_, field, value, message) => {
    const body = newMember({ [field]: value() });
    const response = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused(field, message));
    expect(await membersWithEmail(body.email)).toBe(0);
  });

  it('accepts today’s birth date (in UTC) and phones written the usual ways', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = newMember({ birthDate: today, phones: '+1 (613) 555-0100, 613.555.0101; 555 0102' });
    const response = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ birthDate: today, phones: '+1 (613) 555-0100, 613.555.0101; 555 0102' });
  });
});

describe('PUT and PATCH /api/members/{code}', () => {
  it.each(BAD_VALUES)('PUT refuses %s with the contract’s 400 and changes nothing', async (_, field, value, message) => {
    const email = uniqueEmail('kept');
    const code = await createMember(ctx.db, { email, phones: '555-0142', birthDate: '1980-05-06' });
    const before = await ctx.request({ method: 'GET', url: `/api/members/${code}`, token: ctx.adminToken });
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: newMember({ code, email, firstName: 'Changed', [field]: value() }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused(field, message));
    const after = await ctx.request({ method: 'GET', url: `/api/members/${code}`, token: ctx.adminToken });
    expect(after.body).toEqual(before.body);
    expect(after.body).toMatchObject({ firstName: 'Test', phones: '555-0142', birthDate: '1980-05-06' });
  });

  it('PATCH (the profile) refuses phones that are no phones and keeps the old ones', async () => {
    const code = await createMember(ctx.db, { phones: '555-0142' });
    const response = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${code}`,
      token: ctx.adminToken,
      body: { phones: '555-12x' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused('phones', messages.common.phonesInvalid));
    const after = await ctx.request({ method: 'GET', url: `/api/members/${code}`, token: ctx.adminToken });
    expect(after.body).toMatchObject({ phones: '555-0142' });
  });
});

describe('POST /api/venues', () => {
  const venue = (overrides: Record<string, unknown>) => ({
    name: `Hall ${Date.now().toString(36)}`,
    addressLine1: '1 Main St',
    postalCodeId,
    ...overrides,
  });

  it.each([
    ['a bare word as website', 'website', 'stjoseph', messages.venues.websiteInvalid],
    ['a website without its scheme', 'website', 'stjoseph.org', messages.venues.websiteInvalid],
    ['a website whose host has no dot', 'website', 'https://stjoseph', messages.venues.websiteInvalid],
    ['a javascript: website', 'website', 'javascript:alert(1)', messages.venues.websiteInvalid],
    ['a phone with a letter', 'phones', '555-12x', messages.common.phonesInvalid],
  ] as const)('refuses %s with the contract’s 400 and creates no venue', async (_, field, value, message) => {
    const body = venue({ [field]: value });
    const response = await ctx.request({ method: 'POST', url: '/api/venues', token: ctx.adminToken, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused(field, message));
    expect(await ctx.db.selectFrom('venues').select('id').where('name', '=', body.name).execute()).toEqual([]);
  });

  it('accepts an https address with a domain', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/venues',
      token: ctx.adminToken,
      body: venue({ website: 'https://stjoseph.org', phones: '+1 613 555 0199' }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ website: 'https://stjoseph.org', phones: '+1 613 555 0199' });
  });
});
