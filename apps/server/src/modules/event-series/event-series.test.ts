import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeAction } from '@console/contracts';
import { createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { createEvent, createEventCategory, createLocation, createProgram, createVenue } from '../../test/factories.ts';

/*
 * Repeating events in an organisation on Madrid's time (UTC+1 in winter, UTC+2 from the last
 * Sunday of March, 2027-03-28): the expected UTC starts are worked out by hand.
 */

let ctx: TestContext;
let refs: { programId: number; categoryId: number; venueId: number };

beforeAll(async () => {
  ctx = await createTestContext({ timeZone: 'Europe/Madrid' });
  const { postalCodeId } = await createLocation(ctx.db, { country: 'Spain', provinceCode: 'M', city: 'Madrid' });
  refs = {
    programId: await createProgram(ctx.db, { name: 'Parish' }),
    categoryId: await createEventCategory(ctx.db, { name: 'Mass' }),
    venueId: await createVenue(ctx.db, { name: 'San Ginés', postalCodeId }),
  };
});
afterAll(() => ctx.close());

/** Sunday Mass at 10:00 Madrid from 2027-03-14 (09:00 to 10:00 UTC, winter time). */
function seriesBody(repeat: Record<string, unknown>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...refs,
    name: 'Sunday Mass',
    startDate: '2027-03-14',
    endDate: '2027-03-14',
    startTime: '09:00',
    endTime: '10:00',
    repeat,
    ...overrides,
  };
}

const post = (body: unknown) => ctx.request({ method: 'POST', url: '/api/event-series', token: ctx.adminToken, body });
const get = (url: string) => ctx.request({ method: 'GET', url, token: ctx.adminToken });
const put = (code: number, body: unknown, scope = '') =>
  ctx.request({ method: 'PUT', url: `/api/events/${code}${scope && `?scope=${scope}`}`, token: ctx.adminToken, body });
const patch = (code: number, body: unknown, scope = '') =>
  ctx.request({ method: 'PATCH', url: `/api/events/${code}${scope && `?scope=${scope}`}`, token: ctx.adminToken, body });

/** `YYYY-MM-DD HH:mm-HH:mm` of each event (UTC), to compare a series at a glance. */
const times = (events: { startDate: string; startTime: string; endTime: string }[]) =>
  events.map((event) => `${event.startDate} ${event.startTime}-${event.endTime}`);

async function changesOf(action: ChangeAction, codes: number[]) {
  const rows = await ctx.db
    .selectFrom('changes')
    .select('target_id')
    .where('action', '=', action)
    .where('target_kind', '=', 'event')
    .where('target_id', 'in', codes)
    .execute();
  return rows.map((row) => row.target_id).sort((a, b) => Number(a) - Number(b));
}

async function weeklySeries(count = 4) {
  const response = await post(seriesBody({ frequency: 'weekly', weekdays: ['SU'], count }));
  expect(response.status).toBe(201);
  return response.body as { id: number; events: { code: number }[] };
}

describe('POST /api/event-series', () => {
  it('makes the events at 10:00 Madrid time across daylight saving and answers the series', async () => {
    const response = await post(
      seriesBody({ frequency: 'weekly', weekdays: ['SU'], count: 3 }, { startDate: '2027-03-21', endDate: '2027-03-21' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      repeat: { frequency: 'weekly', interval: 1, weekdays: ['SU'], monthlyBy: null, until: null, count: 3 },
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;COUNT=3',
      timeZone: 'Europe/Madrid',
      events: [
        expect.objectContaining({
          name: 'Sunday Mass',
          startDate: '2027-03-21',
          startTime: '09:00',
          endTime: '10:00',
          status: 'Upcoming',
          isCancelled: false,
        }),
        expect.objectContaining({ startDate: '2027-03-28', startTime: '08:00', endTime: '09:00' }),
        expect.objectContaining({ startDate: '2027-04-04', startTime: '08:00', endTime: '09:00' }),
      ],
    });
    const codes = response.body.events.map((event: { code: number }) => event.code);
    // Real events, each naming its series, each recorded as made (the webhooks hear every one).
    const event = await get(`/api/events/${codes[1]}`);
    expect(event.body).toMatchObject({ seriesId: response.body.id, program: 'Parish', venue: 'San Ginés' });
    expect(await changesOf('event.created', codes)).toEqual(codes);
  });

  it('repeats monthly on the weekday of the month, a fifth one the last', async () => {
    const second = await post(
      seriesBody({ frequency: 'monthly', monthlyBy: 'weekday', count: 3 }, { startDate: '2027-02-14', endDate: '2027-02-14' }),
    );
    expect(second.body.rule).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=2SU;COUNT=3');
    expect(times(second.body.events)).toEqual(['2027-02-14 09:00-10:00', '2027-03-14 09:00-10:00', '2027-04-11 08:00-09:00']);
    const fifth = await post(
      seriesBody({ frequency: 'monthly', monthlyBy: 'weekday', count: 3 }, { startDate: '2027-01-31', endDate: '2027-01-31' }),
    );
    expect(fifth.body.rule).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1SU;COUNT=3');
    expect(times(fifth.body.events)).toEqual(['2027-01-31 09:00-10:00', '2027-02-28 09:00-10:00', '2027-03-28 08:00-09:00']);
  });

  it('skips the months without the day, and ends on the until day included', async () => {
    const response = await post(
      seriesBody(
        { frequency: 'monthly', monthlyBy: 'day-of-month', until: '2027-05-31' },
        { startDate: '2027-01-31', endDate: '2027-01-31' },
      ),
    );
    expect(response.body.rule).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31;UNTIL=20270531');
    expect(response.body.repeat).toMatchObject({ until: '2027-05-31', count: null });
    expect(times(response.body.events)).toEqual(['2027-01-31 09:00-10:00', '2027-03-31 08:00-09:00', '2027-05-31 08:00-09:00']);
  });

  it('makes 260 events and no more', async () => {
    // Weekly from Sunday 2027-03-14: the 260th Sunday is 2032-02-29 (a leap year), the 261st 2032-03-07.
    const most = await post(seriesBody({ frequency: 'weekly', weekdays: ['SU'], until: '2032-02-29' }));
    expect(most.status).toBe(201);
    expect(most.body.events).toHaveLength(260);
    const tooMany = await post(seriesBody({ frequency: 'weekly', weekdays: ['SU'], until: '2032-03-07' }));
    expect(errorTexts(tooMany.body).errors).toEqual({
      'repeat.until': ['A series makes at most 260 events. Choose an earlier end date or fewer events.'],
    });
    const counted = await post(seriesBody({ frequency: 'weekly', weekdays: ['SU'], count: 261 }));
    expect(counted.body.errors).toEqual({
      'repeat.count': ['A series makes at most 260 events. Choose an earlier end date or fewer events.'],
    });
  });

  it('refuses each bad repeat with its field', async () => {
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { frequency: 'weekly', weekdays: ['MO'], count: 2 },
        { 'repeat.weekdays': ["The first event's day must be one of the chosen days."] },
      ],
      [
        { frequency: 'weekly', weekdays: ['SU'], until: '2027-03-13' },
        { 'repeat.until': ['The end date must not be before the first event.'] },
      ],
      [{ frequency: 'weekly', weekdays: ['SU'] }, { 'repeat.until': ['Choose an end date or a number of events.'] }],
      [
        { frequency: 'weekly', weekdays: ['SU'], until: '2027-04-01', count: 2 },
        { 'repeat.count': ['Choose an end date or a number of events, not both.'] },
      ],
      [{ frequency: 'weekly', count: 2 }, { 'repeat.weekdays': ['Choose at least one day of the week.'] }],
      [{ frequency: 'monthly', count: 2 }, { 'repeat.monthlyBy': ['Choose the day of the month or the weekday.'] }],
      [{ frequency: 'daily', count: 2 }, { 'repeat.frequency': ['Must be one of weekly, monthly.'] }],
      [{ frequency: 'weekly', weekdays: ['SU'], count: 2, interval: 0 }, { 'repeat.interval': ['Must be 1 or more.'] }],
      [{ frequency: 'weekly', weekdays: ['SU'], count: 2, interval: 13 }, { 'repeat.interval': ['Must be at most 12.'] }],
      [{ frequency: 'weekly', weekdays: ['XX'], count: 2 }, { 'repeat.weekdays.0': ['Must be one of MO, TU, WE, TH, FR, SA, SU.'] }],
      [{ frequency: 'weekly', weekdays: ['SU'], until: '2027-02-30' }, { 'repeat.until': ['Must be a valid date (YYYY-MM-DD).'] }],
    ];
    for (const [repeat, errors] of refusals) {
      const response = await post(seriesBody(repeat));
      expect(response.status, JSON.stringify(repeat)).toBe(400);
      expect(response.body.errors, JSON.stringify(repeat)).toEqual(errors);
    }
    const unknown = await post(seriesBody({ frequency: 'weekly', weekdays: ['SU'], count: 2 }, { programId: 999_999 }));
    expect(errorTexts(unknown.body)).toEqual({ message: 'Program does not exist.', errors: { programId: ['Program does not exist.'] } });
    expect((await post({ ...seriesBody({}), repeat: 'weekly' })).status).toBe(400);
    expect((await post(seriesBody({ frequency: 'weekly', weekdays: ['SU'], count: 2, every: 1 }))).status).toBe(400);
  });
});

describe('GET /api/event-series/:id', () => {
  it('answers the series with its events, the earliest first, and 404 for none', async () => {
    const made = await weeklySeries(2);
    const response = await get(`/api/event-series/${made.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(made);
    expect(times(response.body.events)).toEqual(['2027-03-14 09:00-10:00', '2027-03-21 09:00-10:00']);
    const missing = await get('/api/event-series/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Series not found');
    expect((await get('/api/event-series/abc')).status).toBe(400);
  });
});

/** The PUT body for an event of a weeklySeries, moved to `startTime`-`endTime` UTC on `date`. */
const replaced = (date: string, startTime: string, endTime: string, overrides: Record<string, unknown> = {}) => ({
  ...refs,
  name: 'Sunday Mass (new time)',
  startDate: date,
  endDate: date,
  startTime,
  endTime,
  ...overrides,
});

describe('PUT and PATCH /api/events/:code?scope=following', () => {
  it('moves this and the later events to the same local time, across daylight saving, and leaves the earlier ones', async () => {
    const { id, events } = await weeklySeries(4);
    const codes = events.map((event) => event.code);
    // The last one cancelled first: left out, isCancelled keeps each event's own.
    expect((await patch(codes[3]!, { isCancelled: true })).status).toBe(200);
    // 11:00 to 12:30 in Madrid on 2027-03-21 is 10:00 to 11:30 UTC (winter); after the 28th, 09:00 to 10:30 UTC.
    const response = await put(codes[1]!, replaced('2027-03-21', '10:00', '11:30'), 'following');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: codes[1], name: 'Sunday Mass (new time)', startTime: '10:00', seriesId: id });
    const series = (await get(`/api/event-series/${id}`)).body;
    expect(times(series.events)).toEqual([
      '2027-03-14 09:00-10:00',
      '2027-03-21 10:00-11:30',
      '2027-03-28 09:00-10:30',
      '2027-04-04 09:00-10:30',
    ]);
    expect(series.events.map((event: { name: string }) => event.name)).toEqual([
      'Sunday Mass',
      'Sunday Mass (new time)',
      'Sunday Mass (new time)',
      'Sunday Mass (new time)',
    ]);
    expect(series.events.map((event: { isCancelled: boolean }) => event.isCancelled)).toEqual([false, false, false, true]);
    expect(await changesOf('event.updated', codes.slice(0, 3))).toEqual(codes.slice(1, 3));
  });

  it('moves each later event by as many local days as this one', async () => {
    const { id, events } = await weeklySeries(3);
    // Sunday 10:00 Madrid to Monday 09:00 Madrid (08:00 UTC in winter, 07:00 UTC in summer).
    expect((await put(events[0]!.code, replaced('2027-03-15', '08:00', '09:00'), 'following')).status).toBe(200);
    expect(times((await get(`/api/event-series/${id}`)).body.events)).toEqual([
      '2027-03-15 08:00-09:00',
      '2027-03-22 08:00-09:00',
      '2027-03-29 07:00-08:00',
    ]);
  });

  it('with scope this, or none, changes the one event alone', async () => {
    const { id, events } = await weeklySeries(3);
    expect((await put(events[0]!.code, replaced('2027-03-14', '10:00', '11:00'))).status).toBe(200);
    expect((await put(events[1]!.code, replaced('2027-03-21', '11:00', '12:00'), 'this')).status).toBe(200);
    expect(times((await get(`/api/event-series/${id}`)).body.events)).toEqual([
      '2027-03-14 10:00-11:00',
      '2027-03-21 11:00-12:00',
      '2027-03-28 08:00-09:00',
    ]);
  });

  it('cancels this and the later events with PATCH, and restores them', async () => {
    const { id, events } = await weeklySeries(4);
    const codes = events.map((event) => event.code);
    const response = await patch(codes[2]!, { isCancelled: true }, 'following');
    expect(response.body).toMatchObject({ code: codes[2], isCancelled: true, status: 'Cancelled' });
    const cancelled = async () =>
      (await get(`/api/event-series/${id}`)).body.events.map((event: { isCancelled: boolean }) => event.isCancelled);
    expect(await cancelled()).toEqual([false, false, true, true]);
    expect(await changesOf('event.updated', codes)).toEqual(codes.slice(2));
    expect((await patch(codes[1]!, { isCancelled: false }, 'following')).status).toBe(200);
    expect(await cancelled()).toEqual([false, false, false, false]);
  });

  it('refuses to cancel a finalized event of a series', async () => {
    // Sunday 2026-11-01, long past.
    const past = await post(
      seriesBody({ frequency: 'weekly', weekdays: ['SU'], count: 2 }, { startDate: '2026-11-01', endDate: '2026-11-01' }),
    );
    const response = await patch(past.body.events[0].code, { isCancelled: true }, 'following');
    expect(response.status).toBe(409);
    expect(past.body.events.map((event: { status: string }) => event.status)).toEqual(['Finalized', 'Finalized']);
  });

  it('acts as this on an event of its own, whose seriesId is null', async () => {
    const code = await createEvent(ctx.db, {
      ...refs,
      startsAt: Date.parse('2027-03-14T09:00:00Z'),
      endsAt: Date.parse('2027-03-14T10:00:00Z'),
    });
    expect((await get(`/api/events/${code}`)).body.seriesId).toBeNull();
    const response = await put(code, replaced('2027-03-14', '10:00', '11:00'), 'following');
    expect(response.body).toMatchObject({ code, startTime: '10:00', seriesId: null });
    expect((await patch(code, { isCancelled: true }, 'following')).body.isCancelled).toBe(true);
  });

  it('refuses a scope that is neither this nor following', async () => {
    const { events } = await weeklySeries(1);
    const response = await patch(events[0]!.code, { isCancelled: true }, 'all');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ scope: ['Must be one of this, following.'] });
  });
});
