import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent, createProgram } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const memberEvents = (member: number, query = '') =>
  ctx.request({ method: 'GET', url: `/api/members/${member}/events${query}`, token: ctx.adminToken });
const register = (event: number, member: number, checkIn = false) =>
  ctx.request({ method: 'POST', url: `/api/events/${event}/attendees`, token: ctx.adminToken, body: { code: member, checkIn } });

describe("a member's events", () => {
  it('lists the events they were registered for and checked in at, the latest to start first, with their own times', async () => {
    const member = await createMember(ctx.db, { firstName: 'Rosa', lastName: 'Vidal' });
    const programId = await createProgram(ctx.db, { name: 'Catechism' });
    // Fixed instants, so that the dates and times on the wire are known without the code's help.
    const past = await createEvent(ctx.db, {
      name: 'Advent retreat',
      programId,
      startsAt: Date.UTC(2024, 11, 7, 9, 30),
      endsAt: Date.UTC(2024, 11, 7, 12, 0),
    });
    const future = await createEvent(ctx.db, {
      name: 'First communion',
      programId,
      startsAt: Date.UTC(2099, 4, 3, 16, 15),
      endsAt: Date.UTC(2099, 4, 3, 18, 0),
    });
    const cancelled = await createEvent(ctx.db, {
      name: 'Picnic',
      startsAt: Date.UTC(2098, 5, 1, 10, 0),
      endsAt: Date.UTC(2098, 5, 1, 14, 0),
      isCancelled: true,
    });
    const notTheirs = await createEvent(ctx.db, { name: 'Choir practice', startsAt: Date.UTC(2097, 0, 1, 19, 0) });

    const before = Date.now();
    expect((await register(past, member, true)).status).toBe(201);
    expect((await register(future, member)).status).toBe(201);
    // A cancelled event takes no registration now; one made before the cancelling stays on record.
    await ctx.db
      .insertInto('attendance')
      .values({
        event_code: cancelled,
        member_code: member,
        registered_at: Date.UTC(2098, 0, 2, 8, 0),
        checked_in_at: null,
        checked_in_by: null,
      })
      .execute();
    expect((await register(notTheirs, await createMember(ctx.db))).status).toBe(201);
    const after = Date.now();

    const response = await memberEvents(member);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(3);
    expect(response.body.events).toEqual([
      {
        code: future,
        name: 'First communion',
        program: 'Catechism',
        startDate: '2099-05-03',
        startTime: '16:15',
        endDate: '2099-05-03',
        endTime: '18:00',
        status: 'Upcoming',
        registeredAt: expect.stringMatching(ISO_INSTANT),
        checkedInAt: null,
        checkedOutAt: null,
      },
      expect.objectContaining({
        code: cancelled,
        name: 'Picnic',
        status: 'Cancelled',
        registeredAt: '2098-01-02T08:00:00.000Z',
        checkedInAt: null,
      }),
      {
        code: past,
        name: 'Advent retreat',
        program: 'Catechism',
        startDate: '2024-12-07',
        startTime: '09:30',
        endDate: '2024-12-07',
        endTime: '12:00',
        status: 'Finalized',
        registeredAt: expect.stringMatching(ISO_INSTANT),
        checkedInAt: expect.stringMatching(ISO_INSTANT),
        checkedOutAt: null,
      },
    ]);
    const checkedInAt = Date.parse(response.body.events[2].checkedInAt);
    expect(checkedInAt).toBeGreaterThanOrEqual(before);
    expect(checkedInAt).toBeLessThanOrEqual(after);
  });

  it('pages them, ties of the same start by the newer event first, and forgets an event they were unregistered from', async () => {
    const member = await createMember(ctx.db);
    const start = Date.UTC(2030, 2, 10, 10, 0);
    const events = [];
    for (let index = 0; index < 6; index += 1) {
      // Two events at once (index 4 and 5), the rest a day apart.
      const event = await createEvent(ctx.db, { startsAt: start + Math.min(index, 4) * 24 * HOUR });
      expect((await register(event, member)).status).toBe(201);
      events.push(event);
    }
    const [e0, e1, e2, e3, e4, e5] = events as [number, number, number, number, number, number];
    const codes = (body: { events: { code: number }[] }) => body.events.map((event) => event.code);

    const first = await memberEvents(member, '?page=1&size=5');
    expect(first.body).toMatchObject({ totalCount: 6 });
    expect(codes(first.body)).toEqual([e5, e4, e3, e2, e1]);
    expect(codes((await memberEvents(member, '?page=2&size=5')).body)).toEqual([e0]);

    expect((await ctx.request({ method: 'DELETE', url: `/api/events/${e2}/attendees/${member}`, token: ctx.adminToken })).status).toBe(204);
    const left = await memberEvents(member);
    expect(left.body.totalCount).toBe(5);
    expect(codes(left.body)).toEqual([e5, e4, e3, e1, e0]);
  });

  it('answers an empty list for a member who came to nothing, and 404 for no such member', async () => {
    expect((await memberEvents(await createMember(ctx.db))).body).toEqual({ totalCount: 0, events: [] });
    expect(await memberEvents(999_999)).toMatchObject({ status: 404, body: { message: 'Member not found' } });
    expect(await memberEvents(1, '?size=0')).toMatchObject({ status: 400 });
  });
});
