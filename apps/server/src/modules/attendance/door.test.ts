import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent, createMembers } from '../../test/factories.ts';
import { openLiveStream } from '../../test/live-stream.ts';
import { testDialect } from '../../test/database.ts';

let ctx: TestContext;
let admin: { code: number; fullname: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const session = await ctx.request({ method: 'GET', url: '/api/session', token: ctx.adminToken });
  admin = { code: session.body.data.code, fullname: 'Console Administrator' };
});
afterAll(() => ctx.close());

const attendees = (event: number) => `/api/events/${event}/attendees`;
const scan = (event: number, body: Record<string, unknown>, token = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: attendees(event), token, body: { checkIn: true, ...body } });
const put = (event: number, member: number, body: Record<string, unknown>, token = ctx.adminToken) =>
  ctx.request({ method: 'PUT', url: `${attendees(event)}/${member}`, token, body });
const log = (event: number, query = '', token = ctx.adminToken) =>
  ctx.request({ method: 'GET', url: `/api/events/${event}/check-ins${query}`, token });

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('scans from several stations', () => {
  it('three stations scanning the same 100 members at once, each scan retried, check each in exactly once', async () => {
    const event = await createEvent(ctx.db);
    const members = await createMembers(ctx.db, 100, `door-${process.pid}-${Date.now()}`);
    const stations = ['Door A', 'Door B', 'Door C'];
    // Each station works down the queue in its own order, one scan after another; every scan's
    // answer is "lost" once, so it is sent again with the same id while the first is in flight.
    const orders = [members, [...members].reverse(), [...members.slice(50), ...members.slice(0, 50)]];
    const answers = new Map<number, { scanId: string; alreadyCheckedIn: boolean[] }[]>(members.map((code) => [code, []]));
    await Promise.all(
      stations.map(async (station, index) => {
        for (const code of orders[index]!) {
          const scanId = randomUUID();
          const both = await Promise.all([scan(event, { code, scanId, station }), scan(event, { code, scanId, station })]);
          for (const response of both) expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
          answers.get(code)!.push({ scanId, alreadyCheckedIn: both.map((response) => response.body.alreadyCheckedIn) });
        }
      }),
    );

    const rows = await ctx.db.selectFrom('attendance').select(['member_code', 'checked_in_at']).where('event_code', '=', event).execute();
    expect(rows).toHaveLength(100);
    expect(rows.every((row) => row.checked_in_at !== null)).toBe(true);

    const entries = await ctx.db.selectFrom('check_ins').selectAll().where('event_code', '=', event).execute();
    expect(entries).toHaveLength(100);
    for (const code of members) {
      const scans = answers.get(code)!;
      // One scan checked the member in, and both of its attempts say so; the other two stations'
      // scans, both attempts each, say "already checked in".
      expect(scans.filter((one) => one.alreadyCheckedIn.every((already) => !already))).toHaveLength(1);
      expect(scans.filter((one) => one.alreadyCheckedIn.every((already) => already))).toHaveLength(2);
      const first = scans.find((one) => !one.alreadyCheckedIn[0])!;
      const entry = entries.filter((one) => one.member_code === code);
      expect(entry).toEqual([expect.objectContaining({ scan_id: first.scanId, action: 'check-in', by_code: admin.code })]);
    }
  }, 120_000);

  it('answers a retry as it answered the scan, even after another station scanned the member', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    const member = await createMember(ctx.db, { firstName: 'Ana', lastName: 'Retry' });
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: member } });
    const { token: coordinator } = await ctx.signInAs(ROLE_IDS.coordinator, { firstName: 'Carla', lastName: 'Door' });
    const [first, second] = [randomUUID(), randomUUID()];

    const checkedIn = await put(event, member, { checkIn: true, scanId: first, station: 'Door A' });
    expect(checkedIn).toMatchObject({ status: 200, body: { checkIn: true, alreadyCheckedIn: false } });
    const already = await put(event, member, { checkIn: true, scanId: second, station: 'Door B' }, coordinator);
    // The second station learns when and by whom: "Already checked in at 18:42 by Ana".
    expect(already.body).toMatchObject({ alreadyCheckedIn: true, checkedInAt: checkedIn.body.checkedInAt, checkedInBy: admin });
    expect((await put(event, member, { checkIn: true, scanId: first })).body.alreadyCheckedIn).toBe(false);
    expect((await put(event, member, { checkIn: true, scanId: second }, coordinator)).body.alreadyCheckedIn).toBe(true);
    // A scan without an id is a new scan.
    expect((await put(event, member, { checkIn: true })).body.alreadyCheckedIn).toBe(true);
    expect((await log(event)).body.checkIns.filter((entry: { action: string }) => entry.action === 'check-in')).toHaveLength(1);
  });

  it('answers who checked in and when, and the care fields that say something', async () => {
    const event = await createEvent(ctx.db);
    const careful = await createMember(ctx.db, {
      firstName: 'Bea',
      lastName: 'Care',
      foodAllergies: 'Peanuts',
      dietRestrictions: 'Vegetarian',
    });
    const before = Date.now();
    const answer = await scan(event, { code: careful, station: 'Door A' });
    expect(answer).toMatchObject({ status: 201 });
    expect(answer.body).toEqual({
      code: careful,
      fullname: 'Bea Care',
      registered: true,
      checkIn: true,
      checkedInAt: expect.stringMatching(ISO_INSTANT),
      checkedInBy: admin,
      checkedOutAt: null,
      checkedOutBy: null,
      alreadyCheckedIn: false,
      care: { dietRestrictions: 'Vegetarian', foodAllergies: 'Peanuts' },
      // In no household: nobody to offer besides them.
      household: [],
    });
    const at = Date.parse(answer.body.checkedInAt);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());

    const medical = await createMember(ctx.db, { medicalConditions: 'Asthma: inhaler in the blue bag' });
    expect((await scan(event, { code: medical })).body.care).toEqual({ medicalConditions: 'Asthma: inhaler in the blue bag' });
    // Only a check-in carries the scan's facts.
    const plain = await createMember(ctx.db);
    const registered = await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: plain } });
    expect(registered.body).not.toHaveProperty('alreadyCheckedIn');
    expect(registered.body).not.toHaveProperty('care');
  });

  it('refuses a scan id that is not a UUID and a station name over 50 characters', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    const response = await scan(event, { code: member, scanId: 'scan-1', station: 'x'.repeat(51) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ scanId: ['Must be a UUID.'], station: ['Must be at most 50 characters.'] });
    expect(await ctx.db.selectFrom('attendance').selectAll().where('event_code', '=', event).execute()).toEqual([]);
  });
});

describe('a walk-in: PUT with register', () => {
  const walkIn = (event: number, member: number, body: Record<string, unknown> = {}, token = ctx.adminToken) =>
    put(event, member, { checkIn: true, register: true, ...body }, token);
  const entries = (event: number) =>
    ctx.db.selectFrom('check_ins').select(['member_code', 'scan_id', 'station', 'action']).where('event_code', '=', event).execute();
  const counts = async (event: number) => {
    const { body } = await ctx.request({ method: 'GET', url: `/api/events/${event}`, token: ctx.adminToken });
    return { registered: body.registered, checked: body.checked };
  };

  it('registers and checks in a member who is not registered in one call, logged as one check-in', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db, { firstName: 'Wally', lastName: 'Walkin', foodAllergies: 'Nuts' });
    const scanId = randomUUID();
    const before = Date.now();
    const answer = await walkIn(event, member, { scanId, station: 'Door A' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      code: member,
      fullname: 'Wally Walkin',
      registered: true,
      checkIn: true,
      checkedInAt: expect.stringMatching(ISO_INSTANT),
      checkedInBy: admin,
      checkedOutAt: null,
      checkedOutBy: null,
      alreadyCheckedIn: false,
      care: { foodAllergies: 'Nuts' },
      // In no household: nobody to offer besides them.
      household: [],
    });
    expect(Date.parse(answer.body.checkedInAt)).toBeGreaterThanOrEqual(before);
    expect(await counts(event)).toEqual({ registered: 1, checked: 1 });
    expect(await entries(event)).toEqual([{ member_code: member, scan_id: scanId, station: 'Door A', action: 'check-in' }]);

    // The same scan sent again (its answer lost) is answered as the first time, and changes nothing.
    const retry = await walkIn(event, member, { scanId, station: 'Door A' });
    expect(retry).toMatchObject({ status: 200, body: { ...answer.body, alreadyCheckedIn: false } });
    // Another scan of the member says who checked them in, and when.
    const again = await walkIn(event, member, { scanId: randomUUID(), station: 'Door B' });
    expect(again).toMatchObject({
      status: 200,
      body: { alreadyCheckedIn: true, checkedInAt: answer.body.checkedInAt, checkedInBy: admin },
    });
    expect(await counts(event)).toEqual({ registered: 1, checked: 1 });
    expect(await entries(event)).toHaveLength(1);
  });

  it('checks in a registered member as PUT always has, registering nothing', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: member } });
    const answer = await walkIn(event, member, { station: 'Door A' });
    expect(answer).toMatchObject({ status: 200, body: { registered: true, checkIn: true, alreadyCheckedIn: false } });
    expect((await entries(event)).map((entry) => entry.action)).toEqual(['register', 'check-in']);
    // Registered, then disabled: refused, as without `register` (and as by POST).
    const disabled = await createMember(ctx.db);
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: disabled } });
    await ctx.db.updateTable('members').set({ is_enabled: 0 }).where('code', '=', disabled).execute();
    expect(await walkIn(event, disabled)).toMatchObject({ status: 409, body: { code: 'attendance.memberDisabled' } });
    expect((await entries(event)).map((entry) => entry.action)).toEqual(['register', 'check-in', 'register']);
  });

  it('registers without checking in with checkIn: false, logged as a registration', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    const answer = await put(event, member, { checkIn: false, register: true });
    expect(answer).toMatchObject({ status: 201, body: { code: member, registered: true, checkIn: false, checkedInAt: null } });
    expect(answer.body).not.toHaveProperty('alreadyCheckedIn');
    expect((await entries(event)).map((entry) => entry.action)).toEqual(['register']);
  });

  it('refuses whom POST refuses, writing nothing', async () => {
    const event = await createEvent(ctx.db);
    expect(await walkIn(event, 999_999)).toMatchObject({ status: 404, body: { message: 'Member not found' } });
    const disabled = await createMember(ctx.db, { isEnabled: false });
    expect(await walkIn(event, disabled)).toMatchObject({ status: 409, body: { message: 'Member is disabled.' } });
    const member = await createMember(ctx.db);
    expect((await put(event, member, { checkIn: true, register: 'yes' })).body.errors).toEqual({ register: ['Must be true or false.'] });
    const cancelled = await createEvent(ctx.db);
    await ctx.request({ method: 'PATCH', url: `/api/events/${cancelled}`, token: ctx.adminToken, body: { isCancelled: true } });
    expect(await walkIn(cancelled, member)).toMatchObject({ status: 409, body: { message: 'Event is cancelled.' } });
    for (const code of [event, cancelled]) {
      expect(await counts(code)).toEqual({ registered: 0, checked: 0 });
      expect(await entries(code)).toEqual([]);
    }
  });

  it('makes one registration and one check-in of 20 identical calls at once', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    const scanId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => walkIn(event, member, { scanId, station: 'Door A' })));
    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    // One scan: every attempt says it checked the member in.
    expect(responses.every((response) => response.body.alreadyCheckedIn === false)).toBe(true);
    expect(await counts(event)).toEqual({ registered: 1, checked: 1 });
    expect(await entries(event)).toEqual([{ member_code: member, scan_id: scanId, station: 'Door A', action: 'check-in' }]);
  });
});

describe('GET /api/events/{code}/check-ins', () => {
  it('logs every accepted change, newest first, with who, when, where and which scan', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db, { firstName: 'Luis', lastName: 'Log' });
    const scanId = randomUUID();
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: member } });
    await put(event, member, { checkIn: true, scanId, station: 'Door A' });
    await put(event, member, { checkIn: true, scanId, station: 'Door A' });
    await put(event, member, { checkIn: true, station: 'Door B' });
    await put(event, member, { checkIn: false });
    await ctx.request({ method: 'PUT', url: `${attendees(event)}/${member}`, token: ctx.adminToken, body: { checkIn: true } });
    await ctx.request({ method: 'DELETE', url: `${attendees(event)}/${member}`, token: ctx.adminToken });

    const response = await log(event);
    expect(response.status).toBe(200);
    const entry = (action: string, station: string | null, id: string | null, undone = false) => ({
      memberCode: member,
      fullname: 'Luis Log',
      at: expect.stringMatching(ISO_INSTANT),
      byCode: admin.code,
      byName: admin.fullname,
      station,
      scanId: id,
      action,
      undone,
    });
    // The retry and the scan of someone already in change nothing and are not repeated; the
    // unregistration clears a check-in, so it is logged as its undoing.
    expect(response.body).toEqual({
      totalCount: 5,
      checkIns: [
        entry('undo', null, null),
        entry('check-in', null, null, true),
        entry('undo', null, null),
        entry('check-in', 'Door A', scanId, true),
        entry('register', null, null),
      ],
    });
    const pages = [(await log(event, '?size=5&page=1')).body, (await log(event, '?size=5&page=2')).body];
    expect(pages[0].checkIns).toEqual(response.body.checkIns);
    expect(pages[1]).toEqual({ totalCount: 5, checkIns: [] });
  });

  describe('when the entries were written in another order than their times', () => {
    afterEach(() => vi.useRealTimers());

    it('lists them by the time each shows, newest first, ties by the order they were written', async () => {
      // Each scan takes its time from the clock of the server process that handles it: processes
      // sharing a PostgreSQL database whose clocks differ, a clock set back, or a scan that read
      // the clock and then waited for another scan's transaction all write an earlier time after
      // a later one.
      const event = await createEvent(ctx.db);
      const [first, early, late, tie, latest, again] = await createMembers(ctx.db, 6, `log-order-${process.pid}-${Date.now()}`);
      // A minute ago, in whole seconds: within the session's life.
      const base = Math.floor(Date.now() / 1_000) * 1_000 - 60_000;
      const at = (ms: number) => new Date(base + ms).toISOString();
      const scanAt = async (time: number, code: number | undefined) => {
        vi.useFakeTimers({ toFake: ['Date'], now: time });
        expect((await scan(event, { code })).status).toBe(201);
      };
      await scanAt(base + 5_000, first);
      await scanAt(base + 10_000, late);
      await scanAt(base, early);
      await scanAt(base + 10_000, tie);
      await scanAt(base + 20_000, latest);
      await scanAt(base + 1_000, again);
      vi.useRealTimers();

      const shown = (body: { checkIns: { memberCode: number; at: string }[] }) =>
        body.checkIns.map(({ memberCode, at }) => ({ memberCode, at }));
      const expected = [
        { memberCode: latest, at: at(20_000) },
        { memberCode: tie, at: at(10_000) },
        { memberCode: late, at: at(10_000) },
        { memberCode: first, at: at(5_000) },
        { memberCode: again, at: at(1_000) },
        { memberCode: early, at: at(0) },
      ];
      const response = await log(event);
      expect(response.body.totalCount).toBe(6);
      expect(shown(response.body)).toEqual(expected);
      // Pages follow the same order, with nothing skipped or repeated across them.
      const pages = [(await log(event, '?size=5&page=1')).body, (await log(event, '?size=5&page=2')).body];
      expect([...shown(pages[0]), ...shown(pages[1])]).toEqual(expected);
    });
  });

  it('is open to a Coordinator, answers 404 for an unknown event and 400 for a bad page', async () => {
    const { token } = await ctx.signInAs(ROLE_IDS.coordinator);
    const event = await createEvent(ctx.db);
    expect(await log(event, '', token)).toMatchObject({ status: 200, body: { totalCount: 0, checkIns: [] } });
    expect(await log(999_999)).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    expect((await log(event, '?size=7')).status).toBe(400);
  });
});

describe('GET /api/events/{code}/roster', () => {
  const roster = (event: number, headers: Record<string, string> = {}) =>
    ctx.request({ method: 'GET', url: `/api/events/${event}/roster`, token: ctx.adminToken, headers });

  it('holds the registered attendees of an event that requires registration, with their care fields', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    const ana = await createMember(ctx.db, { firstName: 'Ana', lastName: 'Roster', foodAllergies: 'Shellfish' });
    const ben = await createMember(ctx.db, { firstName: 'Ben', lastName: 'Roster' });
    await createMember(ctx.db, { firstName: 'Cid', lastName: 'Roster' });
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: ben } });
    await scan(event, { code: ana });

    const before = Date.now();
    const response = await roster(event);
    expect(response.status).toBe(200);
    expect(response.body.event).toMatchObject({ code: event, registrationRequired: true, registered: 2, checked: 1 });
    expect(Date.parse(response.body.generatedAt)).toBeGreaterThanOrEqual(before);
    expect(response.body.attendees).toEqual([
      {
        code: ana,
        fullname: 'Ana Roster',
        firstName: 'Ana',
        lastName: 'Roster',
        registered: true,
        checkIn: true,
        checkedInAt: expect.stringMatching(ISO_INSTANT),
        birthDate: null,
        phoneDigits: null,
        care: { foodAllergies: 'Shellfish' },
      },
      {
        code: ben,
        fullname: 'Ben Roster',
        firstName: 'Ben',
        lastName: 'Roster',
        registered: true,
        checkIn: false,
        checkedInAt: null,
        birthDate: null,
        phoneDigits: null,
        care: null,
      },
    ]);
  });

  it('writes each attendee as the station reads it: any name, the check-in to the millisecond, only the care filled in, by name', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    // Made first, so that the order by code and the order by name differ.
    const zoe = await createMember(ctx.db, { firstName: 'Zoë "Z"', lastName: 'Núñez \\ 李', dietRestrictions: 'Vegan' });
    const amy = await createMember(ctx.db, {
      firstName: 'Amy',
      lastName: 'Ávila',
      medicalConditions: 'Asthma',
      dietRestrictions: '',
      foodAllergies: 'Peanuts',
    });
    for (const code of [zoe, amy]) await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code } });
    await scan(event, { code: zoe });
    const checkedIn = await ctx.db
      .selectFrom('attendance')
      .select('checked_in_at')
      .where('event_code', '=', event)
      .where('member_code', '=', zoe)
      .executeTakeFirstOrThrow();

    const response = await roster(event);
    expect(response.body.attendees).toEqual([
      {
        code: amy,
        fullname: 'Amy Ávila',
        firstName: 'Amy',
        lastName: 'Ávila',
        registered: true,
        checkIn: false,
        checkedInAt: null,
        birthDate: null,
        phoneDigits: null,
        care: { medicalConditions: 'Asthma', foodAllergies: 'Peanuts' },
      },
      {
        code: zoe,
        fullname: 'Zoë "Z" Núñez \\ 李',
        firstName: 'Zoë "Z"',
        lastName: 'Núñez \\ 李',
        registered: true,
        checkIn: true,
        checkedInAt: new Date(Number(checkedIn.checked_in_at)).toISOString(),
        birthDate: null,
        phoneDigits: null,
        care: { dietRestrictions: 'Vegan' },
      },
    ]);
  });

  it('holds every enabled member when the event does not require registration', async () => {
    const event = await createEvent(ctx.db);
    const disabled = await createMember(ctx.db, { isEnabled: false });
    const walkIn = await createMember(ctx.db, { firstName: 'Walk', lastName: 'In' });
    const registered = await createMember(ctx.db, { firstName: 'Reg', lastName: 'Istered' });
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: registered } });
    const response = await roster(event);
    const byCode = new Map(response.body.attendees.map((attendee: { code: number }) => [attendee.code, attendee]));
    expect(byCode.get(walkIn)).toEqual({
      code: walkIn,
      fullname: 'Walk In',
      firstName: 'Walk',
      lastName: 'In',
      registered: false,
      checkIn: false,
      checkedInAt: null,
      birthDate: null,
      phoneDigits: null,
      care: null,
    });
    expect(byCode.get(registered)).toEqual({
      code: registered,
      fullname: 'Reg Istered',
      firstName: 'Reg',
      lastName: 'Istered',
      registered: true,
      checkIn: false,
      checkedInAt: null,
      birthDate: null,
      phoneDigits: null,
      care: null,
    });
    const enabled = await ctx.db
      .selectFrom('members')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('is_enabled', '=', 1)
      .executeTakeFirstOrThrow();
    expect(response.body.attendees).toHaveLength(Number(enabled.n));
    expect(response.body.attendees.map((attendee: { code: number }) => attendee.code)).not.toContain(disabled);
  });

  it('answers 304 to the ETag it gave until something changes', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    const member = await createMember(ctx.db);
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: member } });
    const first = await roster(event);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await roster(event, { 'if-none-match': etag })).toMatchObject({ status: 304, body: '' });

    await scan(event, { code: member });
    const changed = await roster(event, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.attendees).toEqual([expect.objectContaining({ code: member, checkIn: true })]);
  });

  it('gives a new ETag for every change a station must learn of, and the same one, answered 304, while nothing changes', async () => {
    for (const registrationRequired of [true, false]) {
      const event = await createEvent(ctx.db, { registrationRequired });
      const ana = await createMember(ctx.db, { firstName: 'Ana', lastName: 'Tagged' });
      const ben = await createMember(ctx.db, { firstName: 'Ben', lastName: 'Tagged' });
      await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: ana } });
      await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: ben } });
      const patch = (member: number, body: Record<string, unknown>) =>
        ctx.request({ method: 'PATCH', url: `/api/members/${member}`, token: ctx.adminToken, body });
      const changes: [string, () => Promise<unknown>][] = [
        ['a check-in', () => scan(event, { code: ana })],
        [
          'its undoing',
          () => ctx.request({ method: 'PUT', url: `${attendees(event)}/${ana}`, token: ctx.adminToken, body: { checkIn: false } }),
        ],
        ['another check-in', () => scan(event, { code: ben })],
        ['a name', () => patch(ana, { firstName: 'Anna' })],
        // Written as the member's edit writes it (members.repository.ts, updateMember).
        [
          'a care note',
          () => ctx.db.updateTable('members').set({ food_allergies: 'Peanuts', updated_at: Date.now() }).where('code', '=', ben).execute(),
        ],
        ['an unregistration', () => ctx.request({ method: 'DELETE', url: `${attendees(event)}/${ana}`, token: ctx.adminToken })],
        ['a registration', () => ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: ana } })],
        [
          'the event',
          () =>
            ctx.db
              .updateTable('events')
              .set({ name: `Renamed ${event}` })
              .where('code', '=', event)
              .execute(),
        ],
        ...(registrationRequired
          ? []
          : ([
              ['a new member', () => createMember(ctx.db, { firstName: 'Cid', lastName: 'Tagged' })],
              ['a member not registered', async () => patch(await createMember(ctx.db), { lastName: 'Changed' })],
            ] as [string, () => Promise<unknown>][])),
      ];
      let previous = await roster(event);
      expect(await roster(event, { 'if-none-match': String(previous.headers.etag) })).toMatchObject({ status: 304 });
      for (const [change, make] of changes) {
        await make();
        const next = await roster(event, { 'if-none-match': String(previous.headers.etag) });
        expect(next.status, `${change}, registration required: ${registrationRequired}`).toBe(200);
        expect(next.body).not.toEqual(
          previous.body.generatedAt === next.body.generatedAt ? previous.body : { ...previous.body, generatedAt: next.body.generatedAt },
        );
        const again = await roster(event, { 'if-none-match': String(next.headers.etag) });
        expect(again.status, `${change}, then nothing`).toBe(304);
        previous = next;
      }
    }
  });

  it('leaves out an attendee once disabled or merged away, and its ETag changes with them', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    const ana = await createMember(ctx.db, { firstName: 'Ana', lastName: 'Gone' });
    const ben = await createMember(ctx.db, { firstName: 'Ben', lastName: 'Gone' });
    const dup = await createMember(ctx.db, { firstName: 'Dot', lastName: 'Gone' });
    const kept = await createMember(ctx.db, { firstName: 'Kim', lastName: 'Gone' });
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: ana } });
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: ben } });
    await scan(event, { code: dup });
    const codes = (response: { body: { attendees: { code: number }[] } }) => response.body.attendees.map((attendee) => attendee.code);
    const first = await roster(event);
    expect(codes(first)).toEqual([ana, ben, dup]);

    // A station must not check in offline whom the server refuses (docs/product.md §6.8).
    const disabling = await ctx.request({ method: 'PATCH', url: `/api/members/${ben}`, token: ctx.adminToken, body: { isEnabled: false } });
    expect(disabling.status).toBe(200);
    const withoutBen = await roster(event, { 'if-none-match': String(first.headers.etag) });
    expect(withoutBen.status).toBe(200);
    expect(withoutBen.headers.etag).not.toBe(first.headers.etag);
    expect(codes(withoutBen)).toEqual([ana, dup]);
    expect(withoutBen.body.event).toMatchObject({ registered: 3, checked: 1 });

    const merge = await ctx.request({ method: 'POST', url: `/api/members/${dup}/merge`, token: ctx.adminToken, body: { into: kept } });
    expect(merge.status).toBe(200);
    const merged = await roster(event, { 'if-none-match': String(withoutBen.headers.etag) });
    expect(merged.status).toBe(200);
    expect(merged.headers.etag).not.toBe(withoutBen.headers.etag);
    expect(merged.body.attendees).toEqual([
      {
        code: ana,
        fullname: 'Ana Gone',
        firstName: 'Ana',
        lastName: 'Gone',
        registered: true,
        checkIn: false,
        checkedInAt: null,
        birthDate: null,
        phoneDigits: null,
        care: null,
      },
      {
        code: kept,
        fullname: 'Kim Gone',
        firstName: 'Kim',
        lastName: 'Gone',
        registered: true,
        checkIn: true,
        checkedInAt: expect.stringMatching(ISO_INSTANT),
        birthDate: null,
        phoneDigits: null,
        care: null,
      },
    ]);
    expect(await roster(event, { 'if-none-match': String(merged.headers.etag) })).toMatchObject({ status: 304 });

    // Enabled again, Ben is back.
    await ctx.request({ method: 'PATCH', url: `/api/members/${ben}`, token: ctx.adminToken, body: { isEnabled: true } });
    expect(codes(await roster(event))).toEqual([ana, ben, kept]);

    // At an event open to all, the merged member is left out like every disabled one.
    const open = await roster(await createEvent(ctx.db));
    expect(codes(open)).toEqual(expect.arrayContaining([ana, ben, kept]));
    expect(codes(open)).not.toContain(dup);
  });

  it('answers 404 for an unknown event', async () => {
    expect(await roster(999_999)).toMatchObject({ status: 404, body: { message: 'Event not found' } });
  });
});

describe('GET /api/events/{code}/live', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('sends the counts on connect and within a second of every change', async () => {
    const event = await createEvent(ctx.db);
    const [first, second] = [await createMember(ctx.db), await createMember(ctx.db)];
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: first } });
    const live = await openLiveStream(baseUrl, event, ctx.adminToken);
    try {
      expect(live.status).toBe(200);
      expect(live.contentType).toMatch(/^text\/event-stream/);
      expect(await live.nextCounts()).toEqual({ registered: 1, checked: 0, present: 0 });
      await scan(event, { code: first });
      expect(await live.nextCounts()).toEqual({ registered: 1, checked: 1, present: 1 });
      await scan(event, { code: second });
      expect(await live.nextCounts()).toEqual({ registered: 2, checked: 2, present: 2 });
      await ctx.request({ method: 'DELETE', url: `${attendees(event)}/${first}`, token: ctx.adminToken });
      expect(await live.nextCounts()).toEqual({ registered: 1, checked: 1, present: 1 });
    } finally {
      live.close();
    }
  });

  it('sends the counts again when a merge moves attendance: two registered members become one', async () => {
    const event = await createEvent(ctx.db);
    const [merged, kept] = [await createMember(ctx.db), await createMember(ctx.db)];
    await scan(event, { code: merged });
    await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: kept } });
    const live = await openLiveStream(baseUrl, event, ctx.adminToken);
    try {
      expect(await live.nextCounts()).toEqual({ registered: 2, checked: 1, present: 1 });
      const merge = await ctx.request({ method: 'POST', url: `/api/members/${merged}/merge`, token: ctx.adminToken, body: { into: kept } });
      expect(merge.status).toBe(200);
      // The kept member's row takes the merged one's check-in; the merged member's row goes.
      expect(await live.nextCounts()).toEqual({ registered: 1, checked: 1, present: 1 });
    } finally {
      live.close();
    }
  });

  it.runIf(testDialect() === 'postgres')(
    'sends the counts again once the server listens again, after its listening connection dropped',
    async () => {
      const event = await createEvent(ctx.db);
      const member = await createMember(ctx.db);
      const live = await openLiveStream(baseUrl, event, ctx.adminToken);
      try {
        expect(await live.nextCounts()).toEqual({ registered: 0, checked: 0, present: 0 });
        // The database drops the connection that listens: the next change's news reaches nobody.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where datname = current_database() and query = 'listen attendance_changes'`.execute(ctx.db);
        await scan(event, { code: member });
        expect(await live.nextCounts(5_000)).toEqual({ registered: 1, checked: 1, present: 1 });
      } finally {
        live.close();
      }
    },
  );

  it('needs a session and a real event', async () => {
    const event = await createEvent(ctx.db);
    const anonymous = await openLiveStream(baseUrl, event, null);
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const unknown = await openLiveStream(baseUrl, 999_999, ctx.adminToken);
    expect(unknown.status).toBe(404);
    unknown.close();
  });
});
