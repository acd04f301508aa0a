import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { lastChangeId } from '../../test/changes.ts';
import { createEvent } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The change record's entries after `after`, oldest first. */
const entriesAfter = (after: number) =>
  ctx.db
    .selectFrom('changes')
    .select(['action', 'actor_kind', 'actor_id', 'actor_name', 'target_kind', 'target_id', 'data'])
    .where('id', '>', after)
    .orderBy('id')
    .execute();

const lastId = () => lastChangeId(ctx.db);

const careReadsAfter = async (after: number) => (await entriesAfter(after)).filter((entry) => entry.action === 'care.read');

const withCare = (lastName: string) => createMember(ctx.db, { firstName: 'Cara', lastName, foodAllergies: 'Peanuts' });

describe('a read of care in the change record (care.read)', () => {
  it('records one entry for member details with care, by the staff member who read them', async () => {
    const admin = await ctx.signInAs(1);
    const member = await withCare('Details');
    const before = await lastId();
    const read = await ctx.request({ method: 'GET', url: `/api/members/${member}`, token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.foodAllergies).toBe('Peanuts');
    expect(await careReadsAfter(before)).toEqual([
      expect.objectContaining({ actor_kind: 'staff', actor_id: admin.code, target_kind: 'member', target_id: member, data: null }),
    ]);
  });

  it('records nothing for member details without care', async () => {
    const member = await createMember(ctx.db, { firstName: 'No', lastName: 'Care' });
    const before = await lastId();
    expect((await ctx.request({ method: 'GET', url: `/api/members/${member}`, token: ctx.adminToken })).status).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it("records a token's read with the token as its actor", async () => {
    const made = await ctx.request({
      method: 'POST',
      url: '/api/api-tokens',
      token: ctx.adminToken,
      body: { name: 'Care reader', scopes: ['members:read'] },
    });
    const { token, apiToken } = made.body;
    const member = await withCare('Token');
    const before = await lastId();
    expect((await ctx.request({ method: 'GET', url: `/api/members/${member}`, token })).status).toBe(200);
    expect(await careReadsAfter(before)).toEqual([
      expect.objectContaining({ actor_kind: 'token', actor_id: apiToken.id, actor_name: 'Care reader', target_id: member }),
    ]);
    // A page of the list hands the care fields to the program too: one entry for the page.
    const page = await ctx.request({ method: 'GET', url: `/api/members?search=${encodeURIComponent('Cara Token')}`, token });
    expect(page.body.members.map((found: { code: number }) => found.code)).toEqual([member]);
    const after = await careReadsAfter(before);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ actor_kind: 'token', actor_id: apiToken.id, target_kind: null, target_id: null });
  });

  it("records nothing for a staff member's page of the list", async () => {
    await withCare('Listed');
    const before = await lastId();
    expect((await ctx.request({ method: 'GET', url: '/api/members?search=listed', token: ctx.adminToken })).status).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('records one entry per members export that holds care, not one per row', async () => {
    await withCare('Exported');
    await withCare('Exported');
    const before = await lastId();
    const exported = await ctx.request({ method: 'GET', url: '/api/members/export?search=exported', token: ctx.adminToken });
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('Peanuts');
    expect(await careReadsAfter(before)).toEqual([expect.objectContaining({ actor_kind: 'staff', target_kind: null, target_id: null })]);
    const none = await ctx.request({ method: 'GET', url: '/api/members/export?search=nobody-is-called-this', token: ctx.adminToken });
    expect(none.status).toBe(200);
    expect(await careReadsAfter(before)).toHaveLength(1);
  });

  it('records exactly one entry for a door scan that shows care, in the scan, and none for one without', async () => {
    const event = await createEvent(ctx.db, { startsAt: Date.now() - 60_000 });
    const member = await withCare('Door');
    const plain = await createMember(ctx.db, { firstName: 'Plain', lastName: 'Door' });
    const before = await lastId();
    const scanned = await ctx.request({
      method: 'POST',
      url: `/api/events/${event}/check-ins`,
      token: ctx.adminToken,
      body: { scanId: randomUUID(), members: [member, plain] },
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.results[0].care).toEqual({ foodAllergies: 'Peanuts' });
    expect(await careReadsAfter(before)).toEqual([
      expect.objectContaining({ actor_kind: 'staff', target_kind: 'member', target_id: member }),
    ]);

    // One scan of one member, already checked in: the care is shown again, and read once again.
    const again = await lastId();
    const put = await ctx.request({
      method: 'PUT',
      url: `/api/events/${event}/attendees/${member}`,
      token: ctx.adminToken,
      body: { checkIn: true, scanId: randomUUID() },
    });
    expect(put.status).toBe(200);
    expect(await careReadsAfter(again)).toHaveLength(1);
  });

  it("records one entry of the event's for a roster that shows care, sent to staff, and none for a 304 or a roster without care", async () => {
    // Registration required: the roster is its registered attendees, not every member.
    const event = await createEvent(ctx.db, { startsAt: Date.now() - 60_000, registrationRequired: true });
    const plain = await createMember(ctx.db, { firstName: 'Plain', lastName: 'Roster' });
    const register = (code: number) =>
      ctx.request({ method: 'POST', url: `/api/events/${event}/attendees`, token: ctx.adminToken, body: { code } });
    expect((await register(plain)).status).toBe(201);
    const roster = (etag?: string) =>
      ctx.request({
        method: 'GET',
        url: `/api/events/${event}/roster`,
        token: ctx.adminToken,
        ...(etag && { headers: { 'if-none-match': etag } }),
      });
    const before = await lastId();
    expect((await roster()).status).toBe(200);
    expect(await careReadsAfter(before)).toEqual([]);

    const member = await withCare('Roster');
    expect((await register(member)).status).toBe(201);
    const after = await lastId();
    const read = await roster();
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain('Peanuts');
    expect(await careReadsAfter(after)).toEqual([
      expect.objectContaining({ actor_kind: 'staff', target_kind: 'event', target_id: event, data: null }),
    ]);
    // The door's screen asks again with the tag: nothing new was sent, so nothing more was read.
    expect((await roster(String(read.headers.etag))).status).toBe(304);
    expect(await careReadsAfter(after)).toHaveLength(1);
    // Someone else registered: the screen's refresh gets the roster anew, still the same screen's read.
    expect((await register(await withCare('Later'))).status).toBe(201);
    expect((await roster(String(read.headers.etag))).status).toBe(200);
    expect(await careReadsAfter(after)).toHaveLength(1);
    // Another staff member's screen is a read of their own.
    const coordinator = await ctx.signInAs(2);
    expect((await ctx.request({ method: 'GET', url: `/api/events/${event}/roster`, token: coordinator.token })).status).toBe(200);
    expect(await careReadsAfter(after)).toEqual([
      expect.objectContaining({ actor_kind: 'staff', target_kind: 'event', target_id: event }),
      expect.objectContaining({ actor_kind: 'staff', actor_id: coordinator.code, target_kind: 'event', target_id: event }),
    ]);
  });
});
