import { ROLE_IDS, SECURITY_CODE_ALPHABET } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import {
  createEvent,
  createEventCategory,
  createLocation,
  createProgram,
  createProgramCategory,
  createVenue,
} from '../../test/factories.ts';
import { asStation, createStationRecord, enrolStation, stationCookieOf } from '../../test/stations.ts';

/*
 * Stations (docs/api.md, "Stations, self check-in and children's safety"): created by an
 * Administrator, enrolled with a one-time code, and a station's cookie opening only what the
 * contract lists, on both databases.
 */

let ctx: TestContext;
let programs: { sunday: number; youth: number };
let venueId: number;
let categoryId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const programCategory = await createProgramCategory(ctx.db);
  programs = {
    sunday: await createProgram(ctx.db, { categoryId: programCategory }),
    youth: await createProgram(ctx.db, { categoryId: programCategory }),
  };
  const { postalCodeId } = await createLocation(ctx.db);
  venueId = await createVenue(ctx.db, { postalCodeId });
  categoryId = await createEventCategory(ctx.db);
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const codeOfAlphabet = (length: number) => new RegExp(`^[${SECURITY_CODE_ALPHABET}]{${length}}$`);
const event = (startsIn: number, overrides: { programId?: number; isCancelled?: boolean; length?: number } = {}) =>
  createEvent(ctx.db, {
    programId: overrides.programId ?? programs.sunday,
    venueId,
    categoryId,
    startsAt: Date.now() + startsIn,
    endsAt: Date.now() + startsIn + (overrides.length ?? 90 * MINUTE),
    ...(overrides.isCancelled !== undefined && { isCancelled: overrides.isCancelled }),
  });

describe('creating and enrolling a station', () => {
  it('answers the station and a one-time code of 8 characters valid for 15 minutes', async () => {
    const before = Date.now();
    const created = await createStationRecord(ctx, {
      name: 'Front door',
      mode: 'manned',
      labelFormat: 'avery-5160',
      programIds: [programs.youth],
    });
    expect(created.station).toEqual({
      id: expect.any(Number),
      name: 'Front door',
      mode: 'manned',
      labelFormat: 'avery-5160',
      programIds: [programs.youth],
      isEnabled: true,
      lastSeenAt: null,
      createdAt: expect.any(String),
    });
    expect(created.enrolmentCode).toMatch(codeOfAlphabet(8));
    const expires = Date.parse(created.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 15 * MINUTE);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);
    // The code is kept only as a hash.
    const stored = await ctx.db
      .selectFrom('station_enrolments')
      .selectAll()
      .where('station_id', '=', created.station.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(created.enrolmentCode);
  });

  it('enrols a device once: the cookie is HttpOnly, SameSite=Strict, for 30 days; the code does not work twice', async () => {
    const { station, enrolmentCode } = await createStationRecord(ctx, { name: 'Kiosk A' });
    // Typed as a person would, in small letters with a dash in the middle.
    const typed = `${enrolmentCode.slice(0, 4).toLowerCase()}-${enrolmentCode.slice(4).toLowerCase()}`;
    const first = await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode: typed } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.station).toMatchObject({
      id: station.id,
      name: 'Kiosk A',
      mode: 'self',
      letter: expect.stringMatching(codeOfAlphabet(1)),
    });
    const setCookie = String([first.headers['set-cookie']].flat().find((value) => String(value).startsWith('console_station=')));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    // Nothing secret in the body: the token travels only in the HttpOnly cookie.
    expect(JSON.stringify(first.body)).not.toContain(stationCookieOf(first.headers).split('=')[1]);

    const again = await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode } });
    expect(again).toMatchObject({ status: 401, body: { message: 'This code is not valid or has expired.' } });
  });

  it('refuses an expired code, an unknown one and an empty one', async () => {
    const { station, enrolmentCode } = await createStationRecord(ctx);
    await ctx.db
      .updateTable('station_enrolments')
      .set({ expires_at: Date.now() - 1 })
      .where('station_id', '=', station.id)
      .execute();
    expect((await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode } })).status).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode: 'AAAAAAAA' } })).status).toBe(401);
    const empty = await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode: ' - ' } });
    expect(empty).toMatchObject({ status: 400, body: { errors: { enrolmentCode: ['Type the enrolment code.'] } } });
  });

  it('gives each station its own letter, and a fresh code that replaces the last', async () => {
    const a = await createStationRecord(ctx);
    const b = await createStationRecord(ctx);
    const letters = await ctx.db.selectFrom('stations').select('letter').where('id', 'in', [a.station.id, b.station.id]).execute();
    expect(new Set(letters.map((row) => row.letter)).size).toBe(2);
    const renewed = await ctx.request({ method: 'POST', url: `/api/stations/${a.station.id}/enrolment-code`, token: ctx.adminToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.enrolmentCode).not.toBe(a.enrolmentCode);
    expect((await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode: a.enrolmentCode } })).status).toBe(401);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode: renewed.body.enrolmentCode } })).status,
    ).toBe(200);
  });

  it('refuses bad input with the contract body and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('stations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const post = (body: unknown) => ctx.request({ method: 'POST', url: '/api/stations', token: ctx.adminToken, body });
    expect(await post({ name: 'X', mode: 'robot', labelFormat: 'dymo-30252' })).toMatchObject({
      status: 400,
      body: { errors: { mode: ['Mode must be self or manned.'] } },
    });
    expect(await post({ name: 'X', mode: 'self', labelFormat: 'a4' })).toMatchObject({
      status: 400,
      body: { errors: { labelFormat: ['Label format must be dymo-30252, brother-62x29 or avery-5160.'] } },
    });
    expect(await post({ name: 'X', mode: 'self', labelFormat: 'dymo-30252', programIds: [2_000_000_000] })).toMatchObject({
      status: 400,
      body: { message: 'Program 2000000000 does not exist.' },
    });
    expect(
      await post({ name: 'X', mode: 'self', labelFormat: 'dymo-30252', programIds: [programs.sunday, programs.sunday] }),
    ).toMatchObject({ status: 400 });
    expect(await post({ name: ' ', mode: 'self', labelFormat: 'dymo-30252' })).toMatchObject({
      status: 400,
      body: { errors: { name: ['Name is required.'] } },
    });
    expect(await count()).toBe(before);
  });

  it('is for Administrators only', async () => {
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    expect((await ctx.request({ method: 'GET', url: '/api/stations', token: coordinator.token })).status).toBe(403);
    const post = await ctx.request({
      method: 'POST',
      url: '/api/stations',
      token: coordinator.token,
      body: { name: 'X', mode: 'self', labelFormat: 'dymo-30252' },
    });
    expect(post.status).toBe(403);
  });
});

describe("a station's cookie", () => {
  it('reads itself and the events it serves: in progress or starting within the hour, of its programs', async () => {
    const running = await event(-30 * MINUTE);
    const soon = await event(30 * MINUTE);
    const later = await event(2 * 60 * MINUTE);
    const cancelled = await event(10 * MINUTE, { isCancelled: true });
    const over = await event(-3 * 60 * MINUTE, { length: 60 * MINUTE });
    const youth = await event(5 * MINUTE, { programId: programs.youth });
    const everything = await enrolStation(ctx);
    const sundayOnly = await enrolStation(ctx, { programIds: [programs.sunday] });

    const all = await asStation(ctx, everything, { method: 'GET', url: '/api/station' });
    expect(all.status).toBe(200);
    const codes = (answer: typeof all) => (answer.body.events as { code: number }[]).map((item) => item.code);
    expect(codes(all)).toEqual(expect.arrayContaining([running, soon, youth]));
    expect(codes(all)).not.toEqual(expect.arrayContaining([later]));
    for (const excluded of [later, cancelled, over]) expect(codes(all)).not.toContain(excluded);
    const sunday = await asStation(ctx, sundayOnly, { method: 'GET', url: '/api/station' });
    expect(codes(sunday)).toEqual(expect.arrayContaining([running, soon]));
    expect(codes(sunday)).not.toContain(youth);
    expect(sunday.body.station).toMatchObject({ id: sundayOnly.id, programIds: [programs.sunday], letter: sundayOnly.letter });
  });

  it('opens nothing else: staff routes answer 403, and staff are refused the station-only route', async () => {
    const station = await enrolStation(ctx);
    for (const url of ['/api/members', '/api/stations', '/api/events', '/api/session', '/api/households']) {
      expect((await asStation(ctx, station, { method: 'GET', url })).status, url).toBe(403);
    }
    const member = await createMember(ctx.db);
    expect((await asStation(ctx, station, { method: 'GET', url: `/api/members/${member}` })).status).toBe(403);
    const staff = await ctx.request({ method: 'GET', url: '/api/station', token: ctx.adminToken });
    expect(staff).toMatchObject({ status: 403, body: { message: 'Only a station can do this.' } });
    // A kiosk whose browser also holds a staff session: the station speaks on its own routes, staff elsewhere.
    const both = { token: ctx.adminToken, headers: { cookie: station.cookie } };
    expect(await ctx.request({ method: 'GET', url: '/api/station', ...both })).toMatchObject({
      status: 200,
      body: { station: { id: station.id } },
    });
    expect((await ctx.request({ method: 'GET', url: '/api/stations', ...both })).status).toBe(200);
  });

  it('stops at once when the station is disabled or deleted', async () => {
    const station = await enrolStation(ctx);
    const disable = await ctx.request({
      method: 'PATCH',
      url: `/api/stations/${station.id}`,
      token: ctx.adminToken,
      body: { isEnabled: false },
    });
    expect(disable).toMatchObject({ status: 200, body: { isEnabled: false } });
    expect((await asStation(ctx, station, { method: 'GET', url: '/api/station' })).status).toBe(401);
    // Enabled again, the old cookie stays ended: the device enrols again.
    await ctx.request({ method: 'PATCH', url: `/api/stations/${station.id}`, token: ctx.adminToken, body: { isEnabled: true } });
    expect((await asStation(ctx, station, { method: 'GET', url: '/api/station' })).status).toBe(401);

    const other = await enrolStation(ctx);
    expect((await ctx.request({ method: 'DELETE', url: `/api/stations/${other.id}`, token: ctx.adminToken })).status).toBe(204);
    expect((await asStation(ctx, other, { method: 'GET', url: '/api/station' })).status).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: `/api/stations/${other.id}`, token: ctx.adminToken })).status).toBe(404);
  });

  it('records when the station was last seen, and renames and changes it', async () => {
    const station = await enrolStation(ctx, { name: 'Old name' });
    const patch = await ctx.request({
      method: 'PATCH',
      url: `/api/stations/${station.id}`,
      token: ctx.adminToken,
      body: { name: 'Nursery', mode: 'manned', labelFormat: 'brother-62x29', programIds: [programs.youth] },
    });
    expect(patch.body).toMatchObject({
      name: 'Nursery',
      mode: 'manned',
      labelFormat: 'brother-62x29',
      programIds: [programs.youth],
      isEnabled: true,
    });
    const list = await ctx.request({ method: 'GET', url: '/api/stations', token: ctx.adminToken });
    const listed = (list.body.stations as { id: number; lastSeenAt: string | null }[]).find((item) => item.id === station.id);
    expect(listed?.lastSeenAt).not.toBeNull();
    expect((await ctx.request({ method: 'PATCH', url: `/api/stations/${station.id}`, token: ctx.adminToken, body: {} })).status).toBe(400);
  });
});

describe("a station's door search", () => {
  it('searches only the events it serves, and at most 30 times a minute', async () => {
    const served = await event(-10 * MINUTE);
    const tomorrow = await event(24 * 60 * MINUTE);
    const station = await enrolStation(ctx);
    const search = (code: number) => asStation(ctx, station, { method: 'GET', url: `/api/events/${code}/door-search?q=Zz${code}` });
    expect((await search(served)).status).toBe(200);
    expect(await search(tomorrow)).toMatchObject({
      status: 403,
      body: { message: `This station does not check people in to event ${tomorrow}.` },
    });
    for (let i = 2; i < 30; i += 1) expect((await search(served)).status).toBe(200);
    const refused = await search(served);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many searches from this station. Please wait a minute.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another station has its own minute; staff are not limited.
    const other = await enrolStation(ctx);
    expect((await asStation(ctx, other, { method: 'GET', url: `/api/events/${served}/door-search?q=Zz1` })).status).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/events/${served}/door-search?q=Zz1`, token: ctx.adminToken })).status).toBe(200);
  });

  it('never answers a phone, an email or an address', async () => {
    const served = await event(-10 * MINUTE);
    const surname = `Phoneless${process.pid}`;
    const mother = await createMember(ctx.db, {
      firstName: 'Eva',
      lastName: surname,
      phones: '+1 555 123 9876',
      email: `eva.${process.pid}@example.org`,
    });
    const household = await ctx.request({
      method: 'POST',
      url: '/api/households',
      token: ctx.adminToken,
      body: { name: `${surname} home`, phone: '555 123 9876', address: '1 Main Street', members: [{ code: mother, role: 'adult' }] },
    });
    expect(household.status).toBe(201);
    const station = await enrolStation(ctx);
    const found = await asStation(ctx, station, { method: 'GET', url: `/api/events/${served}/door-search?q=9876` });
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      expect.objectContaining({
        householdId: household.body.id,
        members: [expect.objectContaining({ code: mother, fullname: `Eva ${surname}` })],
      }),
    ]);
    const text = JSON.stringify(found.body);
    for (const secret of ['9876', 'example.org', 'Main Street']) expect(text).not.toContain(secret);
  });
});
