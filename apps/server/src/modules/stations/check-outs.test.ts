import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { asStation, createFamily, enrolStation, type EnrolledStation } from '../../test/stations.ts';
import { countAttendance } from '../attendance/attendance.service.ts';

/*
 * Check-out with the pickup tag's code (docs/api.md, "Check-out"): the batch's children and who
 * may collect them, a wrong code refused changing nothing, present counted, on both databases.
 */

let ctx: TestContext;
let kiosk: EnrolledStation;
let door: EnrolledStation;
beforeAll(async () => {
  ctx = await createTestContext();
  kiosk = await enrolStation(ctx, { mode: 'self' });
  door = await enrolStation(ctx, { mode: 'manned', name: 'Nursery door' });
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

/** A family of a parent and two children checked in at the kiosk; the older child with an allowed and a not-allowed pickup. */
async function checkedInFamily() {
  const {
    id: householdId,
    surname,
    parent,
    older,
    younger,
  } = await createFamily(ctx, 'Out', {
    parent: { firstName: 'Rosa' },
    older: { firstName: 'Tom', birthDate: '2018-01-01' },
    younger: { firstName: 'Mia', birthDate: '2020-01-01' },
  });
  await ctx.db
    .insertInto('member_pickups')
    .values([
      { member_code: older, position: 0, name: 'Grandma Pilar', phone: '555 0101', relation: 'Grandmother', allowed: 1, note: null },
      { member_code: older, position: 1, name: 'Bob Stone', phone: null, relation: null, allowed: 0, note: 'Court order' },
    ])
    .execute();
  const event = await createEvent(ctx.db, { startsAt: Date.now() - 5 * MINUTE, endsAt: Date.now() + 60 * MINUTE });
  const batch = await asStation(ctx, kiosk, {
    method: 'POST',
    url: '/api/station/check-ins',
    body: {
      scanId: randomUUID(),
      householdId,
      selections: [
        { memberCode: older, eventCode: event },
        { memberCode: younger, eventCode: event },
        { memberCode: parent, eventCode: event },
      ],
    },
  });
  expect(batch.status).toBe(201);
  return { event, parent, older, younger, surname, batchId: batch.body.batchId as string, code: batch.body.securityCode as string };
}

const lookup = (station: EnrolledStation, event: number, code: string) =>
  asStation(ctx, station, { method: 'GET', url: `/api/events/${event}/pickups?securityCode=${encodeURIComponent(code)}` });
const checkOut = (station: EnrolledStation, event: number, body: unknown) =>
  asStation(ctx, station, { method: 'POST', url: `/api/events/${event}/check-outs`, body });
const checkedOut = (event: number) =>
  ctx.db
    .selectFrom('attendance')
    .select(['member_code', 'checked_out_at'])
    .where('event_code', '=', event)
    .where('checked_out_at', 'is not', null)
    .execute();
/** A security code that is not this one: the same alphabet, another letter first. */
const otherCode = (code: string) => (code.startsWith('A') ? 'C' : 'A') + code.slice(1);

describe('the pickup tag at a manned station', () => {
  it("finds the batch's children with who may collect them and who may not", async () => {
    const family = await checkedInFamily();
    // Typed as a volunteer would: small letters, a space.
    const typed = `${family.code.slice(0, 2).toLowerCase()} ${family.code.slice(2).toLowerCase()}`;
    const found = await lookup(door, family.event, typed);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toEqual({
      batchId: family.batchId,
      securityCode: family.code,
      children: [
        {
          memberCode: family.older,
          fullname: `Tom ${family.surname}`,
          checkIn: true,
          checkedOutAt: null,
          pickups: [
            { name: 'Grandma Pilar', phone: '555 0101', relation: 'Grandmother', allowed: true, note: null },
            { name: 'Bob Stone', phone: null, relation: null, allowed: false, note: 'Court order' },
          ],
        },
        { memberCode: family.younger, fullname: `Mia ${family.surname}`, checkIn: true, checkedOutAt: null, pickups: [] },
      ],
    });
    expect(await lookup(door, family.event, otherCode(family.code))).toMatchObject({
      status: 404,
      body: { message: 'This code does not match.' },
    });
  });

  it('refuses a wrong code with 409 and changes nothing; the right one checks out and answers who may collect', async () => {
    const family = await checkedInFamily();
    expect(await countAttendance(ctx.db, family.event)).toEqual({ registered: 3, checked: 3, present: 3 });
    const wrong = await checkOut(door, family.event, {
      securityCode: otherCode(family.code),
      memberCodes: [family.older],
      scanId: randomUUID(),
    });
    expect(wrong).toMatchObject({ status: 409, body: { message: 'This code does not match.' } });
    expect(await checkedOut(family.event)).toEqual([]);
    // The parent came with the batch, but a pickup tag collects its children only.
    const parent = await checkOut(door, family.event, { securityCode: family.code, memberCodes: [family.parent], scanId: randomUUID() });
    expect(parent).toMatchObject({ status: 409, body: { message: 'This code does not match.' } });

    const before = Date.now();
    const body = { securityCode: family.code, memberCodes: [family.older], scanId: randomUUID() };
    const right = await checkOut(door, family.event, body);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.results).toEqual([
      {
        memberCode: family.older,
        fullname: `Tom ${family.surname}`,
        checkedOutAt: expect.any(String),
        pickups: [
          expect.objectContaining({ name: 'Grandma Pilar', allowed: true }),
          expect.objectContaining({ name: 'Bob Stone', allowed: false }),
        ],
      },
    ]);
    expect(Date.parse(right.body.results[0].checkedOutAt)).toBeGreaterThanOrEqual(before - 1);
    expect(await countAttendance(ctx.db, family.event)).toEqual({ registered: 3, checked: 3, present: 2 });
    // A retry answers the same time; nothing moves.
    const retry = await checkOut(door, family.event, body);
    expect(retry.body).toEqual(right.body);
    expect(await checkedOut(family.event)).toHaveLength(1);
  });

  it("shows the check-out to the office's attendee list and the door's search, and a check-in again makes them present", async () => {
    const family = await checkedInFamily();
    const staff = await ctx.request({
      method: 'POST',
      url: `/api/events/${family.event}/check-outs`,
      token: ctx.adminToken,
      body: { securityCode: family.code, memberCodes: [family.older, family.younger], scanId: randomUUID() },
    });
    expect(staff.status).toBe(200);
    const admin = await ctx.db
      .selectFrom('members')
      .select(['code', 'first_name', 'last_name'])
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    const list = await ctx.request({ method: 'GET', url: `/api/events/${family.event}/attendees?registered=true`, token: ctx.adminToken });
    const tom = (list.body.attendees as { code: number }[]).find((attendee) => attendee.code === family.older);
    expect(tom).toMatchObject({
      checkIn: true,
      checkedOutAt: staff.body.results[0].checkedOutAt,
      checkedOutBy: { code: admin.code, fullname: `${admin.first_name} ${admin.last_name}` },
    });
    const search = await asStation(ctx, door, { method: 'GET', url: `/api/events/${family.event}/door-search?q=${family.surname}` });
    const people = search.body[0].members as { code: number; checkedOutAt: string | null }[];
    expect(people.find((person) => person.code === family.older)?.checkedOutAt).toBe(staff.body.results[0].checkedOutAt);
    expect(people.find((person) => person.code === family.parent)?.checkedOutAt).toBeNull();
    expect(await countAttendance(ctx.db, family.event)).toEqual({ registered: 3, checked: 3, present: 1 });

    // Back for the second service: checked in anew, present again.
    const again = await ctx.request({
      method: 'PUT',
      url: `/api/events/${family.event}/attendees/${family.older}`,
      token: ctx.adminToken,
      body: { checkIn: true },
    });
    expect(again.body).toMatchObject({ checkIn: true, alreadyCheckedIn: false, checkedOutAt: null, checkedOutBy: null });
    expect(await countAttendance(ctx.db, family.event)).toEqual({ registered: 3, checked: 3, present: 2 });
  });

  it('is not for a self kiosk, and refuses bad input', async () => {
    const family = await checkedInFamily();
    expect((await lookup(kiosk, family.event, family.code)).status).toBe(403);
    expect(
      (await checkOut(kiosk, family.event, { securityCode: family.code, memberCodes: [family.older], scanId: randomUUID() })).status,
    ).toBe(403);
    expect((await checkOut(door, family.event, { securityCode: family.code, memberCodes: [], scanId: randomUUID() })).status).toBe(400);
    expect((await checkOut(door, family.event, { securityCode: '', memberCodes: [family.older], scanId: randomUUID() })).status).toBe(400);
    expect((await checkOut(door, family.event, { securityCode: family.code, memberCodes: [family.older], scanId: 'x' })).status).toBe(400);
    expect(await checkedOut(family.event)).toEqual([]);
  });
});
