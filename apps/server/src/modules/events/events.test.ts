import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type EventListQuery, normalizeText } from '@console/contracts';
import { createTestContext, type TestContext, errorTexts } from '../../test/context.ts';
import { createEvent, createEventCategory, createLocation, createProgram, createVenue } from '../../test/factories.ts';
import { findEventsPage, listEvents } from './events.repository.ts';

const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let refs: { programId: number; categoryId: number; venueId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const { postalCodeId } = await createLocation(ctx.db, { country: 'Canada', provinceCode: 'ON', city: 'Toronto' });
  refs = {
    programId: await createProgram(ctx.db, { name: 'Youth Ministry' }),
    categoryId: await createEventCategory(ctx.db, { name: 'Retreat' }),
    venueId: await createVenue(ctx.db, { name: 'Saint Mary Hall', postalCodeId }),
  };
});
afterAll(() => ctx.close());

function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...refs,
    name: 'Spring retreat',
    description: 'Two days away',
    startDate: '2030-05-01',
    endDate: '2030-05-02',
    startTime: '09:30',
    endTime: '17:00',
    registrationRequired: true,
    isPublic: false,
    ...overrides,
  };
}

const post = (body: unknown) => ctx.request({ method: 'POST', url: '/api/events', token: ctx.adminToken, body });
const put = (code: number, body: unknown) => ctx.request({ method: 'PUT', url: `/api/events/${code}`, token: ctx.adminToken, body });
const patch = (code: number, body: unknown) => ctx.request({ method: 'PATCH', url: `/api/events/${code}`, token: ctx.adminToken, body });
const get = (url: string) => ctx.request({ method: 'GET', url, token: ctx.adminToken });

/** Codes of a list answer, in order. */
const codesOf = (body: { events: { code: number }[] }) => body.events.map((event) => event.code);

const requiredErrors = {
  programId: ['Program is required.'],
  categoryId: ['Category is required.'],
  name: ['Name is required.'],
  venueId: ['Venue is required.'],
  startDate: ['Start date is required.'],
  endDate: ['End date is required.'],
  startTime: ['Start time is required.'],
  endTime: ['End time is required.'],
};

describe('POST /api/events', () => {
  it('creates an event and answers 201 with the full record', async () => {
    const response = await post(eventBody({ name: '  Spring retreat  ' }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      code: expect.any(Number),
      name: 'Spring retreat',
      description: 'Two days away',
      programId: refs.programId,
      program: 'Youth Ministry',
      categoryId: refs.categoryId,
      category: 'Retreat',
      venueId: refs.venueId,
      venue: 'Saint Mary Hall',
      city: 'Toronto',
      provinceCode: 'ON',
      country: 'Canada',
      startDate: '2030-05-01',
      endDate: '2030-05-02',
      startTime: '09:30',
      endTime: '17:00',
      registrationRequired: true,
      isPublic: false,
      isCancelled: false,
      ageMin: null,
      ageMax: null,
      status: 'Upcoming',
      uncancelledStatus: 'Upcoming',
      registered: 0,
      checked: 0,
      seriesId: null,
    });
    const read = await get(`/api/events/${response.body.code}`);
    expect(read).toMatchObject({ status: 200, body: response.body });
  });

  it('defaults the flags to false and an empty description to null', async () => {
    const { registrationRequired: _r, isPublic: _p, ...body } = eventBody({ description: '   ' });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ description: null, registrationRequired: false, isPublic: false });
  });

  it('accepts an end equal to the start and refuses one before it', async () => {
    const same = await post(eventBody({ endDate: '2030-05-01', endTime: '09:30' }));
    expect(same.status).toBe(201);
    const before = await post(eventBody({ endDate: '2030-05-01', endTime: '09:29' }));
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({ endDate: ['End must not be before the start.'] });
  });

  it('names every missing field with its message', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors: requiredErrors });
    const blank = await post(eventBody({ name: '   ', startDate: '', startTime: '', programId: 0 }));
    expect(Object.keys(blank.body.errors).sort()).toEqual(['name', 'programId', 'startDate', 'startTime']);
    expect(blank.body.errors.name).toEqual(['Name is required.']);
    expect(blank.body.errors.programId).toEqual(['Program is required.']);
    // The contract's date and time rules also report the empty text as malformed, after the required message.
    expect(blank.body.errors.startDate[0]).toBe('Start date is required.');
    expect(blank.body.errors.startTime[0]).toBe('Start time is required.');
  });

  it('refuses wrong types, bad dates and times, and unknown fields', async () => {
    const response = await post(
      eventBody({
        programId: 'x',
        categoryId: 1.5,
        name: 5,
        startDate: 20300501,
        endDate: '2030-02-30',
        startTime: '9:30',
        endTime: '24:00',
        registrationRequired: 'yes',
        color: 'red',
        isCancelled: true,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      programId: ['Must be a number.'],
      categoryId: ['Must be a number.'],
      name: ['Must be text.'],
      startDate: ['Must be text.'],
      endDate: ['Must be a valid date (YYYY-MM-DD).'],
      startTime: ['Must be a valid time (HH:mm).'],
      endTime: ['Must be a valid time (HH:mm).'],
      registrationRequired: ['Must be true or false.'],
      color: ['Unknown field.'],
      isCancelled: ['Unknown field.'],
    });
  });

  it('refuses text over its limit and accepts text at it', async () => {
    const tooLong = await post(eventBody({ name: 'n'.repeat(101), description: 'd'.repeat(2001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ name: ['Must be at most 100 characters.'], description: ['Must be at most 2000 characters.'] });
    const atLimit = await post(eventBody({ name: 'n'.repeat(100), description: 'd'.repeat(2000) }));
    expect(atLimit.status).toBe(201);
    const huge = await post(eventBody({ name: 'x'.repeat(500_000) }));
    expect(huge.status).toBe(400);
  });

  it('answers 400 naming each program, category or venue that does not exist', async () => {
    const one = await post(eventBody({ programId: 999_999 }));
    expect(one.status).toBe(400);
    expect(errorTexts(one.body)).toEqual({ message: 'Program does not exist.', errors: { programId: ['Program does not exist.'] } });
    const all = await post(eventBody({ programId: 999_999, categoryId: 999_999, venueId: 999_999 }));
    expect(all.status).toBe(400);
    expect(all.body.errors).toEqual({
      programId: ['Program does not exist.'],
      categoryId: ['Category does not exist.'],
      venueId: ['Venue does not exist.'],
    });
    // Past what an id column holds: refused by the schema, never a database error.
    const huge = await post(eventBody({ venueId: 99_999_999_999 }));
    expect(huge).toMatchObject({ status: 400, body: { errors: { venueId: ['Venue does not exist.'] } } });
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const name = "'); drop table events;--";
    const description = '<script>alert(1)</script> %_\\';
    const response = await post(eventBody({ name, description }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name, description });
    expect((await get(`/api/events/${response.body.code}`)).body).toMatchObject({ name, description });
    expect((await get('/api/events')).status).toBe(200);
  });

  it('is open to a Coordinator', async () => {
    const { token } = await ctx.signInAs(ROLE_IDS.coordinator);
    const response = await ctx.request({ method: 'POST', url: '/api/events', token, body: eventBody() });
    expect(response.status).toBe(201);
    expect((await ctx.request({ method: 'GET', url: '/api/events', token })).status).toBe(200);
  });
});

describe('GET /api/events/{code}', () => {
  it('answers 404 for an unknown code and 400 for a code that is not one', async () => {
    expect(await get('/api/events/999999')).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    for (const code of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/events/${code}`);
      expect(response.status, code).toBe(400);
      expect(response.body.errors).toHaveProperty('code');
    }
  });
});

describe('PUT /api/events/{code}', () => {
  it('replaces every field and answers 200 with the full record', async () => {
    const created = await post(eventBody());
    const otherVenue = await createVenue(ctx.db, { name: 'Other Hall' });
    const body = eventBody({
      code: created.body.code,
      name: 'Autumn retreat',
      description: null,
      venueId: otherVenue,
      startDate: '2031-10-01',
      endDate: '2031-10-03',
      startTime: '08:00',
      endTime: '20:15',
      registrationRequired: false,
      isPublic: true,
      isCancelled: true,
    });
    const response = await put(created.body.code, body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...created.body,
      name: 'Autumn retreat',
      description: null,
      venueId: otherVenue,
      venue: 'Other Hall',
      city: expect.any(String),
      provinceCode: 'TP',
      country: expect.any(String),
      startDate: '2031-10-01',
      endDate: '2031-10-03',
      startTime: '08:00',
      endTime: '20:15',
      registrationRequired: false,
      isPublic: true,
      isCancelled: true,
      status: 'Cancelled',
      uncancelledStatus: 'Upcoming',
    });
    const { isCancelled: _kept, code: _code, ...withoutCancelled } = body;
    const again = await put(created.body.code, { ...withoutCancelled, name: 'Renamed' });
    expect(again.body).toMatchObject({ name: 'Renamed', isCancelled: true });
  });

  it('refuses a body code other than the path code', async () => {
    const created = await post(eventBody());
    const response = await put(created.body.code, eventBody({ code: created.body.code + 1 }));
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({
      message: 'Code does not match the event being updated.',
      errors: { code: ['Code does not match the event being updated.'] },
    });
  });

  it('applies the same field rules as POST', async () => {
    const created = await post(eventBody());
    const empty = await put(created.body.code, {});
    expect(errorTexts(empty.body)).toEqual({ message: 'Invalid input.', errors: requiredErrors });
    const bad = await put(created.body.code, eventBody({ name: 'n'.repeat(101), isCancelled: 'no', extra: 1, endDate: '2030-04-30' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: ['Must be at most 100 characters.'],
      isCancelled: ['Must be true or false.'],
      extra: ['Unknown field.'],
    });
    const endBefore = await put(created.body.code, eventBody({ endDate: '2030-04-30' }));
    expect(endBefore.body.errors).toEqual({ endDate: ['End must not be before the start.'] });
    const unknownVenue = await put(created.body.code, eventBody({ venueId: 999_999 }));
    expect(errorTexts(unknownVenue.body)).toEqual({ message: 'Venue does not exist.', errors: { venueId: ['Venue does not exist.'] } });
  });

  it('answers 404 for an unknown event', async () => {
    expect(await put(999_999, eventBody())).toMatchObject({ status: 404, body: { message: 'Event not found' } });
  });

  it('refuses to cancel a finalized event but lets a cancelled one be edited', async () => {
    const past = eventBody({ startDate: '2020-01-01', endDate: '2020-01-01' });
    const created = await post(past);
    expect(created.body.status).toBe('Finalized');
    const cancel = await put(created.body.code, { ...past, isCancelled: true });
    expect(cancel).toMatchObject({ status: 409, body: { message: 'A finalized event cannot be cancelled.' } });

    const future = await post(eventBody());
    await patch(future.body.code, { isCancelled: true });
    const moved = await put(future.body.code, { ...past, isCancelled: true, name: 'Moved' });
    expect(moved).toMatchObject({ status: 200, body: { name: 'Moved', status: 'Cancelled', uncancelledStatus: 'Finalized' } });
  });
});

describe('PATCH /api/events/{code}', () => {
  it('cancels and restores an event', async () => {
    const created = await post(eventBody());
    const cancelled = await patch(created.body.code, { isCancelled: true });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ ...created.body, isCancelled: true, status: 'Cancelled', uncancelledStatus: 'Upcoming' });
    expect((await patch(created.body.code, { isCancelled: true })).status).toBe(200);
    const restored = await patch(created.body.code, { isCancelled: false });
    expect(restored.body).toEqual(created.body);
  });

  it('cancels an event in progress but not a finalized one, which can still be restored', async () => {
    const now = Date.now();
    const running = await createEvent(ctx.db, { startsAt: now - HOUR, endsAt: now + HOUR });
    expect((await patch(running, { isCancelled: true })).body).toMatchObject({ status: 'Cancelled', uncancelledStatus: 'In Progress' });

    const finished = await createEvent(ctx.db, { startsAt: now - 2 * HOUR, endsAt: now - HOUR });
    expect(await patch(finished, { isCancelled: true })).toMatchObject({
      status: 409,
      body: { message: 'A finalized event cannot be cancelled.' },
    });
    expect((await get(`/api/events/${finished}`)).body.isCancelled).toBe(false);

    const cancelledLongAgo = await createEvent(ctx.db, { startsAt: now - 2 * HOUR, endsAt: now - HOUR, isCancelled: true });
    expect((await patch(cancelledLongAgo, { isCancelled: false })).body).toMatchObject({ status: 'Finalized', isCancelled: false });
  });

  it('answers 400 for a bad body and 404 for an unknown event', async () => {
    const created = await post(eventBody());
    expect((await patch(created.body.code, {})).body.errors).toEqual({ isCancelled: ['Must be true or false.'] });
    expect((await patch(created.body.code, { isCancelled: 'true' })).body.errors).toEqual({ isCancelled: ['Must be true or false.'] });
    expect((await patch(created.body.code, { isCancelled: true, name: 'x' })).body.errors).toEqual({ name: ['Unknown field.'] });
    expect(await patch(999_999, { isCancelled: true })).toMatchObject({ status: 404, body: { message: 'Event not found' } });
  });
});

describe("an event's ages", () => {
  /** The event as GET answers it alone and as a row of the list. */
  async function readBoth(code: number, name: string) {
    const one = await get(`/api/events/${code}`);
    const list = await get(`/api/events?search=${encodeURIComponent(name)}`);
    expect(list.body.events.map((event: { code: number }) => event.code)).toEqual([code]);
    return { one: one.body, row: list.body.events[0] };
  }

  it('are stored when set, answered alone and in the list, changed, cleared and kept by a cancel', async () => {
    const name = 'Ages kept zq1';
    const created = await post(eventBody({ name, ageMin: 3, ageMax: 11 }));
    expect(created).toMatchObject({ status: 201, body: { ageMin: 3, ageMax: 11 } });
    const code = created.body.code;
    expect(await readBoth(code, name)).toEqual({
      one: expect.objectContaining({ ageMin: 3, ageMax: 11 }),
      row: expect.objectContaining({ ageMin: 3, ageMax: 11 }),
    });

    expect((await put(code, eventBody({ name, ageMin: 12, ageMax: null }))).body).toMatchObject({ ageMin: 12, ageMax: null });
    expect(await readBoth(code, name)).toEqual({
      one: expect.objectContaining({ ageMin: 12, ageMax: null }),
      row: expect.objectContaining({ ageMin: 12, ageMax: null }),
    });
    expect((await patch(code, { isCancelled: true })).body).toMatchObject({ isCancelled: true, ageMin: 12, ageMax: null });

    expect((await put(code, eventBody({ name, ageMin: null, ageMax: 5 }))).body).toMatchObject({ ageMin: null, ageMax: 5 });
    // A PUT replaces the event: ages left out are none, as null says.
    expect((await put(code, eventBody({ name }))).body).toMatchObject({ ageMin: null, ageMax: null });
    expect(await readBoth(code, name)).toEqual({
      one: expect.objectContaining({ ageMin: null, ageMax: null }),
      row: expect.objectContaining({ ageMin: null, ageMax: null }),
    });
  });

  it('take 0 to 120, and the same age at both ends', async () => {
    expect((await post(eventBody({ ageMin: 0, ageMax: 120 }))).body).toMatchObject({ ageMin: 0, ageMax: 120 });
    expect((await post(eventBody({ ageMin: 7, ageMax: 7 }))).body).toMatchObject({ ageMin: 7, ageMax: 7 });
    expect((await post(eventBody({ ageMin: null, ageMax: null }))).body).toMatchObject({ ageMin: null, ageMax: null });
  });

  const refusals: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a negative age', { ageMin: -1, ageMax: 5 }, { ageMin: ['Must be 0 or more.'] }],
    ['an age over 120', { ageMin: 3, ageMax: 121 }, { ageMax: ['Must be at most 120.'] }],
    ['a fraction', { ageMin: 2.5 }, { ageMin: ['Must be a whole number.'] }],
    ['text', { ageMin: 'three', ageMax: '11' }, { ageMin: ['Must be a number.'], ageMax: ['Must be a number.'] }],
    ['ages from above ages to', { ageMin: 12, ageMax: 11 }, { ageMax: ['Ages to must not be below ages from.'] }],
  ];

  it.each(refusals)('refuses %s with 400, creating nothing', async (_case, ages, errors) => {
    const name = 'Ages refused zq2';
    const response = await post(eventBody({ name, ...ages }));
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
    expect((await get(`/api/events?search=${encodeURIComponent(name)}`)).body.totalCount).toBe(0);
  });

  it.each(refusals)('refuses %s in a PUT with 400, changing nothing', async (_case, ages, errors) => {
    const created = await post(eventBody({ name: 'Ages unchanged zq3', ageMin: 4, ageMax: 9 }));
    const response = await put(created.body.code, eventBody({ name: 'Renamed zq3', ...ages }));
    expect(response.status).toBe(400);
    expect(errorTexts(response.body)).toEqual({ message: 'Invalid input.', errors });
    expect((await get(`/api/events/${created.body.code}`)).body).toEqual(created.body);
  });
});

describe('GET /api/events', () => {
  interface Seeded {
    code: number;
    name: string;
    venue: string;
    startsAt: number;
    endsAt: number;
  }
  let seeded: Seeded[];
  let scope: string;

  beforeAll(async () => {
    const venues = [
      { name: 'Beta Hall', id: 0 },
      { name: 'Ángel Hall', id: 0 },
      { name: 'alpha hall', id: 0 },
    ];
    for (const venue of venues) venue.id = await createVenue(ctx.db, { name: venue.name });
    scope = venues.map((venue) => `venue=${venue.id}`).join('&');
    const names = [
      'Retreat',
      'retreat',
      'Bible study',
      'Choir',
      'Choir',
      'Álpha night',
      'Zumba',
      'Bingo',
      'Choir',
      'Dinner',
      'Easter',
      'Retreat',
    ];
    const base = Date.UTC(2032, 0, 1, 10);
    seeded = [];
    for (const [index, name] of names.entries()) {
      const venue = venues[index % venues.length]!;
      // Repeated starts and ends, so that ties must be broken by code.
      const startsAt = base + (index % 4) * 24 * HOUR;
      const endsAt = startsAt + ((index * 7) % 5) * HOUR;
      const code = await createEvent(ctx.db, { name, venueId: venue.id, startsAt, endsAt });
      seeded.push({ code, name, venue: venue.name, startsAt, endsAt });
    }
  });

  const keys: Record<string, (event: Seeded) => string | number> = {
    code: (event) => event.code,
    name: (event) => normalizeText(event.name),
    venue: (event) => normalizeText(event.venue),
    'start-date': (event) => event.startsAt,
    'end-date': (event) => event.endsAt,
  };

  function expectedOrder(sort: string, direction: 'asc' | 'desc') {
    const key = keys[sort]!;
    const sign = direction === 'asc' ? 1 : -1;
    return [...seeded]
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return sign * (ka < kb ? -1 : ka > kb ? 1 : a.code - b.code);
      })
      .map((event) => event.code);
  }

  for (const sort of Object.keys(keys)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${direction}, ties by code, and pages of 5 neither overlap nor skip`, async () => {
        const whole = await get(`/api/events?${scope}&sort=${sort}&direction=${direction}&size=20`);
        expect(whole.status).toBe(200);
        expect(whole.body.totalCount).toBe(seeded.length);
        expect(codesOf(whole.body)).toEqual(expectedOrder(sort, direction));

        const walked: number[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const response = await get(`/api/events?${scope}&sort=${sort}&direction=${direction}&size=5&page=${page}`);
          expect(response.body.totalCount).toBe(seeded.length);
          walked.push(...codesOf(response.body));
        }
        expect(walked).toEqual(codesOf(whole.body));
      });
    }
  }

  it('sorts by start date ascending by default', async () => {
    const response = await get(`/api/events?${scope}&size=20`);
    expect(codesOf(response.body)).toEqual(expectedOrder('start-date', 'asc'));
  });

  it('answers an empty page past the end with the true totalCount', async () => {
    const response = await get(`/api/events?${scope}&size=5&page=4`);
    expect(response.body).toEqual({ totalCount: seeded.length, events: [] });
  });

  it('filters by one venue or several', async () => {
    const alpha = seeded.filter((event) => event.venue === 'alpha hall');
    const venueId = (await get(`/api/events/${alpha[0]!.code}`)).body.venueId;
    const response = await get(`/api/events?venue=${venueId}&sort=code&size=20`);
    expect(codesOf(response.body)).toEqual(alpha.map((event) => event.code));
    expect(response.body.events.every((event: { venue: string }) => event.venue === 'alpha hall')).toBe(true);
  });

  it('searches name, program and venue without regard to case or accents, and codes exactly', async () => {
    const programId = await createProgram(ctx.db, { name: 'Catequesis Niños' });
    const plainProgramId = await createProgram(ctx.db, { name: 'Plain Program' });
    const venueId = await createVenue(ctx.db, { name: 'Salle Éloïse' });
    // No digits in the names of the events, their programs or their venue (the factories' default
    // names carry the process id): a code searched for must match by code alone, whatever it is.
    const fiesta = await createEvent(ctx.db, { name: "José's Fiesta", venueId, programId: plainProgramId });
    const study = await createEvent(ctx.db, { name: 'Study', venueId, programId });
    const sale = await createEvent(ctx.db, { name: 'Half% fun_day', venueId, programId: plainProgramId });
    const search = async (term: string) =>
      codesOf((await get(`/api/events?venue=${venueId}&sort=code&search=${encodeURIComponent(term)}`)).body);

    expect(await search('jose')).toEqual([fiesta]);
    expect(await search('JOSÉ')).toEqual([fiesta]);
    expect(await search('ninos')).toEqual([study]);
    expect(await search('eloise')).toEqual([fiesta, study, sale]);
    expect(await search(String(study))).toEqual([study]);
    expect(await search('half%')).toEqual([sale]);
    expect(await search('%')).toEqual([sale]);
    expect(await search('stud_')).toEqual([]);
    expect(await search('nothing like it')).toEqual([]);
    expect(await search('99999999999')).toEqual([]);
  });

  it('finds the same page and count of a search whether it tests each event or reads the events the search finds', async () => {
    const venueId = await createVenue(ctx.db, { name: 'Quiet Chapel' });
    const programId = await createProgram(ctx.db, { name: 'Vigils Abroad' });
    const base = Date.UTC(2034, 0, 1);
    // Letters only in the names (a code is matched by code); some events match by name, one by
    // program, the rest not at all; two share a start, so the code breaks the tie.
    const made: { code: number; startsAt: number; matches: boolean }[] = [];
    for (const [index, name] of ['Vigil walk', 'Harvest', 'Night vigil', 'Choir', 'Vigilance talk', 'Picnic', 'Vigil'].entries()) {
      const startsAt = base + (index === 6 ? 2 : index) * HOUR;
      made.push({ code: await createEvent(ctx.db, { name, venueId, startsAt }), startsAt, matches: name.toLowerCase().includes('vigil') });
    }
    const byProgram = await createEvent(ctx.db, { name: 'Supper', venueId, programId, startsAt: base + 10 * HOUR });
    made.push({ code: byProgram, startsAt: base + 10 * HOUR, matches: true });
    const expected = made
      .filter((event) => event.matches)
      .sort((a, b) => b.startsAt - a.startsAt || b.code - a.code)
      .map((event) => event.code);
    const query: EventListQuery = { search: 'VIGIL', venue: [venueId], sort: 'start-date', direction: 'desc', page: 2, size: 2 };

    for (const way of ['test', 'codes'] as const) {
      const page = await findEventsPage(ctx.db, query, query, Date.now(), way);
      expect(page.map((event) => event.code)).toEqual(expected.slice(2, 4));
    }
    const listed = await listEvents(ctx.db, query, Date.now());
    expect({ codes: listed.rows.map((event) => event.code), totalCount: listed.totalCount }).toEqual({
      codes: expected.slice(2, 4),
      totalCount: 5,
    });
    expect(await listEvents(ctx.db, { ...query, search: 'nowhere at all' }, Date.now())).toEqual({ rows: [], totalCount: 0 });
  });

  it('applies the four date bounds inclusively at the exact instant', async () => {
    const venueId = await createVenue(ctx.db);
    const startsAt = Date.UTC(2033, 2, 10, 14, 0);
    const endsAt = Date.UTC(2033, 2, 10, 16, 30);
    const code = await createEvent(ctx.db, { venueId, startsAt, endsAt });
    const found = async (query: string) => codesOf((await get(`/api/events?venue=${venueId}&${query}`)).body).includes(code);

    expect(await found('startbefore=2033-03-10 14:00:00')).toBe(true);
    expect(await found('startbefore=2033-03-10 13:59:59.999')).toBe(false);
    expect(await found('startafter=2033-03-10T14:00:00Z')).toBe(true);
    expect(await found('startafter=2033-03-10 14:00:00.001')).toBe(false);
    expect(await found('endbefore=2033-03-10 16:30:00.000')).toBe(true);
    expect(await found('endbefore=2033-03-10 16:29:59.999')).toBe(false);
    expect(await found('endafter=2033-03-10 16:30:00')).toBe(true);
    expect(await found('endafter=2033-03-10 16:30:00.001')).toBe(false);
    expect(
      await found(
        'startafter=2033-03-10 00:00:00&startbefore=2033-03-10 23:59:59.999&endafter=2033-03-10 00:00:00&endbefore=2033-03-10 23:59:59.999',
      ),
    ).toBe(true);
  });

  it('filters by status computed now, alone or several at once', async () => {
    const venueId = await createVenue(ctx.db);
    const now = Date.now();
    const upcoming = await createEvent(ctx.db, { venueId, startsAt: now + HOUR, endsAt: now + 2 * HOUR });
    const running = await createEvent(ctx.db, { venueId, startsAt: now - HOUR, endsAt: now + HOUR });
    const finalized = await createEvent(ctx.db, { venueId, startsAt: now - 2 * HOUR, endsAt: now - HOUR });
    const cancelledUpcoming = await createEvent(ctx.db, { venueId, startsAt: now + HOUR, endsAt: now + 2 * HOUR, isCancelled: true });
    const cancelledPast = await createEvent(ctx.db, { venueId, startsAt: now - 2 * HOUR, endsAt: now - HOUR, isCancelled: true });
    const list = async (status: string) => (await get(`/api/events?venue=${venueId}&sort=code${status}`)).body;

    const all = await list('');
    expect(
      all.events.map((event: { code: number; status: string; uncancelledStatus: string }) => [
        event.code,
        event.status,
        event.uncancelledStatus,
      ]),
    ).toEqual([
      [upcoming, 'Upcoming', 'Upcoming'],
      [running, 'In Progress', 'In Progress'],
      [finalized, 'Finalized', 'Finalized'],
      [cancelledUpcoming, 'Cancelled', 'Upcoming'],
      [cancelledPast, 'Cancelled', 'Finalized'],
    ]);
    expect(codesOf(await list('&status=upcoming'))).toEqual([upcoming]);
    expect(codesOf(await list('&status=in-progress'))).toEqual([running]);
    expect(codesOf(await list('&status=finalized'))).toEqual([finalized]);
    expect(codesOf(await list('&status=cancelled'))).toEqual([cancelledUpcoming, cancelledPast]);
    const several = await list('&status=upcoming&status=cancelled&status=upcoming');
    expect(several).toMatchObject({ totalCount: 3 });
    expect(codesOf(several)).toEqual([upcoming, cancelledUpcoming, cancelledPast]);

    // Every combination of statuses finds exactly the events whose status is one of them (the
    // list adds bounds on the start or end that the statuses imply: they must narrow nothing more).
    const statusOf: [number, string][] = [
      [upcoming, 'upcoming'],
      [running, 'in-progress'],
      [finalized, 'finalized'],
      [cancelledUpcoming, 'cancelled'],
      [cancelledPast, 'cancelled'],
    ];
    const keys = ['upcoming', 'in-progress', 'finalized', 'cancelled'];
    for (let mask = 1; mask < 2 ** keys.length; mask += 1) {
      const chosen = keys.filter((_, bit) => mask & (1 << bit));
      const expected = statusOf.filter(([, status]) => chosen.includes(status)).map(([code]) => code);
      expect(codesOf(await list(chosen.map((status) => `&status=${status}`).join(''))), chosen.join(' ')).toEqual(expected);
    }
  });

  it.each([
    ['size=7', 'size'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['sort=bogus', 'sort'],
    ['direction=up', 'direction'],
    ['status=x', 'status'],
    ['startbefore=yesterday', 'startbefore'],
    ['endafter=2033-13-40 00:00:00', 'endafter'],
    ['venue=abc', 'venue'],
    ['venue=99999999999', 'venue'],
    [`search=${'s'.repeat(201)}`, 'search'],
  ])('answers 400 for %s, naming the parameter', async (query, field) => {
    const response = await get(`/api/events?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/events'],
    ['GET', '/api/events/1'],
    ['POST', '/api/events'],
    ['PUT', '/api/events/1'],
    ['PATCH', '/api/events/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await ctx.request({ method, url, body: method === 'GET' ? undefined : {} });
    expect(response).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
  });
});
