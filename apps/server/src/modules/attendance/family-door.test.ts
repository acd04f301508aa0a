import { randomUUID } from 'node:crypto';
import { normalizeText, phoneDigits } from '@console/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';

/*
 * The family at the door (docs/api.md, "Households"): the door's search, the family check-in and
 * the household offered with a scan, on both databases.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The event's day is 15 June 2027: ages below are counted to it. */
const EVENT_DAY = Date.UTC(2027, 5, 15, 10);

let next = 0;
/** Seven digits no other test's phones hold, so that searches of one test find only its own. */
const uniqueDigits = () => String(3_000_000 + process.pid * 100 + next++).slice(-7);
/** A surname no other test's members have. */
const uniqueName = () => `Qz${process.pid}x${next++}`;

const search = (event: number, q: string, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'GET', url: `/api/events/${event}/door-search?q=${encodeURIComponent(q)}`, token: token ?? undefined });
const checkIns = (event: number, body: Record<string, unknown>, token: string | null = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: `/api/events/${event}/check-ins`, token: token ?? undefined, body });
const entries = (event: number) =>
  ctx.db
    .selectFrom('check_ins')
    .select(['member_code', 'scan_id', 'station', 'action'])
    .where('event_code', '=', event)
    .orderBy('id')
    .execute();
const attendance = (event: number) =>
  ctx.db.selectFrom('attendance').select(['member_code', 'checked_in_at']).where('event_code', '=', event).orderBy('member_code').execute();

async function createHousehold(body: Record<string, unknown>) {
  const response = await ctx.request({ method: 'POST', url: '/api/households', token: ctx.adminToken, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as number;
}

/** A family of three: two parents and a seven-year-old with a care note; the mother's phone written with punctuation. */
async function family() {
  const surname = uniqueName();
  const digits = uniqueDigits();
  const phone = `+1 (555) ${digits.slice(0, 3)}-${digits.slice(3)}`;
  const mother = await createMember(ctx.db, { firstName: 'Ana', lastName: surname, birthDate: '1990-06-15', phones: phone });
  const father = await createMember(ctx.db, { firstName: 'Luis', lastName: surname, birthDate: '1988-01-02' });
  const child = await createMember(ctx.db, { firstName: 'Sofia', lastName: surname, birthDate: '2019-06-16', foodAllergies: 'Peanuts' });
  const id = await createHousehold({
    name: `The ${surname} family`,
    members: [
      { code: child, role: 'child' },
      { code: father, role: 'adult' },
      { code: mother, role: 'adult' },
    ],
    primaryContactCode: mother,
  });
  return { id, surname, digits, mother, father, child };
}

const person = (code: number, [firstName, lastName]: [string, string], role: string | null, age: number | null, state = {}) => ({
  code,
  fullname: `${firstName} ${lastName}`,
  firstName,
  lastName,
  role,
  age,
  registered: false,
  checkIn: false,
  checkedOutAt: null,
  ...state,
});

describe('the door search', () => {
  it('finds a family by the last four digits of a phone written with punctuation, each person with role, age and state', async () => {
    const event = await createEvent(ctx.db, { startsAt: EVENT_DAY });
    const f = await family();
    await ctx.request({
      method: 'POST',
      url: `/api/events/${event}/attendees`,
      token: ctx.adminToken,
      body: { code: f.father, checkIn: true },
    });

    const answer = await search(event, f.digits.slice(-4));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        householdId: f.id,
        name: `The ${f.surname} family`,
        members: [
          // Adults oldest first, then the child; ages on the event's day (Ana's birthday is that day,
          // Sofia's the day after).
          person(f.father, ['Luis', f.surname], 'adult', 39, { registered: true, checkIn: true }),
          person(f.mother, ['Ana', f.surname], 'adult', 37),
          person(f.child, ['Sofia', f.surname], 'child', 7),
        ],
      },
    ]);
    // The same digits written any way find the same family.
    for (const q of [f.digits, `555-${f.digits.slice(0, 3)}-${f.digits.slice(3)}`, `(${f.digits.slice(0, 3)}) ${f.digits.slice(3)}`])
      expect((await search(event, q)).body.map((group: { householdId: number }) => group.householdId)).toEqual([f.id]);
  });

  it("finds a household by its own phone, by its name and by a member's name, whole each time", async () => {
    const event = await createEvent(ctx.db, { startsAt: EVENT_DAY });
    const surname = uniqueName();
    const digits = uniqueDigits();
    const adult = await createMember(ctx.db, { firstName: 'Marta', lastName: surname, birthDate: '1970-03-01' });
    const teen = await createMember(ctx.db, { firstName: 'Íñigo', lastName: `${surname}b`, birthDate: '2010-12-31' });
    const id = await createHousehold({
      name: `Casa ${surname}`,
      phone: `${digits.slice(0, 3)}.${digits.slice(3)}`,
      members: [
        { code: adult, role: 'adult' },
        { code: teen, role: 'child' },
      ],
    });
    const whole = [
      {
        householdId: id,
        name: `Casa ${surname}`,
        members: [person(adult, ['Marta', surname], 'adult', 57), person(teen, ['Íñigo', `${surname}b`], 'child', 16)],
      },
    ];
    expect((await search(event, digits.slice(2))).body).toEqual(whole);
    expect((await search(event, `casa ${surname.toLowerCase()}`)).body).toEqual(whole);
    // Accents and case do not matter; the member's name finds their household.
    expect((await search(event, `INIGO ${surname}`)).body).toEqual(whole);
  });

  it('answers a member in no household as a group of one, and a member in two households in both', async () => {
    const event = await createEvent(ctx.db, { startsAt: EVENT_DAY });
    const surname = uniqueName();
    const alone = await createMember(ctx.db, { firstName: 'Aaron', lastName: surname });
    const shared = await createMember(ctx.db, { firstName: 'Bea', lastName: surname, birthDate: '2020-01-01' });
    const mum = await createMember(ctx.db, { firstName: 'Carla', lastName: `${surname}m` });
    const dad = await createMember(ctx.db, { firstName: 'Dario', lastName: `${surname}d` });
    const mumsHome = await createHousehold({
      name: `Zz ${surname} mum`,
      members: [
        { code: mum, role: 'adult' },
        { code: shared, role: 'child' },
      ],
    });
    const dadsHome = await createHousehold({
      name: `Zz ${surname} dad`,
      members: [
        { code: dad, role: 'adult' },
        { code: shared, role: 'child' },
      ],
    });

    const answer = await search(event, surname);
    expect(answer.status).toBe(200);
    // By name: Aaron's own name, then the two households' names (dad's before mum's).
    expect(answer.body).toEqual([
      { householdId: null, name: `Aaron ${surname}`, members: [person(alone, ['Aaron', surname], null, null)] },
      {
        householdId: dadsHome,
        name: `Zz ${surname} dad`,
        members: [person(dad, ['Dario', `${surname}d`], 'adult', null), person(shared, ['Bea', surname], 'child', 7)],
      },
      {
        householdId: mumsHome,
        name: `Zz ${surname} mum`,
        members: [person(mum, ['Carla', `${surname}m`], 'adult', null), person(shared, ['Bea', surname], 'child', 7)],
      },
    ]);
  });

  it('leaves out disabled members, answers at most 10 groups, and nothing for a search still being typed', async () => {
    const event = await createEvent(ctx.db, { startsAt: EVENT_DAY });
    const surname = uniqueName();
    const codes = [];
    for (let index = 0; index < 12; index++)
      codes.push(await createMember(ctx.db, { firstName: `P${String(index).padStart(2, '0')}`, lastName: surname }));
    await ctx.db.updateTable('members').set({ is_enabled: 0 }).where('code', '=', codes[0]!).execute();
    const answer = await search(event, surname);
    expect(answer.body.map((group: { members: { code: number }[] }) => group.members[0]!.code)).toEqual(codes.slice(1, 11));
    // Three digits, or one letter: not yet a search.
    for (const q of ['555', '5-5 5', 'q']) expect(await search(event, q)).toMatchObject({ status: 200, body: [] });
    // Two letters are (read without the trigram index on SQLite): 10 groups of the many (every
    // surname here has "Qz"), by name.
    const short = (await search(event, 'qz')).body as { name: string }[];
    expect(short).toHaveLength(10);
    const names = short.map((group) => normalizeText(group.name));
    expect(names).toEqual(names.toSorted());
  });

  it("keeps a member's phones as the digits the search compares, whoever writes them and however they are written", async () => {
    const phoneText = fc.stringMatching(/^[0-9 ()+.\-/a-z]{0,30}$/);
    await fc.assert(
      fc.asyncProperty(phoneText, phoneText, async (first, second) => {
        const code = await createMember(ctx.db, { phones: first || null });
        await ctx.db
          .updateTable('members')
          .set({ phones: second || null })
          .where('code', '=', code)
          .execute();
        const row = await ctx.db.selectFrom('members').select('phone_digits').where('code', '=', code).executeTakeFirstOrThrow();
        expect(row.phone_digits).toBe(second ? phoneDigits(second) : null);
      }),
      { numRuns: 25 },
    );
  });

  it('finds a member by the phone they have now, not by one they had', async () => {
    const event = await createEvent(ctx.db);
    const f = await family();
    const digits = uniqueDigits();
    await ctx.db
      .updateTable('members')
      .set({ phones: `${digits.slice(0, 3)} ${digits.slice(3)}` })
      .where('code', '=', f.mother)
      .execute();
    expect((await search(event, f.digits)).body).toEqual([]);
    expect((await search(event, digits)).body.map((group: { householdId: number }) => group.householdId)).toEqual([f.id]);
  });

  it('refuses a missing, blank or overlong q, a NUL, an unknown event and a caller without a session', async () => {
    const event = await createEvent(ctx.db);
    for (const url of [`/api/events/${event}/door-search`, `/api/events/${event}/door-search?q=%20%20`])
      expect(await ctx.request({ method: 'GET', url, token: ctx.adminToken })).toMatchObject({
        status: 400,
        body: { errors: { q: ['Type a phone number or a name.'] } },
      });
    expect(await search(event, '5'.repeat(4000))).toMatchObject({
      status: 400,
      body: { errors: { q: ['Must be at most 100 characters.'] } },
    });
    expect(await search(event, 'ab\u0000cd')).toMatchObject({ status: 400 });
    expect(await search(999_999_999, 'ana')).toMatchObject({ status: 404, body: { message: 'Event not found' } });
    expect(await search(event, 'ana', null)).toMatchObject({ status: 401 });
  });
});

describe('the family check-in', () => {
  it('checks in the chosen members in one call, with care for each, logged with its scan; a retry answers the same and changes nothing', async () => {
    const event = await createEvent(ctx.db);
    const f = await family();
    const scanId = randomUUID();
    const body = { scanId, station: 'Kids door', members: [f.child, f.mother] };

    const answer = await checkIns(event, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      results: [
        { code: f.child, fullname: `Sofia ${f.surname}`, alreadyCheckedIn: false, care: { foodAllergies: 'Peanuts' } },
        { code: f.mother, fullname: `Ana ${f.surname}`, alreadyCheckedIn: false, care: null },
      ],
    });
    const written = [
      { member_code: f.child, scan_id: scanId, station: 'Kids door', action: 'check-in' },
      { member_code: f.mother, scan_id: scanId, station: 'Kids door', action: 'check-in' },
    ];
    expect(await entries(event)).toEqual(written);
    const rows = await attendance(event);
    expect(rows.map((row) => row.member_code)).toEqual([f.mother, f.child].sort((a, b) => a - b));

    expect(await checkIns(event, body)).toMatchObject({ status: 200, body: answer.body });
    expect(await entries(event)).toEqual(written);
    expect(await attendance(event)).toEqual(rows);

    // Another scan of the same people finds them checked in already, and the third person new.
    const again = await checkIns(event, { scanId: randomUUID(), members: [f.mother, f.father] });
    expect(again.body.results.map((result: { alreadyCheckedIn: boolean }) => result.alreadyCheckedIn)).toEqual([true, false]);
    const counts = await ctx.request({ method: 'GET', url: `/api/events/${event}/attendees?registered=true`, token: ctx.adminToken });
    expect(counts.body.totalCount).toBe(3);
  });

  it('at an event that requires registration, refuses the whole call naming who is not registered, unless told to register them', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    const f = await family();
    await ctx.request({ method: 'POST', url: `/api/events/${event}/attendees`, token: ctx.adminToken, body: { code: f.mother } });

    const refused = await checkIns(event, { scanId: randomUUID(), members: [f.mother, f.child, f.father] });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Not registered for this event: Sofia ${f.surname}, Luis ${f.surname}.` },
    });
    expect(await entries(event)).toEqual([expect.objectContaining({ member_code: f.mother, action: 'register' })]);
    expect((await attendance(event)).map((row) => row.checked_in_at)).toEqual([null]);

    const scanId = randomUUID();
    const registered = await checkIns(event, { scanId, members: [f.mother, f.child], register: true });
    expect(registered.status).toBe(200);
    expect((await attendance(event)).every((row) => row.checked_in_at !== null)).toBe(true);
    expect((await entries(event)).slice(1)).toEqual([
      { member_code: f.mother, scan_id: scanId, station: null, action: 'check-in' },
      { member_code: f.child, scan_id: scanId, station: null, action: 'check-in' },
    ]);
  });

  it('refuses an unknown member, a disabled one, a cancelled or unknown event and bad bodies, writing nothing', async () => {
    const event = await createEvent(ctx.db);
    const f = await family();
    const refuse = async (target: number, body: Record<string, unknown>, status: number, expected: Record<string, unknown>) => {
      expect(await checkIns(target, { scanId: randomUUID(), ...body })).toMatchObject({ status, body: expected });
    };
    await refuse(event, { members: [f.mother, 999_999_999] }, 404, { message: 'No member has the code 999999999.' });
    await ctx.db.updateTable('members').set({ is_enabled: 0 }).where('code', '=', f.father).execute();
    await refuse(event, { members: [f.mother, f.father] }, 409, { message: `Disabled, so not checked in: Luis ${f.surname}.` });
    await refuse(await createEvent(ctx.db, { isCancelled: true }), { members: [f.mother] }, 409, { message: 'Event is cancelled.' });
    await refuse(999_999_999, { members: [f.mother] }, 404, { message: 'Event not found' });
    await refuse(event, { members: [] }, 400, { errors: { members: ['Choose at least one person to check in.'] } });
    await refuse(event, { members: [f.mother, f.mother] }, 400, { errors: { members: ['A member is listed twice.'] } });
    await refuse(event, { members: Array.from({ length: 51 }, (_, index) => index + 1) }, 400, {
      errors: { members: ['At most 50 people can be checked in at once.'] },
    });
    await refuse(event, { members: ['x'] }, 400, {});
    expect(await checkIns(event, { scanId: 'not-a-uuid', members: [f.mother] })).toMatchObject({
      status: 400,
      body: { errors: { scanId: ['Must be a UUID.'] } },
    });
    expect(await checkIns(event, { members: [f.mother] })).toMatchObject({ status: 400 });
    expect(await checkIns(event, { scanId: randomUUID(), members: [f.mother], extra: 1 })).toMatchObject({ status: 400 });
    expect(await checkIns(event, { scanId: randomUUID(), members: [f.mother] }, null)).toMatchObject({ status: 401 });
    expect(await entries(event)).toEqual([]);
  });

  it('two stations checking in the same family at once make one check-in each', async () => {
    for (let round = 0; round < 5; round++) {
      const event = await createEvent(ctx.db);
      const f = await family();
      const members = [f.mother, f.father, f.child];
      const [one, two] = await Promise.all([
        checkIns(event, { scanId: randomUUID(), station: 'A', members }),
        checkIns(event, { scanId: randomUUID(), station: 'B', members: [...members].reverse() }),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      const log = await entries(event);
      expect(log.map((entry) => entry.member_code).sort()).toEqual([...members].sort());
      // Each member was checked in by exactly one of the two calls; the other saw them checked in.
      for (const code of members) {
        const said = [one, two].map(
          (answer) => answer.body.results.find((result: { code: number }) => result.code === code).alreadyCheckedIn,
        );
        expect(said.sort()).toEqual([false, true]);
      }
    }
  });
});

describe('a scan offers the household', () => {
  it("answers a check-in with the other members of the member's households and whether each is checked in", async () => {
    const event = await createEvent(ctx.db);
    const f = await family();
    await checkIns(event, { scanId: randomUUID(), members: [f.child] });
    const answer = await ctx.request({
      method: 'POST',
      url: `/api/events/${event}/attendees`,
      token: ctx.adminToken,
      body: { code: f.mother, checkIn: true, scanId: randomUUID() },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.household).toEqual([
      {
        code: f.father,
        fullname: `Luis ${f.surname}`,
        firstName: 'Luis',
        lastName: f.surname,
        role: 'adult',
        registered: false,
        checkIn: false,
      },
      {
        code: f.child,
        fullname: `Sofia ${f.surname}`,
        firstName: 'Sofia',
        lastName: f.surname,
        role: 'child',
        registered: true,
        checkIn: true,
      },
    ]);
    // A registration without a check-in is no scan: nothing offered.
    const registration = await ctx.request({
      method: 'POST',
      url: `/api/events/${event}/attendees`,
      token: ctx.adminToken,
      body: { code: f.father },
    });
    expect(registration.body.household).toBeUndefined();
  });
});

describe('the roster carries the families', () => {
  it('lists the households of its attendees with their enabled members, the phones as digits, and changes its tag with them', async () => {
    const event = await createEvent(ctx.db, { registrationRequired: true });
    const f = await family();
    const other = await family();
    await ctx.request({ method: 'POST', url: `/api/events/${event}/attendees`, token: ctx.adminToken, body: { code: f.child } });
    const roster = (headers: Record<string, string> = {}) =>
      ctx.request({ method: 'GET', url: `/api/events/${event}/roster`, token: ctx.adminToken, headers });

    const first = await roster();
    expect(first.body.attendees).toEqual([
      expect.objectContaining({ code: f.child, birthDate: '2019-06-16', phoneDigits: null, care: { foodAllergies: 'Peanuts' } }),
    ]);
    // Only the household of an attendee; the other family has nobody on the roster.
    expect(first.body.households).toHaveLength(1);
    const [household] = first.body.households;
    expect(household).toMatchObject({ id: f.id, name: `The ${f.surname} family`, phoneDigits: null });
    expect([...household.members].sort((a: { code: number }, b: { code: number }) => a.code - b.code)).toEqual(
      [
        { code: f.mother, fullname: `Ana ${f.surname}`, firstName: 'Ana', lastName: f.surname, role: 'adult' },
        { code: f.father, fullname: `Luis ${f.surname}`, firstName: 'Luis', lastName: f.surname, role: 'adult' },
        { code: f.child, fullname: `Sofia ${f.surname}`, firstName: 'Sofia', lastName: f.surname, role: 'child' },
      ].sort((a, b) => a.code - b.code),
    );
    expect(first.body.households.map((one: { id: number }) => one.id)).not.toContain(other.id);

    const etag = String(first.headers.etag);
    expect(await roster({ 'if-none-match': etag })).toMatchObject({ status: 304 });
    const household2 = await ctx.request({ method: 'GET', url: `/api/households/${f.id}`, token: ctx.adminToken });
    const { id: _, ...body } = household2.body;
    const renamed = await ctx.request({
      method: 'PUT',
      url: `/api/households/${f.id}`,
      token: ctx.adminToken,
      body: {
        ...body,
        name: 'Renamed',
        phone: '555 0199',
        members: body.members.map((m: { code: number; role: string }) => ({ code: m.code, role: m.role })),
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const changed = await roster({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.households[0]).toMatchObject({ name: 'Renamed', phoneDigits: '5550199' });
  });
});
