import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { createEvent, createEventCategory, createProgram } from '../../test/factories.ts';

/* GET /api/reports/attendance and GET /api/reports/absentees (docs/api.md, "Reports"). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.request({ method: 'GET', url, token: ctx.adminToken });
const at = (iso: string) => Date.parse(iso);
const DAY = 24 * 60 * 60 * 1000;

async function attend(eventCode: number, memberCode: number, checkedIn: boolean) {
  await ctx.db
    .insertInto('attendance')
    .values({ event_code: eventCode, member_code: memberCode, registered_at: 1, checked_in_at: checkedIn ? 2 : null, checked_in_by: null })
    .execute();
}

describe('GET /api/reports/attendance', () => {
  it('lists the events of the period with their counts, and every month with its sums, filtered by program and category', async () => {
    const [choir, youth] = [await createProgram(ctx.db, { name: 'Choir' }), await createProgram(ctx.db, { name: 'Youth' })];
    const [mass, trip] = [await createEventCategory(ctx.db), await createEventCategory(ctx.db)];
    const members = [await createMember(ctx.db), await createMember(ctx.db), await createMember(ctx.db)];
    const event = (name: string, start: string, programId: number, categoryId = mass, isCancelled = false) =>
      createEvent(ctx.db, { name, startsAt: at(start), programId, categoryId, isCancelled });
    const jan1 = await event('Jan first', '2019-01-06T18:00:00Z', choir);
    const jan2 = await event('Jan second', '2019-01-20T18:00:00Z', choir, trip);
    await event('Jan cancelled', '2019-01-27T18:00:00Z', choir, mass, true);
    const mar = await event('Mar last day', '2019-03-31T23:30:00Z', youth);
    await event('Before', '2018-12-31T23:59:00Z', choir);
    await event('After', '2019-04-01T00:00:00Z', choir);
    await attend(jan1, members[0]!, true);
    await attend(jan1, members[1]!, false);
    await attend(jan2, members[0]!, true);
    await attend(jan2, members[1]!, true);
    await attend(jan2, members[2]!, false);
    await attend(mar, members[2]!, true);

    const all = await get('/api/reports/attendance?from=2019-01-01&to=2019-03-31');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      events: [
        { code: jan1, name: 'Jan first', start: '2019-01-06T18:00:00.000Z', program: 'Choir', registered: 2, checked: 1 },
        { code: jan2, name: 'Jan second', start: '2019-01-20T18:00:00.000Z', program: 'Choir', registered: 3, checked: 2 },
        { code: mar, name: 'Mar last day', start: '2019-03-31T23:30:00.000Z', program: 'Youth', registered: 1, checked: 1 },
      ],
      byMonth: [
        { month: '2019-01', events: 2, registered: 5, checked: 3 },
        { month: '2019-02', events: 0, registered: 0, checked: 0 },
        { month: '2019-03', events: 1, registered: 1, checked: 1 },
      ],
    });

    const youthOnly = await get(`/api/reports/attendance?from=2019-01-01&to=2019-03-31&program=${youth}`);
    expect(youthOnly.body.events.map((row: { code: number }) => row.code)).toEqual([mar]);
    const trips = await get(`/api/reports/attendance?from=2019-01-01&to=2019-03-31&category=${trip}&program=${choir}&program=${youth}`);
    expect(trips.body.events.map((row: { code: number }) => row.code)).toEqual([jan2]);
    expect(trips.body.byMonth).toEqual([
      { month: '2019-01', events: 1, registered: 3, checked: 2 },
      { month: '2019-02', events: 0, registered: 0, checked: 0 },
      { month: '2019-03', events: 0, registered: 0, checked: 0 },
    ]);
  });

  it('refuses a missing or reversed period with field errors', async () => {
    expect(errorTexts((await get('/api/reports/attendance?to=2019-01-01')).body)).toEqual({
      message: 'Invalid input.',
      errors: { from: ['From is required.'] },
    });
    expect(errorTexts((await get('/api/reports/attendance?from=2019-02-01&to=2019-01-31')).body)).toEqual({
      message: 'Invalid input.',
      errors: { to: ['To must not be before From.'] },
    });
    expect((await get('/api/reports/attendance?from=2019-02-30&to=2019-03-01')).status).toBe(400);
  });

  it('covers up to ten years, to the day before the same date ten years on, and refuses a longer period quickly', async () => {
    const tenYears = await get('/api/reports/attendance?from=2016-01-15&to=2026-01-14');
    expect(tenYears.status).toBe(200);
    // January 2016 to January 2026: 10 × 12 + 1 months.
    expect(tenYears.body.byMonth).toHaveLength(121);
    expect(tenYears.body.byMonth[0].month).toBe('2016-01');
    expect(tenYears.body.byMonth.at(-1).month).toBe('2026-01');
    for (const url of ['/api/reports/attendance?from=2016-01-15&to=2026-01-15', '/api/reports/attendance?from=2019-01-01&to=9999-12-31']) {
      expect(errorTexts((await get(url)).body), url).toEqual({
        message: 'Invalid input.',
        errors: { to: ['The period must be at most 10 years.'] },
      });
    }
    const lastYears = await get('/api/reports/attendance?from=9990-01-01&to=9999-12-31');
    expect(lastYears.status).toBe(200);
    expect(lastYears.body.byMonth).toHaveLength(120);
    expect(lastYears.body.byMonth.at(-1).month).toBe('9999-12');
    expect((await get('/api/reports/attendance?from=2019-01-01&to=2019-03-01&program=x')).status).toBe(400);
  });
});

describe('GET /api/reports/absentees', () => {
  it('lists the members who came regularly in the 6 months before the last weeks and not since, with contact details', async () => {
    const now = Date.now();
    const weeksAgo = (weeks: number) => createEvent(ctx.db, { startsAt: now - weeks * 7 * DAY });
    const before = [await weeksAgo(10), await weeksAgo(12), await weeksAgo(14), await weeksAgo(20)];
    const since = await weeksAgo(1);
    const longAgo = await weeksAgo(40);
    const person = (firstName: string, isEnabled = true) =>
      createMember(ctx.db, { firstName, lastName: 'Report', phones: `555-${firstName}`, isEnabled });
    const regular = await person('Regular');
    const steady = await person('Steady');
    const returning = await person('Returning');
    const occasional = await person('Occasional');
    const registeredOnly = await person('Registered');
    const disabled = await person('Disabled', false);
    const old = await person('Old');
    for (const event of before) await attend(event, regular, true);
    for (const event of before.slice(0, 3)) {
      await attend(event, steady, true);
      await attend(event, returning, true);
      await attend(event, registeredOnly, false);
      await attend(event, disabled, true);
    }
    await attend(since, returning, true);
    await attend(since, steady, false);
    for (const event of before.slice(0, 2)) await attend(event, occasional, true);
    await attend(longAgo, old, true);
    await attend(before[0]!, old, true);
    await attend(before[1]!, old, true);

    const response = await get('/api/reports/absentees?weeks=4&minEvents=3');
    expect(response.status).toBe(200);
    const row = (code: number, firstName: string, eventsBefore: number) => ({
      code,
      fullname: `${firstName} Report`,
      email: expect.any(String),
      phones: `555-${firstName}`,
      lastCheckIn: new Date(2).toISOString(),
      eventsBefore,
    });
    // Most events first; a registration without a check-in counts for nothing, before or since.
    expect(response.body).toEqual([row(regular, 'Regular', 4), row(steady, 'Steady', 3)]);

    const looser = await get('/api/reports/absentees?weeks=4&minEvents=2');
    expect(looser.body.map((absentee: { code: number }) => absentee.code)).toEqual([regular, steady, occasional, old]);
    // With 15 weeks, the events of 10 to 14 weeks ago are "since": only the one of 20 weeks ago and earlier count.
    const longer = await get('/api/reports/absentees?weeks=15&minEvents=1');
    expect(longer.body.map((absentee: { code: number }) => absentee.code)).toEqual([]);
    expect((await get('/api/reports/absentees?weeks=0')).status).toBe(400);
    expect((await get('/api/reports/absentees?minEvents=abc')).status).toBe(400);
  });
});
