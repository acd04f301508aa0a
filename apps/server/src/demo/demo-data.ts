import {
  ROLE_IDS,
  createEventSchema,
  createSeriesSchema,
  createProgramSchema,
  eventCategoryInputSchema,
  venueInputSchema,
} from '@console/contracts';
import { localChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/database.ts';
import { insertMember } from '../modules/members/members.repository.ts';
import { register, type Staff } from '../modules/attendance/attendance.service.ts';
import { SYSTEM_ACTOR } from '../modules/audit/actor.ts';
import { createEventCategory } from '../modules/event-categories/event-categories.service.ts';
import { createSeries } from '../modules/event-series/event-series.service.ts';
import { createEvent, patchEvent } from '../modules/events/events.service.ts';
import { createProgram } from '../modules/programs/programs.service.ts';
import { listPostalCodes } from '../modules/postal-codes/postal-codes.service.ts';
import { listProgramCategories } from '../modules/reference/reference.repository.ts';
import { createVenue } from '../modules/venues/venues.service.ts';
import { addDemoHouseholds } from './demo-households.ts';
import { emailLocalPart, randomMember } from './demo-members.ts';
import { FIRST_NAMES, LAST_NAMES, OCCUPATIONS } from './demo-names.ts';
import { addDays, instantAt, wallClock } from './local-time.ts';
import { createRandom, type Random } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Adds `count` members and answers the codes of the enabled ones (who may attend events). */
async function addMembers(db: Db, random: Random, count: number) {
  const enabledCodes: number[] = [];
  const coordinators: Staff[] = [];
  for (let index = 0; index < count; index += 1) {
    // A few coordinators; everyone else is a member.
    const member = randomMember(random, index, index < 6 ? ROLE_IDS.coordinator : ROLE_IDS.member);
    const code = await insertMember(db, member);
    if (member.isEnabled) enabledCodes.push(code);
    if (index < 6) coordinators.push({ code, firstName: member.firstName, lastName: member.lastName });
  }
  return { enabledCodes, coordinators };
}

const CATEGORIES: [string, string][] = [
  ['Service', 'Regular gatherings and celebrations'],
  ['Workshop', 'Hands-on sessions in small groups'],
  ['Meeting', 'Committee and planning meetings'],
  ['Fundraiser', 'Dinners, sales and drives'],
  ['Retreat', 'Weekend and day retreats'],
  ['Social', 'Picnics, dances and get-togethers'],
];

const PROGRAMS: [string, string][] = [
  ['Sunday Worship', 'Worship'],
  ['Youth Group', 'Youth'],
  ['Adult Literacy', 'Education'],
  ['Food Bank', 'Community Service'],
  ['Coro Parroquial', 'Arts and Culture'],
  ['Family Nights', 'Family'],
  ['Senior Fitness', 'Health and Wellbeing'],
  ['Soccer League', 'Sports and Recreation'],
  ['Newcomers Welcome', 'Outreach'],
  ['Grupo de Oración', 'Fellowship'],
  ['Religious Education', 'Education'],
];

const VENUES: { name: string; address: string; city: string; website?: string }[] = [
  { name: 'St. Mary Parish Hall', address: '120 King Street West', city: 'Toronto', website: 'https://stmary.example.org' },
  { name: 'Centro Comunitario San José', address: '455 Rue Sainte-Catherine', city: 'Montréal' },
  { name: 'Riverside Community Centre', address: '88 Elgin Street', city: 'Ottawa' },
  { name: 'Westside Gymnasium', address: '2100 W 4th Avenue', city: 'Vancouver' },
  { name: 'Grace Fellowship Room', address: '401 Main Street', city: 'Winnipeg' },
  { name: 'Casa Hispana Auditorium', address: '1500 NW 7th Street', city: 'Miami' },
  { name: 'Lakeview Chapel', address: '77 W Wacker Drive', city: 'Chicago' },
  { name: 'Mission Library Annex', address: '300 Valencia Street', city: 'San Francisco' },
];

/** The hours (local, in the organisation's time zone) within which every demo event starts. */
export const DEMO_HOURS = { first: 8, last: 20 } as const;

/**
 * The demo's events, each under the program and the category it belongs to, and starting within
 * its own hours (a breakfast in the morning, a movie night in the evening), all within DEMO_HOURS.
 */
export const DEMO_EVENTS: { name: string; program: string; category: string; hours: [number, number] }[] = [
  { name: 'Welcome Breakfast', program: 'Newcomers Welcome', category: 'Social', hours: [8, 10] },
  { name: 'Choir Rehearsal', program: 'Coro Parroquial', category: 'Workshop', hours: [18, 20] },
  { name: 'Bible Study', program: 'Grupo de Oración', category: 'Workshop', hours: [10, 20] },
  { name: 'Fundraising Dinner', program: 'Food Bank', category: 'Fundraiser', hours: [17, 19] },
  { name: 'Volunteer Orientation', program: 'Food Bank', category: 'Meeting', hours: [9, 19] },
  { name: 'Food Drive', program: 'Food Bank', category: 'Fundraiser', hours: [9, 15] },
  { name: 'Youth Movie Night', program: 'Youth Group', category: 'Social', hours: [18, 20] },
  { name: 'Posada Navideña', program: 'Family Nights', category: 'Service', hours: [18, 20] },
  { name: 'Family Picnic', program: 'Family Nights', category: 'Social', hours: [11, 14] },
  { name: 'Career Workshop', program: 'Adult Literacy', category: 'Workshop', hours: [9, 18] },
  { name: 'Health Fair', program: 'Senior Fitness', category: 'Social', hours: [9, 15] },
  { name: 'Noche de Talentos', program: 'Coro Parroquial', category: 'Social', hours: [18, 20] },
  { name: 'Youth Leaders Meeting', program: 'Youth Group', category: 'Meeting', hours: [17, 20] },
  { name: 'Spring Retreat', program: 'Grupo de Oración', category: 'Retreat', hours: [8, 10] },
  { name: 'Soccer Tournament', program: 'Soccer League', category: 'Social', hours: [9, 14] },
  { name: 'Language Exchange', program: 'Newcomers Welcome', category: 'Workshop', hours: [17, 20] },
  { name: 'Clothing Swap', program: 'Newcomers Welcome', category: 'Social', hours: [10, 16] },
  { name: 'Senior Tea Social', program: 'Senior Fitness', category: 'Social', hours: [14, 16] },
  { name: 'Reunión de Padres', program: 'Family Nights', category: 'Meeting', hours: [18, 20] },
  { name: 'Catechism Class', program: 'Religious Education', category: 'Workshop', hours: [9, 18] },
];

/** The weekly service, at 10:00 on Sundays: Sunday Worship's, a Service. */
export const WEEKLY_SERVICE = { name: 'Sunday Service', program: 'Sunday Worship', category: 'Service', minutes: 10 * 60 } as const;

export const EVENT_NAMES = DEMO_EVENTS.map((event) => event.name);

function utcParts(instant: number) {
  const iso = new Date(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The organisation's event categories, programs and venues (the demo's and the benchmark data's);
 * answers their ids.
 */
export async function addCatalogue(db: Db, random: Random) {
  const categoryIds: number[] = [];
  const categoryByName = new Map<string, number>();
  for (const [name, description] of CATEGORIES) {
    const { id } = await createEventCategory(db, SYSTEM_ACTOR, eventCategoryInputSchema.parse({ name, description }));
    categoryIds.push(id);
    categoryByName.set(name, id);
  }

  const programCategories = new Map((await listProgramCategories(db)).map((category) => [category.name, category.id]));
  const programIds: number[] = [];
  const programByName = new Map<string, number>();
  for (const [name, category] of PROGRAMS) {
    const input = createProgramSchema.parse({
      name,
      categoryId: programCategories.get(category),
      description: `${name} of the organisation.`,
    });
    const { id } = await createProgram(db, SYSTEM_ACTOR, input);
    programIds.push(id);
    programByName.set(name, id);
  }

  const postalCodes = await listPostalCodes(db, {});
  const venueIds: number[] = [];
  for (const venue of VENUES) {
    const postalCode = postalCodes.find((candidate) => candidate.city === venue.city) ?? random.pick(postalCodes);
    const input = venueInputSchema.parse({
      name: venue.name,
      addressLine1: venue.address,
      phones: `+1 555-${String(random.int(1000, 9999))}`,
      website: venue.website ?? null,
      postalCodeId: postalCode.id,
    });
    venueIds.push((await createVenue(db, SYSTEM_ACTOR, input)).id);
  }
  /** The program and category ids an event of the demo belongs under. */
  const placeOf = (event: { program: string; category: string }) => ({
    programId: programByName.get(event.program)!,
    categoryId: categoryByName.get(event.category)!,
  });
  return { categoryIds, programIds, venueIds, placeOf };
}

const QUARTER_MINUTES = 15;

/** A start on the quarter hour within `hours` (the last hour itself on the hour only), in minutes since midnight. */
function startMinutes(random: Random, [first, last]: [number, number]): number {
  return first * 60 + random.int(0, ((last - first) * 60) / QUARTER_MINUTES) * QUARTER_MINUTES;
}

/**
 * An event in progress now: it started one to three hours ago if that is within DEMO_HOURS, else at
 * the last start the hours allow before now (20:00 the evening before, in the small hours), and it
 * lasts until one to three hours from now, on the quarter hour.
 */
function inProgressTimes(random: Random, timeZone: string, now: number) {
  const quarter = QUARTER_MINUTES * 60 * 1000;
  const wanted = Math.floor((now - random.int(1, 3) * HOUR_MS) / quarter) * quarter;
  const { day, minutes } = wallClock(timeZone, wanted);
  let startsAt = wanted;
  if (minutes < DEMO_HOURS.first * 60) startsAt = instantAt(timeZone, addDays(day, -1), DEMO_HOURS.last * 60);
  else if (minutes > DEMO_HOURS.last * 60) startsAt = instantAt(timeZone, day, DEMO_HOURS.last * 60);
  const endsAt = Math.max(startsAt + 6 * HOUR_MS, Math.ceil((now + random.int(1, 3) * HOUR_MS) / quarter) * quarter);
  return { startsAt, endsAt };
}

/**
 * Fills a freshly seeded database with a realistic organisation: members, most on their own and
 * some in families (demo-households.ts), categories, programs, venues, events around today (past,
 * in progress, upcoming, some cancelled) and their attendance. Goes through the services, so the
 * demo data obeys the same rules as data typed in the console.
 */
export async function fillDemoData(
  db: Db,
  { memberCount = 300, eventCount = 40, now = Date.now(), timeZone = process.env.TIME_ZONE || 'UTC' } = {},
) {
  const random = createRandom(20261122);
  const { enabledCodes, coordinators } = await addMembers(db, random, memberCount);
  const attendeeCodes = [...enabledCodes, ...(await addDemoHouseholds(db, random, { firstIndex: memberCount, now }))];
  // The demo's stations: nobody listens to its changes while it is being made.
  const feed = localChangeFeed();

  const { venueIds, placeOf } = await addCatalogue(db, random);

  for (let index = 0; index < eventCount; index += 1) {
    // Spread from 60 days ago to 60 days ahead; three happen right now. Each starts at a local
    // hour that suits it, in the organisation's time zone.
    const inProgress = index < 3;
    const kind = random.pick(DEMO_EVENTS);
    let startsAt: number;
    let endsAt: number;
    if (inProgress) ({ startsAt, endsAt } = inProgressTimes(random, timeZone, now));
    else {
      const { day } = wallClock(timeZone, now + (index - eventCount / 2) * 3 * DAY_MS + random.int(-12, 12) * HOUR_MS);
      startsAt = instantAt(timeZone, day, startMinutes(random, kind.hours));
      endsAt = startsAt + random.int(1, 4) * HOUR_MS;
    }
    const [startParts, endParts] = [utcParts(startsAt), utcParts(endsAt)];
    const event = await createEvent(
      db,
      SYSTEM_ACTOR,
      createEventSchema.parse({
        ...placeOf(kind),
        venueId: random.pick(venueIds),
        name: `${kind.name}${random.chance(0.3) ? ` ${new Date(startsAt).getUTCFullYear()}` : ''}`,
        description: random.chance(0.7) ? 'Everyone is welcome. Bring a friend!' : null,
        startDate: startParts.date,
        startTime: startParts.time,
        endDate: endParts.date,
        endTime: endParts.time,
        registrationRequired: random.chance(0.5),
        isPublic: random.chance(0.6),
      }),
    );
    const isPast = endsAt < now;
    const attendees = random.sample(attendeeCodes, random.int(isPast || inProgress ? 15 : 3, isPast || inProgress ? 60 : 25));
    for (const code of attendees) {
      const checkIn = (isPast && random.chance(0.75)) || (inProgress && random.chance(0.5));
      // Checked in at the door, in the first half hour, by one of the coordinators.
      const at = Math.min(now, startsAt + random.int(-15, 30) * 60 * 1000);
      await register(
        db,
        feed,
        event.code,
        { code, checkIn, station: random.pick(['Door A', 'Door B']) },
        random.pick(coordinators),
        SYSTEM_ACTOR,
        at,
      );
    }
    // Some events were called off a day before they were due.
    if (!inProgress && random.chance(0.12))
      await patchEvent(db, SYSTEM_ACTOR, event.code, { isCancelled: true }, { now: startsAt - DAY_MS });
  }

  await addWeeklyYear(db, random, feed, { ...placeOf(WEEKLY_SERVICE), venueId: venueIds[0]! }, attendeeCodes, coordinators, {
    now,
    timeZone,
  });
  await addDuplicates(db, random, attendeeCodes);
  // Last, and drawing nothing from `random`, so that everything before stays as it was.
  await addComingMasses(db, { ...placeOf(WEEKLY_SERVICE), venueId: venueIds[0]! }, { now, timeZone });
}

/** How many Sundays to come the demo's repeating event (a series) has. */
export const DEMO_SERIES_WEEKS = 12;
export const DEMO_SERIES_NAME = 'Sunday Mass';

/**
 * A repeating event, made as staff make one (POST /api/event-series): Mass at ten on each of the
 * coming Sundays, where the organisation is. From the Sunday after today, so that none is in
 * progress now.
 */
async function addComingMasses(
  db: Db,
  place: { programId: number; categoryId: number; venueId: number },
  { now, timeZone }: { now: number; timeZone: string },
) {
  const today = wallClock(timeZone, now).day;
  const nextSunday = addDays(today, 7 - new Date(`${today}T00:00:00Z`).getUTCDay());
  const startsAt = instantAt(timeZone, nextSunday, WEEKLY_SERVICE.minutes);
  const [start, end] = [utcParts(startsAt), utcParts(startsAt + HOUR_MS)];
  await createSeries(
    db,
    SYSTEM_ACTOR,
    createSeriesSchema.parse({
      ...place,
      name: DEMO_SERIES_NAME,
      description: 'Every Sunday at ten.',
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      isPublic: true,
      repeat: { frequency: 'weekly', weekdays: ['SU'], count: DEMO_SERIES_WEEKS },
    }),
    timeZone,
  );
}

/** How many regulars of the weekly service stopped coming some weeks ago (the Reports' follow-up list). */
export const DEMO_STOPPED_COMING = 6;

/**
 * A year of the weekly Sunday service (what the Reports area charts): a congregation of regulars
 * who come most weeks, fewer in the summer, a few visitors each week, and a handful of regulars
 * who stopped coming six to ten weeks ago.
 */
async function addWeeklyYear(
  db: Db,
  random: Random,
  feed: ReturnType<typeof localChangeFeed>,
  place: { programId: number; categoryId: number; venueId: number },
  attendeeCodes: number[],
  coordinators: Staff[],
  { now, timeZone }: { now: number; timeZone: string },
) {
  // Those who stop come to nothing else, so that nothing since says they still come.
  const leavers: number[] = [];
  for (let index = 0; index < DEMO_STOPPED_COMING; index += 1) {
    const gender = random.pick(['Male', 'Female'] as const);
    const [firstName, lastName] = [random.pick(FIRST_NAMES[gender]), random.pick(LAST_NAMES)];
    leavers.push(
      await insertMember(db, {
        roleId: ROLE_IDS.member,
        firstName,
        lastName,
        email: `${emailLocalPart(firstName, lastName)}.regular${index + 1}@example.org`,
        phones: `+1 416-555-${String(random.int(1000, 9999))}`,
        gender,
      }),
    );
  }
  const regulars = [...leavers, ...random.sample(attendeeCodes, 64)];
  const stopped = new Map(leavers.map((code) => [code, random.int(6, 10)]));
  // The last Sunday on or before today, where the organisation is.
  const today = wallClock(timeZone, now).day;
  const lastSunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  for (let weeksAgo = 52; weeksAgo >= 1; weeksAgo -= 1) {
    const startsAt = instantAt(timeZone, addDays(lastSunday, -weeksAgo * 7), WEEKLY_SERVICE.minutes);
    const [start, end] = [utcParts(startsAt), utcParts(startsAt + 90 * 60 * 1000)];
    const event = await createEvent(
      db,
      SYSTEM_ACTOR,
      createEventSchema.parse({
        ...place,
        name: WEEKLY_SERVICE.name,
        description: 'The weekly service.',
        startDate: start.date,
        startTime: start.time,
        endDate: end.date,
        endTime: end.time,
        registrationRequired: false,
        isPublic: true,
      }),
    );
    const summer = [6, 7].includes(new Date(startsAt).getUTCMonth());
    const comes = (code: number) => (stopped.get(code) ?? 0) < weeksAgo && random.chance(summer ? 0.55 : 0.8);
    const visitors = random.sample(attendeeCodes, random.int(5, 15)).filter((code) => !regulars.includes(code));
    for (const code of [...regulars.filter(comes), ...visitors]) {
      await register(
        db,
        feed,
        event.code,
        { code, checkIn: random.chance(0.9), station: 'Door A' },
        random.pick(coordinators),
        SYSTEM_ACTOR,
        startsAt + random.int(-20, 10) * 60 * 1000,
      );
    }
  }
}

/** A few people entered twice (another email, the same name and birth date or phones): the Possible duplicates view. */
async function addDuplicates(db: Db, random: Random, attendeeCodes: number[]) {
  const originals = await db
    .selectFrom('members')
    .selectAll()
    .where('code', 'in', random.sample(attendeeCodes, 40))
    .where('birth_date', 'is not', null)
    .where('phones', 'is not', null)
    .orderBy('code')
    .limit(4)
    .execute();
  for (const [index, original] of originals.entries()) {
    await insertMember(db, {
      roleId: ROLE_IDS.member,
      firstName: original.first_name,
      lastName: original.last_name,
      email: `${emailLocalPart(original.first_name, original.last_name)}.home${index + 1}@example.net`,
      // Half share the birth date, half only the phones.
      birthDate: index % 2 === 0 ? original.birth_date : null,
      phones: index % 2 === 0 ? null : original.phones,
      occupation: random.pick(OCCUPATIONS),
    });
  }
}
