import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';

let ctx: TestContext;
/** The seeded Administrator, who makes every call here: who checks people in. */
let admin: { code: number; fullname: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const session = await ctx.request({ method: 'GET', url: '/api/session', token: ctx.adminToken });
  admin = { code: session.body.data.code, fullname: 'Console Administrator' };
});
afterAll(() => ctx.close());

const attendees = (event: number) => `/api/events/${event}/attendees`;
const register = (event: number, body: unknown) => ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body });
const checkIn = (event: number, member: number, body: unknown) =>
  ctx.request({ method: 'PUT', url: `${attendees(event)}/${member}`, token: ctx.adminToken, body });
const unregister = (event: number, member: number) =>
  ctx.request({ method: 'DELETE', url: `${attendees(event)}/${member}`, token: ctx.adminToken });
const list = (event: number, query = '') => ctx.request({ method: 'GET', url: `${attendees(event)}${query}`, token: ctx.adminToken });

async function counts(event: number) {
  const { body } = await ctx.request({ method: 'GET', url: `/api/events/${event}`, token: ctx.adminToken });
  return { registered: body.registered, checked: body.checked };
}

function attendanceRows(event: number) {
  return ctx.db.selectFrom('attendance').select(['member_code', 'checked_in_at']).where('event_code', '=', event).execute();
}

describe('registering and checking in', () => {
  it('registers, checks in, unchecks and unregisters, keeping the event counts true', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db, { firstName: 'Ana', lastName: 'Lima' });

    const registered = await register(event, { code: member });
    expect(registered).toMatchObject({ status: 201, body: { code: member, fullname: 'Ana Lima', registered: true, checkIn: false } });
    expect(await counts(event)).toEqual({ registered: 1, checked: 0 });

    const checked = await checkIn(event, member, { checkIn: true });
    expect(checked).toMatchObject({ status: 200, body: { code: member, fullname: 'Ana Lima', registered: true, checkIn: true } });
    expect(await counts(event)).toEqual({ registered: 1, checked: 1 });

    const unchecked = await checkIn(event, member, { checkIn: false });
    expect(unchecked.body).toEqual({
      code: member,
      fullname: 'Ana Lima',
      registered: true,
      checkIn: false,
      checkedInAt: null,
      checkedInBy: null,
      checkedOutAt: null,
      checkedOutBy: null,
    });
    expect(await counts(event)).toEqual({ registered: 1, checked: 0 });

    const removed = await unregister(event, member);
    expect(removed.status).toBe(204);
    expect(removed.body).toBe('');
    expect(await counts(event)).toEqual({ registered: 0, checked: 0 });
    expect(await attendanceRows(event)).toEqual([]);
  });

  it('registers and checks in at once, and a second POST updates the check-in with 200', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    expect(await register(event, { code: member, checkIn: true })).toMatchObject({ status: 201, body: { checkIn: true } });
    const [first] = await attendanceRows(event);

    expect(await register(event, { code: member, checkIn: true })).toMatchObject({
      status: 200,
      body: { registered: true, checkIn: true },
    });
    expect(await checkIn(event, member, { checkIn: true })).toMatchObject({ status: 200, body: { checkIn: true } });
    // The first check-in time stays.
    expect(await attendanceRows(event)).toEqual([first]);

    expect(await register(event, { code: member })).toMatchObject({ status: 200, body: { checkIn: false } });
    expect(await counts(event)).toEqual({ registered: 1, checked: 0 });
  });

  it('answers who checked the attendee in: the first scanner on a repeat scan, the new one after an undo', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db, { firstName: 'Iris', lastName: 'Vale' });
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator, { firstName: 'Cora', lastName: 'Door' });
    const asCoordinator = (method: 'POST' | 'PUT', url: string, body: unknown) =>
      ctx.request({ method, url, token: coordinator.token, body });
    const byCoordinator = { code: coordinator.code, fullname: 'Cora Door' };

    const first = await register(event, { code: member, checkIn: true });
    expect(first.body).toMatchObject({ checkIn: true, checkedInBy: admin, alreadyCheckedIn: false });
    const repeat = await asCoordinator('POST', attendees(event), { code: member, checkIn: true });
    expect(repeat.body).toMatchObject({ checkedInBy: admin, checkedInAt: first.body.checkedInAt, alreadyCheckedIn: true });

    await checkIn(event, member, { checkIn: false });
    const again = await asCoordinator('PUT', `${attendees(event)}/${member}`, { checkIn: true });
    expect(again.body).toMatchObject({ checkIn: true, checkedInBy: byCoordinator, alreadyCheckedIn: false });
    // The answer is what a later read finds.
    const listed = await list(event, '?registered=true');
    expect(listed.body.attendees).toEqual([
      {
        code: member,
        fullname: 'Iris Vale',
        registered: true,
        checkIn: true,
        checkedInAt: again.body.checkedInAt,
        checkedInBy: byCoordinator,
        checkedOutAt: null,
        checkedOutBy: null,
      },
    ]);
  });

  it('counts registered and checked attendees on the event list too', async () => {
    const event = await createEvent(ctx.db);
    const members = await Promise.all([1, 2, 3].map(() => createMember(ctx.db)));
    await register(event, { code: members[0], checkIn: true });
    await register(event, { code: members[1], checkIn: true });
    await register(event, { code: members[2] });
    const { venueId } = (await ctx.request({ method: 'GET', url: `/api/events/${event}`, token: ctx.adminToken })).body;
    const listed = await ctx.request({ method: 'GET', url: `/api/events?venue=${venueId}`, token: ctx.adminToken });
    expect(listed.body.events).toEqual([expect.objectContaining({ code: event, registered: 3, checked: 2 })]);
  });

  it('makes exactly one row of 20 identical requests sent at once', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db, { firstName: 'Rapid', lastName: 'Scanner' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => register(event, { code: member, checkIn: true })));
    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    const [row] = await attendanceRows(event);
    expect(await attendanceRows(event)).toEqual([{ member_code: member, checked_in_at: expect.any(Number) }]);
    for (const response of responses)
      expect(response.body).toEqual({
        code: member,
        fullname: 'Rapid Scanner',
        registered: true,
        checkIn: true,
        checkedInAt: new Date(row!.checked_in_at!).toISOString(),
        checkedInBy: admin,
        checkedOutAt: null,
        checkedOutBy: null,
        // The first request checked in; none of the others carried its scan id, so each is a new scan.
        alreadyCheckedIn: response.status === 200,
        care: null,
        // In no household: nobody to offer besides them.
        household: [],
      });
    expect(await counts(event)).toEqual({ registered: 1, checked: 1 });
  });

  it('refuses an unknown member, a disabled member, and an unknown event', async () => {
    const event = await createEvent(ctx.db);
    expect(await register(event, { code: 999_999 })).toMatchObject({ status: 404, body: { message: 'Member not found' } });
    const disabled = await createMember(ctx.db, { isEnabled: false });
    expect(await register(event, { code: disabled })).toMatchObject({ status: 409, body: { message: 'Member is disabled.' } });
    const member = await createMember(ctx.db);
    for (const response of [
      await register(999_999, { code: member }),
      await checkIn(999_999, member, { checkIn: true }),
      await unregister(999_999, member),
      await list(999_999),
    ]) {
      expect(response).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    }
    expect(await attendanceRows(event)).toEqual([]);
  });

  it('refuses to check in a registered member who was disabled, as POST refuses them, and lets staff check them out', async () => {
    const event = await createEvent(ctx.db);
    const waiting = await createMember(ctx.db);
    const inAlready = await createMember(ctx.db);
    expect(await register(event, { code: waiting, checkIn: false })).toMatchObject({ status: 201 });
    expect(await register(event, { code: inAlready, checkIn: true })).toMatchObject({ status: 201 });
    for (const code of [waiting, inAlready]) {
      const disabled = await ctx.request({
        method: 'PATCH',
        url: `/api/members/${code}`,
        token: ctx.adminToken,
        body: { isEnabled: false },
      });
      expect(disabled).toMatchObject({ status: 200, body: { isEnabled: false } });
    }

    // docs/product.md §4.1, §5.6: a disabled member can be neither registered nor checked in, by either call.
    const refusal = { status: 409, body: { message: 'Member is disabled.', code: 'attendance.memberDisabled' } };
    expect(await register(event, { code: waiting, checkIn: true })).toMatchObject(refusal);
    expect(await checkIn(event, waiting, { checkIn: true })).toMatchObject(refusal);
    expect(await checkIn(event, waiting, { checkIn: true, register: true })).toMatchObject(refusal);
    expect(await checkIn(event, inAlready, { checkIn: true })).toMatchObject(refusal);
    const rows = await attendanceRows(event);
    expect(rows.find((row) => row.member_code === waiting)).toEqual({ member_code: waiting, checked_in_at: null });
    expect(await counts(event)).toEqual({ registered: 2, checked: 1 });
    const logged = await ctx.db
      .selectFrom('check_ins')
      .select(['member_code', 'action'])
      .where('event_code', '=', event)
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      { member_code: waiting, action: 'register' },
      { member_code: inAlready, action: 'check-in' },
    ]);

    // Checking out (and unregistering) corrects the list and checks nobody in.
    expect(await checkIn(event, inAlready, { checkIn: false })).toMatchObject({ status: 200, body: { code: inAlready, checkIn: false } });
    expect(await unregister(event, waiting)).toMatchObject({ status: 204 });
    expect(await counts(event)).toEqual({ registered: 1, checked: 0 });
  });

  it('answers Attendee not found for a member who is not registered', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    expect(await checkIn(event, member, { checkIn: true })).toMatchObject({ status: 404, body: { message: 'Attendee not found' } });
    expect(await checkIn(event, 999_999, { checkIn: true })).toMatchObject({ status: 404, body: { message: 'Attendee not found' } });
    expect(await unregister(event, member)).toMatchObject({ status: 404, body: { message: 'Attendee not found' } });
    expect(await attendanceRows(event)).toEqual([]);
  });

  it('freezes the attendance of a cancelled event', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    await register(event, { code: member });
    await ctx.request({ method: 'PATCH', url: `/api/events/${event}`, token: ctx.adminToken, body: { isCancelled: true } });
    const other = await createMember(ctx.db);
    for (const response of [
      await register(event, { code: other }),
      await checkIn(event, member, { checkIn: true }),
      await unregister(event, member),
      await unregister(event, other),
    ]) {
      expect(response).toMatchObject({ status: 409, body: { message: 'Event is cancelled.' } });
    }
    expect((await list(event, '?registered=true')).body).toEqual({ totalCount: 1, attendees: [expect.objectContaining({ code: member })] });
  });

  it('answers 400 for bad bodies and paths', async () => {
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    expect((await register(event, {})).body.errors).toEqual({ code: ['Code is required.'] });
    expect((await register(event, { code: 'abc' })).body.errors).toEqual({ code: ['Must be a number.'] });
    expect((await register(event, { code: 1.5 })).body.errors).toEqual({ code: ['Must be a number.'] });
    expect((await register(event, { code: member, checkIn: 'yes', extra: 1 })).body.errors).toEqual({
      checkIn: ['Must be true or false.'],
      extra: ['Unknown field.'],
    });
    expect((await register(event, { code: 99_999_999_999 })).status).toBe(400);
    expect((await checkIn(event, member, {})).body.errors).toEqual({ checkIn: ['Must be true or false.'] });
    for (const url of [`${attendees(event)}/abc`, `${attendees(event)}/99999999999`, `/api/events/abc/attendees/${member}`]) {
      const response = await ctx.request({ method: 'PUT', url, token: ctx.adminToken, body: { checkIn: true } });
      expect(response.status, url).toBe(400);
    }
  });

  it('is open to a Coordinator', async () => {
    const { token } = await ctx.signInAs(ROLE_IDS.coordinator);
    const event = await createEvent(ctx.db);
    const member = await createMember(ctx.db);
    const response = await ctx.request({ method: 'POST', url: attendees(event), token, body: { code: member, checkIn: true } });
    expect(response.status).toBe(201);
  });
});

describe('GET /api/events/{code}/attendees', () => {
  let event: number;
  const codes: Record<string, number> = {};

  beforeAll(async () => {
    event = await createEvent(ctx.db);
    // "Qzx" marks this test's members, so that a search isolates them from everyone else.
    for (const [key, firstName] of [
      ['zoe', 'Zoe'],
      ['angel1', 'Ángel'],
      ['angel2', 'angel'],
      ['bob', 'Bob'],
      ['emile', 'Émile'],
      ['carl', 'Carl'],
    ] as const) {
      codes[key] = await createMember(ctx.db, { firstName, lastName: 'Qzx' });
    }
    await register(event, { code: codes.bob });
    await register(event, { code: codes.zoe, checkIn: true });
    await register(event, { code: codes.carl });
    // Carl was registered, then disabled.
    await ctx.db.updateTable('members').set({ is_enabled: 0 }).where('code', '=', codes.carl!).execute();
  });

  const row = (key: string, fullname: string, registered = false, checkIn = false) => ({
    code: codes[key],
    fullname,
    registered,
    checkIn,
    checkedInAt: checkIn ? expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) : null,
    checkedInBy: checkIn ? admin : null,
    checkedOutAt: null,
    checkedOutBy: null,
  });

  it('lists every enabled member by fullname then code, with their registration', async () => {
    const response = await list(event, '?search=qzx');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalCount: 5,
      attendees: [
        row('angel1', 'Ángel Qzx'),
        row('angel2', 'angel Qzx'),
        row('bob', 'Bob Qzx', true),
        row('emile', 'Émile Qzx'),
        row('zoe', 'Zoe Qzx', true, true),
      ],
    });
    const everyone = await list(event, '?size=20');
    expect(everyone.body.totalCount).toBeGreaterThanOrEqual(6);
    expect(everyone.body.attendees.map((attendee: { code: number }) => attendee.code)).not.toContain(codes.carl);
  });

  it('lists only the registered attendees with registered=true', async () => {
    const response = await list(event, '?registered=true&count=true');
    expect(response.body).toEqual({
      totalCount: 3,
      attendees: [row('bob', 'Bob Qzx', true), row('carl', 'Carl Qzx', true), row('zoe', 'Zoe Qzx', true, true)],
    });
    const searched = await list(event, '?registered=true&search=ZOE');
    expect(searched.body).toEqual({ totalCount: 1, attendees: [row('zoe', 'Zoe Qzx', true, true)] });
    // Members who are not registered match the term too.
    expect((await list(event, '?registered=true&search=qzx')).body).toEqual({
      totalCount: 3,
      attendees: [row('bob', 'Bob Qzx', true), row('carl', 'Carl Qzx', true), row('zoe', 'Zoe Qzx', true, true)],
    });
    expect((await list(event, '?registered=true&search=qzx&size=5&page=2')).body).toEqual({ totalCount: 3, attendees: [] });
    expect((await list(event, '?registered=true&search=qzx&size=5&page=1')).body.totalCount).toBe(3);
    const everyone = await list(event, '?registered=false&search=qzx');
    expect(everyone.body.totalCount).toBe(5);
  });

  it('searches accent-insensitively, by email and by code', async () => {
    expect((await list(event, '?search=EMILE')).body.attendees).toEqual([row('emile', 'Émile Qzx')]);
    expect((await list(event, '?search=angel%20qzx')).body.totalCount).toBe(2);
    expect((await list(event, `?search=${codes.bob}`)).body.attendees).toContainEqual(row('bob', 'Bob Qzx', true));
    expect((await list(event, '?search=example.org')).body.totalCount).toBeGreaterThanOrEqual(5);
    expect((await list(event, '?search=%25')).body.totalCount).toBe(0);
  });

  it('pages by 10 by default, by 5 or 20 when asked, and past the end answers an empty page', async () => {
    const first = await list(event, '?search=qzx&size=5&page=1');
    expect(first.body.attendees).toHaveLength(5);
    expect(await list(event, '?search=qzx&size=5&page=2')).toMatchObject({ status: 200, body: { totalCount: 5, attendees: [] } });
    const walked = [];
    for (const page of [1, 2, 3]) walked.push(...(await list(event, `?search=qzx&size=5&page=${page}`)).body.attendees);
    expect(walked).toEqual(first.body.attendees);

    for (let index = 0; index < 12; index += 1)
      await createMember(ctx.db, { firstName: `Member${String(index).padStart(2, '0')}`, lastName: 'Pagex' });
    expect((await list(event, '?search=pagex')).body.attendees).toHaveLength(10);
    expect((await list(event, '?search=pagex&page=2')).body).toMatchObject({ totalCount: 12, attendees: { length: 2 } });
    expect((await list(event, '?search=pagex&size=20')).body.attendees).toHaveLength(12);
  });

  it.each([
    ['size=7', 'size'],
    ['page=0', 'page'],
    ['registered=yes', 'registered'],
    ['count=1', 'count'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await list(event, `?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(field);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/events/1/attendees'],
    ['POST', '/api/events/1/attendees'],
    ['PUT', '/api/events/1/attendees/1'],
    ['DELETE', '/api/events/1/attendees/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await ctx.request({ method, url, body: method === 'POST' || method === 'PUT' ? {} : undefined });
    expect(response).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
  });
});
