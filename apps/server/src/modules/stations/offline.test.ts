import { randomUUID } from 'node:crypto';
import { ageOn, fitsAges, stationRosterSchema, type Event } from '@console/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { createEvent, createProgram } from '../../test/factories.ts';
import { asStation, createFamily, enrolStation, type EnrolledStation } from '../../test/stations.ts';
import { countAttendance } from '../attendance/attendance.service.ts';
import { birthRanges, phoneEnds, stationRosterJson } from './roster.service.ts';

/*
 * Offline stations (docs/api.md, "Offline stations"): the roster a station checks families in
 * from without the network, the check-ins it sends when the network is back under its own codes,
 * and the report of a child two kiosks checked in while both were offline, on both databases.
 */

let ctx: TestContext;
let program: number;
let kioskA: EnrolledStation;
let kioskB: EnrolledStation;
let door: EnrolledStation;
beforeAll(async () => {
  ctx = await createTestContext();
  program = await createProgram(ctx.db, { name: `Kids offline ${process.pid}` });
  kioskA = await enrolStation(ctx, { name: 'Kiosk A', programIds: [program] });
  kioskB = await enrolStation(ctx, { name: 'Kiosk B', programIds: [program] });
  door = await enrolStation(ctx, { name: 'Nursery door', mode: 'manned', programIds: [program] });
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

/** The roster as a station would read it at `now`, checked against the contract (the route sends the service's JSON as it is). */
async function rosterAt(station: EnrolledStation, now: number) {
  const context = {
    sessionId: 0,
    id: station.id,
    name: 'Kiosk',
    mode: 'self' as const,
    labelFormat: 'dymo-30252' as const,
    letter: station.letter,
  };
  return stationRosterSchema.parse(JSON.parse(await stationRosterJson(ctx.db, context, 'UTC', now)));
}
const running = () => createEvent(ctx.db, { programId: program, startsAt: Date.now() - 10 * MINUTE, endsAt: Date.now() + 80 * MINUTE });
const send = (station: EnrolledStation, body: unknown) => asStation(ctx, station, { method: 'POST', url: '/api/station/check-ins', body });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const lookup = (event: number, code: string) =>
  asStation(ctx, door, { method: 'GET', url: `/api/events/${event}/pickups?securityCode=${code}` });
/** A code of the station's own: its letter, then 4 characters of the alphabet. */
let serial = 0;
const offlineCode = (station: EnrolledStation) =>
  `${station.letter}${'ACDEFGHJKLMNPQRTUVWXY34679'[serial++ % 26]}K7${'MNPQRTUVWX'[process.pid % 10]}`;

describe('phone ends', () => {
  it('are the last 4 digits of each phone written in a field, however punctuated', () => {
    expect(phoneEnds('(555) 010-1234, +1 555.777.2233; 12 / 555 9999 ext')).toEqual(['1234', '2233', '9999']);
    expect(phoneEnds(null)).toEqual([]);
    expect(phoneEnds('')).toEqual([]);
  });
});

describe('birth ranges', () => {
  const day = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const limit = fc.option(fc.integer({ min: 0, max: 30 }), { nil: null });
  it("fit a birth date exactly when the event's ages fit its age on the day", () => {
    fc.assert(
      fc.property(day, day, limit, limit, (today, birthDate, ageMin, ageMax) => {
        const event = { ageMin, ageMax } as Event;
        const ranges = birthRanges([event], today);
        const inRanges =
          ranges === null ||
          ranges.some(({ bornAfter, bornBy }) => (bornAfter === null || birthDate > bornAfter) && (bornBy === null || birthDate <= bornBy));
        expect(inRanges).toBe(fitsAges(ageOn(birthDate, today), event));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the station roster', () => {
  it('carries the households, the rest of the day, who is in and the last 4 digits of phones, never a phone', async () => {
    const now = Date.parse('2031-05-04T09:00:00Z');
    const at = (time: string) => Date.parse(`2031-05-04T${time}:00Z`);
    const own = await createProgram(ctx.db, { name: `Roster ${process.pid}` });
    const station = await enrolStation(ctx, { name: 'Roster kiosk', programIds: [own] });
    const inProgress = await createEvent(ctx.db, { programId: own, startsAt: at('08:30'), endsAt: at('10:00'), ageMin: 3, ageMax: 11 });
    const later = await createEvent(ctx.db, { programId: own, startsAt: at('18:00'), endsAt: at('19:00') });
    const tomorrow = await createEvent(ctx.db, {
      programId: own,
      startsAt: Date.parse('2031-05-05T09:00:00Z'),
      endsAt: Date.parse('2031-05-05T10:00:00Z'),
    });
    const ended = await createEvent(ctx.db, { programId: own, startsAt: at('07:00'), endsAt: at('08:00') });
    const cancelled = await createEvent(ctx.db, { programId: own, startsAt: at('09:30'), endsAt: at('10:30'), isCancelled: true });
    const elsewhere = await createEvent(ctx.db, { startsAt: at('08:30'), endsAt: at('10:00') });
    const family = await createFamily(ctx, 'Roster', {
      household: { phone: '(555) 321-9999', address: '12 Nursery Lane', notes: 'Secret note' },
      parent: { phones: '+1 555 010 1234, 555.777.2233', email: `roster${process.pid}@example.org`, occupation: 'Surgeon' },
      older: { foodAllergies: 'Peanuts' },
    });
    const gone = await createMember(ctx.db, { firstName: 'Gone', lastName: family.surname });
    await ctx.db.updateTable('members').set({ is_enabled: 0 }).where('code', '=', gone).execute();
    await ctx.db.insertInto('household_members').values({ household_id: family.id, member_code: gone, role: 'child' }).execute();
    await ctx.db
      .insertInto('attendance')
      .values({
        event_code: inProgress,
        member_code: family.older,
        registered_at: at('08:40'),
        checked_in_at: at('08:41'),
        checked_in_by: null,
        checked_out_at: null,
        checked_out_by: null,
      })
      .execute();

    const roster = await rosterAt(station, now);

    expect(roster.day).toBe('2031-05-04');
    expect(roster.generatedAt).toBe('2031-05-04T09:00:00.000Z');
    const codes = roster.events.map((event) => event.code);
    expect(codes).toEqual([inProgress, later]);
    for (const left of [tomorrow, ended, cancelled, elsewhere]) expect(codes).not.toContain(left);
    const household = roster.households.find((candidate) => candidate.id === family.id)!;
    expect(household).toEqual({
      id: family.id,
      name: `The ${family.surname} family`,
      phoneEnds: ['1234', '2233', '9999'],
      members: [
        {
          code: family.parent,
          fullname: `Marta ${family.surname}`,
          firstName: 'Marta',
          lastName: family.surname,
          role: 'adult',
          age: null,
          checkedIn: [],
          care: null,
        },
        {
          code: family.older,
          fullname: `Leo ${family.surname}`,
          firstName: 'Leo',
          lastName: family.surname,
          role: 'child',
          age: 14,
          checkedIn: [inProgress],
          care: { foodAllergies: 'Peanuts' },
        },
        {
          code: family.younger,
          fullname: `Ada ${family.surname}`,
          firstName: 'Ada',
          lastName: family.surname,
          role: 'child',
          age: 9,
          checkedIn: [],
          care: null,
        },
      ],
    });
    const text = JSON.stringify(roster);
    for (const secret of [
      '5550101234',
      '5557772233',
      '5553219999',
      '555 010',
      `roster${process.pid}@example.org`,
      'Nursery Lane',
      'Secret note',
      'Gone',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("holds only the households with someone the events' ages fit when every event has ages", async () => {
    const now = Date.parse('2031-06-01T09:00:00Z');
    const own = await createProgram(ctx.db, { name: `Kids only ${process.pid}` });
    const station = await enrolStation(ctx, { name: 'Kids kiosk', programIds: [own] });
    await createEvent(ctx.db, { programId: own, startsAt: now - 10 * MINUTE, endsAt: now + 60 * MINUTE, ageMin: 3, ageMax: 11 });
    // Leo is 14 and Ada 9 on the day: the family is in; the other, whose younger child turns 12 that day, is not.
    const young = await createFamily(ctx, 'Young');
    const old = await createFamily(ctx, 'Old', { younger: { birthDate: '2019-06-01' } });
    const roster = await rosterAt(station, now);
    const ids = roster.households.map((household) => household.id);
    expect(ids).toContain(young.id);
    expect(ids).not.toContain(old.id);
    expect(roster.households.find((household) => household.id === young.id)!.members.map((member) => member.code)).toEqual([
      young.parent,
      young.older,
      young.younger,
    ]);
  });

  it('is for stations alone, and lists the offline codes this station gave today, not another’s', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/station/roster', token: ctx.adminToken })).status).toBe(403);
    const event = await running();
    const family = await createFamily(ctx, 'Codes');
    const mine = offlineCode(kioskA);
    const theirs = offlineCode(kioskB);
    const sent = await send(kioskA, {
      scanId: randomUUID(),
      householdId: family.id,
      selections: [{ memberCode: family.older, eventCode: event }],
      offline: { securityCode: mine, at: minutesAgo(3) },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const other = await send(kioskB, {
      scanId: randomUUID(),
      householdId: family.id,
      selections: [{ memberCode: family.younger, eventCode: event }],
      offline: { securityCode: theirs, at: minutesAgo(2) },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const roster = await asStation(ctx, kioskA, { method: 'GET', url: '/api/station/roster' });
    expect(roster.status).toBe(200);
    expect(roster.headers['content-type']).toBe('application/json; charset=utf-8');
    stationRosterSchema.parse(roster.body);
    expect(roster.body.usedCodes).toContain(mine);
    expect(roster.body.usedCodes).not.toContain(theirs);
    expect(roster.body.events.map((candidate: { code: number }) => candidate.code)).toContain(event);
    const household = roster.body.households.find((candidate: { id: number }) => candidate.id === family.id);
    expect(household.members.find((member: { code: number }) => member.code === family.older).checkedIn).toEqual([event]);
  });
});

describe('an offline check-in sent when the network is back', () => {
  it('keeps the station’s code and time, names the batch by its scan, and answers a retry the same', async () => {
    const event = await running();
    const family = await createFamily(ctx, 'Back', { older: { foodAllergies: 'Eggs' } });
    const scanId = randomUUID();
    const securityCode = offlineCode(kioskA);
    const at = minutesAgo(7);
    const body = {
      scanId,
      householdId: family.id,
      selections: [{ memberCode: family.older, eventCode: event }],
      offline: { securityCode, at },
    };
    const first = await send(kioskA, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      batchId: scanId,
      securityCode,
      results: [{ memberCode: family.older, eventCode: event, alreadyCheckedIn: false, care: { foodAllergies: 'Eggs' } }],
    });
    const again = await send(kioskA, body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const row = await ctx.db
      .selectFrom('attendance')
      .select(['checked_in_at'])
      .where('event_code', '=', event)
      .where('member_code', '=', family.older)
      .executeTakeFirstOrThrow();
    expect(Number(row.checked_in_at)).toBe(Date.parse(at));
    const batch = await ctx.db
      .selectFrom('check_in_batches')
      .select(['offline_at', 'security_code'])
      .where('id', '=', scanId)
      .executeTakeFirstOrThrow();
    expect(Number(batch.offline_at)).toBe(Date.parse(at));
    expect((await lookup(event, securityCode)).body.children.map((child: { memberCode: number }) => child.memberCode)).toEqual([
      family.older,
    ]);
    expect((await countAttendance(ctx.db, event)).checked).toBe(1);
  });

  it('is taken for an event served when it was made, though over by now', async () => {
    const event = await createEvent(ctx.db, { programId: program, startsAt: Date.now() - 90 * MINUTE, endsAt: Date.now() - 5 * MINUTE });
    const family = await createFamily(ctx, 'Late');
    const selections = [{ memberCode: family.younger, eventCode: event }];
    const online = await send(kioskA, { scanId: randomUUID(), householdId: family.id, selections });
    expect(online.status).toBe(403);
    const offline = await send(kioskA, {
      scanId: randomUUID(),
      householdId: family.id,
      selections,
      offline: { securityCode: offlineCode(kioskA), at: minutesAgo(20) },
    });
    expect(offline.status, JSON.stringify(offline.body)).toBe(201);
    const early = await send(kioskA, {
      scanId: randomUUID(),
      householdId: family.id,
      selections,
      offline: { securityCode: offlineCode(kioskA), at: minutesAgo(200) },
    });
    expect(early.status).toBe(403);
  });

  it('refuses another station’s letter, a bad code, a time out of the day, staff and a code taken, changing nothing', async () => {
    const event = await running();
    const family = await createFamily(ctx, 'Refused');
    const selections = [{ memberCode: family.older, eventCode: event }];
    const offline = (overrides: object) => ({
      scanId: randomUUID(),
      householdId: family.id,
      selections,
      offline: { securityCode: offlineCode(kioskA), at: minutesAgo(1), ...overrides },
    });
    const invalid = (field: string, text: string) => ({ message: 'Invalid input.', errors: { [field]: [text] } });
    const badCode = invalid('offline.securityCode', "An offline code is 5 characters of the codes' alphabet.");
    const badTime = 'The time of an offline check-in must be within the last day, not in the future.';
    const notYours = `This station's offline codes start with ${kioskA.letter}.`;
    const refusals: [EnrolledStation | 'staff', object, object][] = [
      [kioskA, offline({ securityCode: offlineCode(kioskB) }), { message: notYours, errors: { 'offline.securityCode': [notYours] } }],
      [kioskA, offline({ securityCode: `${kioskA.letter}ACD` }), badCode],
      [kioskA, offline({ securityCode: `${kioskA.letter}0000` }), badCode],
      [kioskA, offline({ at: minutesAgo(25 * 60) }), { message: badTime, errors: { 'offline.at': [badTime] } }],
      [
        kioskA,
        offline({ at: new Date(Date.now() + 10 * MINUTE).toISOString() }),
        { message: badTime, errors: { 'offline.at': [badTime] } },
      ],
      [kioskA, offline({ at: 'yesterday' }), invalid('offline.at', badTime)],
      ['staff', offline({}), { message: 'Only a station checks in offline.', errors: { offline: ['Only a station checks in offline.'] } }],
    ];
    for (const [caller, body, expected] of refusals) {
      const response =
        caller === 'staff'
          ? await ctx.request({ method: 'POST', url: '/api/check-in-batches', token: ctx.adminToken, body })
          : await send(caller, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorTexts(response.body)).toEqual(expected);
    }
    const taken = offlineCode(kioskA);
    expect(
      (await send(kioskA, { ...offline({ securityCode: taken }), selections: [{ memberCode: family.parent, eventCode: event }] })).status,
    ).toBe(201);
    const clash = await send(kioskA, offline({ securityCode: taken }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This offline code is already used today by another check-in.');
    const older = await ctx.db
      .selectFrom('attendance')
      .select('member_code')
      .where('event_code', '=', event)
      .where('member_code', '=', family.older)
      .execute();
    expect(older).toEqual([]);
  });

  it('gives its code to the batch the server made of the same scan when the first answer was lost', async () => {
    const event = await running();
    const family = await createFamily(ctx, 'Lost');
    const scanId = randomUUID();
    const selections = [{ memberCode: family.older, eventCode: event }];
    const online = await send(kioskA, { scanId, householdId: family.id, selections });
    expect(online.status).toBe(201);
    const securityCode = offlineCode(kioskA);
    const resent = await send(kioskA, { scanId, householdId: family.id, selections, offline: { securityCode, at: minutesAgo(1) } });
    expect(resent.status).toBe(201);
    expect(resent.body).toEqual({ ...online.body, securityCode });
    expect((await lookup(event, securityCode)).status).toBe(200);
    expect((await lookup(event, online.body.securityCode)).status).toBe(404);
  });
});

describe('a family checked in at two kiosks both offline', () => {
  it('is counted once, reported to the manned station with both codes, and either code collects the child', async () => {
    const event = await running();
    const family = await createFamily(ctx, 'Twice');
    const selections = [{ memberCode: family.younger, eventCode: event }];
    const codeA = offlineCode(kioskA);
    const codeB = offlineCode(kioskB);
    const atA = await send(kioskA, {
      scanId: randomUUID(),
      householdId: family.id,
      selections,
      offline: { securityCode: codeA, at: minutesAgo(6) },
    });
    const atB = await send(kioskB, {
      scanId: randomUUID(),
      householdId: family.id,
      selections,
      offline: { securityCode: codeB, at: minutesAgo(5) },
    });
    expect(atA.body.results[0].alreadyCheckedIn).toBe(false);
    expect(atB.status).toBe(201);
    expect(atB.body.results[0].alreadyCheckedIn).toBe(true);
    expect(await countAttendance(ctx.db, event)).toMatchObject({ checked: 1, present: 1 });

    const report = await asStation(ctx, door, { method: 'GET', url: '/api/station' });
    expect(report.body.doubleCheckIns.filter((double: { eventCode: number }) => double.eventCode === event)).toEqual([
      {
        eventCode: event,
        eventName: expect.any(String),
        memberCode: family.younger,
        fullname: `Ada ${family.surname}`,
        securityCodes: [codeA, codeB],
      },
    ]);
    const self = await asStation(ctx, kioskA, { method: 'GET', url: '/api/station' });
    expect(self.body.doubleCheckIns).toEqual([]);

    const out = await asStation(ctx, door, {
      method: 'POST',
      url: `/api/events/${event}/check-outs`,
      body: { securityCode: codeB, memberCodes: [family.younger], scanId: randomUUID() },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(await countAttendance(ctx.db, event)).toMatchObject({ checked: 1, present: 0 });
  });
});
