import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, roleByAge, type Household } from '@console/contracts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { DEMO_SERIES_NAME, DEMO_SERIES_WEEKS, DEMO_STOPPED_COMING, fillDemoData } from './demo-data.ts';
import { DEMO_SHARED_PHONE } from './demo-households.ts';

/*
 * The families, worked out from DEMO_FAMILIES: 6 couples, 12 couples with 28 children between
 * them, 6 single parents with 9, 3 three-generation homes with 6 children and a grandparent each,
 * 3 people living alone, and a single parent with 2 children whose other parent has a home of
 * their own: 43 + 2 children, 12 + 24 + 6 + 9 + 3 + 2 adults. With the two households entered
 * twice, 34 households.
 */
const FAMILY_MEMBERS = 101;
const HOUSEHOLDS = 34;

const now = Date.now();
/** A zone with summer time, far from UTC: the events' hours are the organisation's, not UTC's. */
const TIME_ZONE = 'America/Toronto';
const today = new Date(now).toISOString().slice(0, 10);

let ctx: TestContext;
// A year of weekly services goes through the services one registration at a time: about 25 s
// on an idle two-core machine, so the hook gets room for a loaded one.
beforeAll(async () => {
  ctx = await createTestContext();
  await fillDemoData(ctx.db, { now, timeZone: TIME_ZONE });
}, 180_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.request({ method: 'GET', url, token: ctx.adminToken }).then((response) => response.body);

/** An event's start (an instant) as the clock in TIME_ZONE reads it: hours and minutes. */
function torontoClock(startsAt: number) {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const [hours, minutes] = clock.format(new Date(startsAt)).split(':').map(Number);
  return { hours: hours!, minutes: minutes! };
}

describe('npm run demo data', () => {
  it('starts every event on the quarter hour between 08:00 and 20:00 where the organisation is', async () => {
    const rows = await ctx.db.selectFrom('events').select(['name', 'starts_at']).execute();
    expect(rows).toHaveLength(40 + 52 + DEMO_SERIES_WEEKS);
    const odd = rows
      .map((row) => ({ name: row.name, ...torontoClock(Number(row.starts_at)) }))
      .filter(({ hours, minutes }) => minutes % 15 !== 0 || hours < 8 || hours > 20 || (hours === 20 && minutes > 0));
    expect(odd).toEqual([]);
    // The weekly service is at ten on Sunday mornings, Toronto's.
    const services = rows.filter((row) => row.name === 'Sunday Service');
    expect(services).toHaveLength(52);
    expect(new Set(services.map((row) => JSON.stringify(torontoClock(Number(row.starts_at)))))).toEqual(
      new Set([JSON.stringify({ hours: 10, minutes: 0 })]),
    );
  });

  it('has a repeating Mass at ten on each of the coming Sundays, where the organisation is', async () => {
    const masses = await ctx.db
      .selectFrom('events')
      .select(['starts_at', 'series_id'])
      .where('name', '=', DEMO_SERIES_NAME)
      .orderBy('starts_at')
      .execute();
    expect(masses).toHaveLength(DEMO_SERIES_WEEKS);
    expect(Number(masses[0]!.starts_at)).toBeGreaterThan(now);
    const series = await get(`/api/event-series/${masses[0]!.series_id}`);
    expect(series).toMatchObject({ repeat: { frequency: 'weekly', weekdays: ['SU'], count: DEMO_SERIES_WEEKS }, timeZone: TIME_ZONE });
    const sundayAtTen = masses.map((mass) => {
      const day = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' }).format(Number(mass.starts_at));
      return { day, ...torontoClock(Number(mass.starts_at)) };
    });
    expect(new Set(sundayAtTen.map((start) => JSON.stringify(start)))).toEqual(
      new Set([JSON.stringify({ day: 'Sun', hours: 10, minutes: 0 })]),
    );
  });

  it('puts each event under a program and a category that fit it', async () => {
    const events = await ctx.db
      .selectFrom('events')
      .innerJoin('programs', 'programs.id', 'events.program_id')
      .innerJoin('event_categories', 'event_categories.id', 'events.category_id')
      .select(['events.name as name', 'programs.name as program', 'event_categories.name as category'])
      .execute();
    // Worked out by hand: what each kind of event is, whatever year its name carries.
    const fitting: Record<string, [string, string]> = {
      'Sunday Service': ['Sunday Worship', 'Service'],
      'Sunday Mass': ['Sunday Worship', 'Service'],
      'Welcome Breakfast': ['Newcomers Welcome', 'Social'],
      'Choir Rehearsal': ['Coro Parroquial', 'Workshop'],
      'Bible Study': ['Grupo de Oración', 'Workshop'],
      'Fundraising Dinner': ['Food Bank', 'Fundraiser'],
      'Volunteer Orientation': ['Food Bank', 'Meeting'],
      'Food Drive': ['Food Bank', 'Fundraiser'],
      'Youth Movie Night': ['Youth Group', 'Social'],
      'Posada Navideña': ['Family Nights', 'Service'],
      'Family Picnic': ['Family Nights', 'Social'],
      'Career Workshop': ['Adult Literacy', 'Workshop'],
      'Health Fair': ['Senior Fitness', 'Social'],
      'Noche de Talentos': ['Coro Parroquial', 'Social'],
      'Youth Leaders Meeting': ['Youth Group', 'Meeting'],
      'Spring Retreat': ['Grupo de Oración', 'Retreat'],
      'Soccer Tournament': ['Soccer League', 'Social'],
      'Language Exchange': ['Newcomers Welcome', 'Workshop'],
      'Clothing Swap': ['Newcomers Welcome', 'Social'],
      'Senior Tea Social': ['Senior Fitness', 'Social'],
      'Reunión de Padres': ['Family Nights', 'Meeting'],
      'Catechism Class': ['Religious Education', 'Workshop'],
    };
    const misplaced = events.filter((event) => {
      const expected = fitting[event.name.replace(/ \d{4}$/, '')];
      return !expected || expected[0] !== event.program || expected[1] !== event.category;
    });
    expect(misplaced).toEqual([]);
    // Not all under one: the demo shows the programs and categories in use.
    expect(new Set(events.map((event) => event.program)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(events.map((event) => event.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('has about 300 members with accented names and every field filled for some', async () => {
    const members = await get('/api/members?size=20');
    // 300, the Administrator, the weekly service's leavers, the duplicates and the families.
    expect(members.totalCount).toBe(301 + DEMO_STOPPED_COMING + 4 + FAMILY_MEMBERS);
    expect((await get('/api/members?search=nunez')).totalCount).toBeGreaterThan(0);
    const detailed = await ctx.db
      .selectFrom('members')
      .select('code')
      .where('hobbies', 'is not', null)
      .where('food_allergies', 'is not', null)
      .execute();
    expect(detailed.length).toBeGreaterThan(0);
    expect((await get('/api/members?status=disabled')).totalCount).toBeGreaterThan(0);
  });

  it('has 40 events in every status and a year of weekly services, with registrations and check-ins', async () => {
    expect((await get('/api/events')).totalCount).toBe(40 + 52 + DEMO_SERIES_WEEKS);
    for (const status of ['upcoming', 'in-progress', 'finalized', 'cancelled']) {
      expect((await get(`/api/events?status=${status}`)).totalCount, status).toBeGreaterThan(0);
    }
    const inProgress = (await get('/api/events?status=in-progress')).events;
    expect(inProgress.every((event: { registered: number; checked: number }) => event.registered > 0 && event.checked > 0)).toBe(true);
  });

  it('has programs, categories and venues placed in real cities', async () => {
    expect((await get('/api/programs')).totalCount).toBe(11);
    expect(await get('/api/event-categories')).toHaveLength(6);
    const venues = await get('/api/venues');
    expect(venues.map((venue: { city: string }) => venue.city)).toEqual(expect.arrayContaining(['Montréal', 'Toronto', 'Chicago']));
  });

  it('gives the reports a year of attendance, people who stopped coming, and possible duplicates', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const report = await get(`/api/reports/attendance?from=${yearAgo}&to=${today}`);
    expect(report.byMonth.length).toBeGreaterThanOrEqual(12);
    expect(report.byMonth.filter((month: { checked: number }) => month.checked > 0).length).toBeGreaterThanOrEqual(12);
    const absentees = await get('/api/reports/absentees?weeks=4&minEvents=3');
    expect(absentees.length).toBeGreaterThanOrEqual(DEMO_STOPPED_COMING);
    const duplicates = await get('/api/members/duplicates');
    expect(duplicates.map((group: { reason: string }) => group.reason)).toEqual(
      expect.arrayContaining(['nameAndBirthDate', 'nameAndPhone']),
    );
  });

  it('has families: couples with and without children, single parents, children of every age, a child in two households', async () => {
    const households: Household[] = [];
    for (let page = 1; households.length < HOUSEHOLDS; page += 1) {
      const answer = await get(`/api/households?size=20&page=${page}&sort=id`);
      expect(answer.totalCount).toBe(HOUSEHOLDS);
      households.push(...answer.households);
    }
    const ofRole = (household: Household, role: string) => household.members.filter((member) => member.role === role);
    const shapes = households.map((household) => [ofRole(household, 'adult').length, ofRole(household, 'child').length]);
    expect(shapes).toContainEqual([2, 0]);
    expect(shapes).toContainEqual([1, 0]);
    expect(shapes.filter(([adults, children]) => adults === 2 && children! > 0).length).toBeGreaterThanOrEqual(12);
    expect(shapes.filter(([adults, children]) => adults === 1 && children! > 0).length).toBeGreaterThanOrEqual(6);
    expect(households.filter((household) => ofRole(household, 'other').length === 1)).toHaveLength(3);

    const children = households.flatMap((household) => ofRole(household, 'child'));
    expect(new Set(children.map((child) => ageOn(child.birthDate, today)))).toEqual(new Set(Array.from({ length: 18 }, (_, age) => age)));
    // Adults and children by their age on the day: a grown child at home is an adult.
    for (const member of households.flatMap((household) => household.members).filter((member) => member.role !== 'other'))
      expect(member.role, `${member.fullname} born ${member.birthDate}`).toBe(roleByAge(member.birthDate, today));

    for (const household of households.filter((household) => household.members.length > 0)) {
      const contact = household.members.find((member) => member.code === household.primaryContactCode);
      expect(contact?.role, household.name).toBe('adult');
    }

    const memberships = households.flatMap((household) => household.members.map((member) => ({ ...member, household })));
    const inTwo = memberships.filter((member) => memberships.filter((other) => other.code === member.code).length === 2);
    // The shared-custody child, in both parents' households, and the contact of the family entered twice.
    expect(new Set(inTwo.map((member) => member.code)).size).toBe(2);
    const child = inTwo.filter((member) => member.role === 'child');
    expect(child).toHaveLength(2);
    expect(child[0]!.household.id).not.toBe(child[1]!.household.id);
    for (const { household } of child) expect(ofRole(household, 'adult')).toHaveLength(1);

    const inSome = new Set(memberships.map((member) => member.code));
    expect(inSome.size).toBe(FAMILY_MEMBERS);
    // A child has no email; everyone 18 or over has one.
    const emails = await ctx.db
      .selectFrom('members')
      .select(['code', 'email'])
      .where('code', 'in', [...inSome])
      .execute();
    const birthDates = new Map(memberships.map((member) => [member.code, member.birthDate]));
    for (const { code, email } of emails) expect(email === null, `${code}`).toBe(ageOn(birthDates.get(code)!, today)! < 18);
    const everyone = (await get('/api/members?size=5')).totalCount;
    expect(everyone - inSome.size).toBe(301 + DEMO_STOPPED_COMING + 4);
  });

  it('writes phones many ways, finds them by their digits, and has households entered twice', async () => {
    const found = await get('/api/households?search=2273');
    expect(found.households.map((household: Household) => household.phone)).toEqual(expect.arrayContaining([...DEMO_SHARED_PHONE]));
    // At the door, the family is found by its number written yet another way: through its
    // contact's phone, which has the country code, both households the contact is in.
    const [event] = (await get('/api/events?status=in-progress')).events;
    const families = await get(`/api/events/${event.code}/door-search?q=${encodeURIComponent('+1 555 014 2273')}`);
    const twice = found.households.filter((household: Household) =>
      (DEMO_SHARED_PHONE as readonly (string | null)[]).includes(household.phone),
    );
    expect(twice).toHaveLength(2);
    expect(families.map((family: { householdId: number }) => family.householdId).sort()).toEqual(
      twice.map((household: Household) => household.id).sort(),
    );
    const phoneWritings = (await ctx.db.selectFrom('members').select('phones').where('phones', 'is not', null).execute()).map((row) =>
      row.phones!.replace(/\d/g, '0'),
    );
    expect(new Set(phoneWritings).size).toBeGreaterThanOrEqual(5);
    const groups = await get('/api/households/duplicates');
    expect(groups.map((group: { reason: string }) => group.reason).sort()).toEqual(['address', 'phone']);
    const byPhone = groups.find((group: { reason: string }) => group.reason === 'phone');
    expect(byPhone.households.map((household: Household) => household.phone)).toEqual([...DEMO_SHARED_PHONE]);
  });
});
