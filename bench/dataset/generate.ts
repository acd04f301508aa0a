/**
 * The benchmark's organisation: a freshly migrated and seeded database filled with `members`
 * made-up members (accented names, every role and status, care notes, phones written many ways),
 * most of them in `households` households (apps/server/src/demo/families.ts), the demo's programs
 * and venues, `events` events over five years (past, in progress, upcoming, some cancelled) and
 * `attendance` registrations, one event holding 5,000 of them. Seeded, so every run makes the same
 * data.
 */
import { sql } from 'kysely';
import { ROLE_IDS, type ChangeAction } from '@console/contracts';
import { migrateToLatest, type Db } from '../../apps/server/src/db/database.ts';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.ts';
import { inTransaction, isPostgres } from '../../apps/server/src/db/transaction.ts';
import { addCatalogue, EVENT_NAMES } from '../../apps/server/src/demo/demo-data.ts';
import { familyMember, randomMember } from '../../apps/server/src/demo/demo-members.ts';
import { householdWrite, peopleOf, planDirectory } from '../../apps/server/src/demo/families.ts';
import { randomPerson, type Person } from '../../apps/server/src/demo/people.ts';
import { createRandom, type Random } from '../../apps/server/src/demo/random.ts';
import type { AttendanceTable } from '../../apps/server/src/db/schema.ts';
import { indexChanges, insertChanges, type ChangeWrite } from '../../apps/server/src/modules/audit/changes.repository.ts';
import { insertEvent } from '../../apps/server/src/modules/events/events.repository.ts';
import { insertHouseholds } from '../../apps/server/src/modules/households/households.repository.ts';
import { insertMembers, type MemberWrite } from '../../apps/server/src/modules/members/members.repository.ts';

export interface DataSizes {
  members: number;
  households: number;
  events: number;
  attendance: number;
  /** Entries of the change record (the audit log). */
  changes: number;
}

/** What the load benchmark needs to know of the data it did not make itself. */
export interface DataFacts {
  sizes: DataSizes;
  adminEmail: string;
  adminPassword: string;
  /** The event with 5,000 registered attendees (fewer on small data), in progress now. */
  bigEventCode: number;
  bigEventAttendees: number;
  /** Enabled members, in code order, who may be checked in. */
  enabledCodes: number[];
  generatedAt: string;
}

export const BENCH_ADMIN = { email: 'admin@bench.example.org', password: 'Bench!Pass1' };
const BIG_EVENT_ATTENDEES = 5_000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Events are spread from four years ago to a year ahead. */
const PAST_SPAN_MS = 4 * 365 * DAY_MS;
const FUTURE_SPAN_MS = 365 * DAY_MS;
/** Rows held in memory before they are written. */
const FLUSH_ROWS = 20_000;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * `count` distinct items of `items`, chosen by walking them with a stride coprime with their
 * number from a random start: no set to check, so a million choices stay cheap.
 */
function spread<T>(items: readonly T[], count: number, start: number, strides: readonly number[]): T[] {
  const stride = strides.find((candidate) => greatestCommonDivisor(candidate, items.length) === 1) ?? 1;
  return Array.from({ length: Math.min(count, items.length) }, (_, i) => items[(start + i * stride) % items.length]!);
}

/** Writes attendance rows in statements of 1,000, under both databases' caps on bound parameters. */
async function insertAttendanceRows(db: Db, rows: readonly AttendanceTable[]) {
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insertInto('attendance')
      .values(rows.slice(start, start + 1_000))
      .execute();
  }
}

/** `total` split over `parts` in uneven shares (a weight each between 0.2 and 1.8) that add up exactly. */
function unevenShares(total: number, parts: number, next: () => number): number[] {
  const weights = Array.from({ length: parts }, () => 0.2 + 1.6 * next());
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  return weights.map((weight) => {
    const before = Math.floor((total * cumulative) / sum);
    cumulative += weight;
    return Math.floor((total * cumulative) / sum) - before;
  });
}

/** The share of the directory that is disabled, as randomMember makes it. */
const DISABLED_SHARE = 0.07;

/**
 * The directory: the people of `households` households (each enabled: a household lists only
 * enabled members), then members in none, enough of them disabled that the directory's share is
 * DISABLED_SHARE (who left and was disabled left their household). One in a hundred adults is a
 * Coordinator and one in two thousand an Administrator.
 */
function planMembers(random: Random, sizes: DataSizes, today: string) {
  const households = planDirectory(random, { count: sizes.households, today });
  const people = peopleOf(households);
  if (people.length > sizes.members)
    throw new Error(`${sizes.households} households hold ${people.length} people: more than --members ${sizes.members}`);
  const roleOf = (index: number, person: Person) =>
    person.minor
      ? ROLE_IDS.member
      : index % 2_000 === 1
        ? ROLE_IDS.administrator
        : index % 100 === 0
          ? ROLE_IDS.coordinator
          : ROLE_IDS.member;
  const alone = sizes.members - people.length;
  const disabled = Math.min(1, (DISABLED_SHARE * sizes.members) / Math.max(1, alone));
  const members: MemberWrite[] = people.map((person, index) => familyMember(random, index, roleOf(index, person), person));
  for (let index = people.length; index < sizes.members; index += 1) {
    const person = randomPerson(random);
    members.push({ ...randomMember(random, index, roleOf(index, person), person), isEnabled: !random.chance(disabled) });
  }
  return { members, households, people };
}

/**
 * A year of the change record, oldest first: mostly check-ins and registrations by the staff, some
 * member and event edits, each with a webhook's data the size a real one has.
 */
async function insertChangeRows(
  db: Db,
  count: number,
  { staffCodes, memberCodes, eventCodes, now }: { staffCodes: number[]; memberCodes: number[]; eventCodes: number[]; now: number },
  random: Random,
) {
  const start = now - 365 * DAY_MS;
  let rows: ChangeWrite[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = random.next();
    const action: ChangeAction =
      roll < 0.55 ? 'attendance.checked_in' : roll < 0.8 ? 'attendance.registered' : roll < 0.95 ? 'member.updated' : 'event.updated';
    const onEvent = action === 'event.updated';
    const actor = random.pick(staffCodes);
    const target = onEvent ? random.pick(eventCodes) : random.pick(memberCodes);
    rows.push({
      at: start + Math.floor((365 * DAY_MS * index) / count),
      actor_kind: 'staff',
      actor_id: actor,
      actor_name: `Staff ${actor}`,
      ip: '192.168.1.20',
      action,
      target_kind: onEvent ? 'event' : 'member',
      target_id: target,
      data: JSON.stringify({
        eventCode: random.pick(eventCodes),
        attendee: { code: target, fullname: 'A Member', registered: true, checkIn: true },
      }),
    });
    if (rows.length >= FLUSH_ROWS) {
      await insertChanges(db, rows);
      rows = [];
    }
  }
  await insertChanges(db, rows);
}

export async function generateData(db: Db, sizes: DataSizes, now = Date.now()): Promise<DataFacts> {
  await migrateToLatest(db);
  await seedDatabase(db, { adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password });
  const random = createRandom(12_000_000);
  const { categoryIds, programIds, venueIds } = await addCatalogue(db, random);

  const { members, households, people } = planMembers(random, sizes, new Date(now).toISOString().slice(0, 10));

  // One transaction: on SQLite (synchronous=FULL) each commit waits for the disk.
  const facts = await inTransaction(db, async (trx) => {
    const codes = await insertMembers(trx, members, now - 30 * DAY_MS);
    // The household people are the first members, in the order of `people`.
    const codeOf = new Map(people.map((person, index) => [person, codes[index]!]));
    await insertHouseholds(
      trx,
      households.map((household) => householdWrite(household, (person) => codeOf.get(person)!)),
      now - 30 * DAY_MS,
    );
    const enabledCodes = codes.filter((_, index) => members[index]!.isEnabled !== false);
    const staffCodes = codes.filter((_, index) => members[index]!.roleId !== ROLE_IDS.member);
    if (staffCodes.length === 0) staffCodes.push(1);

    // The big event: a service in progress right now that 5,000 people registered for.
    const bigEventAttendees = Math.min(BIG_EVENT_ATTENDEES, enabledCodes.length, sizes.attendance);
    const bigStart = Math.floor((now - HOUR_MS) / (15 * 60_000)) * 15 * 60_000;
    const eventStarts = [bigStart];
    const bigEventCode = await insertEvent(trx, {
      name: 'Annual Parish Festival',
      description: 'The whole parish, one day, one door.',
      programId: programIds[0]!,
      categoryId: categoryIds[0]!,
      venueId: venueIds[0]!,
      startsAt: bigStart,
      endsAt: bigStart + 8 * HOUR_MS,
      registrationRequired: true,
      isPublic: true,
      isCancelled: false,
      ageMin: null,
      ageMax: null,
    });
    const eventCodes = [bigEventCode];
    for (let index = 1; index < sizes.events; index += 1) {
      const start =
        now - PAST_SPAN_MS + Math.floor(((PAST_SPAN_MS + FUTURE_SPAN_MS) * index) / sizes.events) + random.int(-12, 12) * HOUR_MS;
      const startsAt = Math.floor(start / (15 * 60_000)) * 15 * 60_000;
      eventStarts.push(startsAt);
      eventCodes.push(
        await insertEvent(trx, {
          name: `${random.pick(EVENT_NAMES)}${random.chance(0.4) ? ` ${new Date(startsAt).getUTCFullYear()}` : ''}`,
          description: random.chance(0.7) ? 'Everyone is welcome. Bring a friend!' : null,
          programId: random.pick(programIds),
          categoryId: random.pick(categoryIds),
          venueId: random.pick(venueIds),
          startsAt,
          endsAt: startsAt + random.int(1, 5) * HOUR_MS,
          registrationRequired: random.chance(0.5),
          isPublic: random.chance(0.6),
          isCancelled: random.chance(0.05),
          ageMin: null,
          ageMax: null,
        }),
      );
    }

    const shares = [bigEventAttendees, ...unevenShares(sizes.attendance - bigEventAttendees, Math.max(0, sizes.events - 1), random.next)];
    const strides = [104_729, 7_919, 15_485_863, 1];
    let rows: AttendanceTable[] = [];
    for (const [index, eventCode] of eventCodes.entries()) {
      const startsAt = eventStarts[index]!;
      const happened = startsAt <= now;
      for (const memberCode of spread(enabledCodes, shares[index] ?? 0, random.int(0, enabledCodes.length), strides)) {
        const checkedIn = happened && random.chance(0.7);
        rows.push({
          event_code: eventCode,
          member_code: memberCode,
          registered_at: startsAt - random.int(1, 20) * DAY_MS,
          checked_in_at: checkedIn ? Math.min(now, startsAt + random.int(-15, 30) * 60_000) : null,
          checked_in_by: checkedIn ? random.pick(staffCodes) : null,
          checked_out_at: null,
          checked_out_by: null,
        });
      }
      if (rows.length >= FLUSH_ROWS) {
        await insertAttendanceRows(trx, rows);
        rows = [];
      }
    }
    await insertAttendanceRows(trx, rows);
    await insertChangeRows(trx, sizes.changes, { staffCodes, memberCodes: enabledCodes, eventCodes, now }, random);
    // Indexed as a running server's indexer would have done behind them (docs/decisions/057).
    await indexChanges(trx);
    return { bigEventCode, bigEventAttendees, enabledCodes };
  });
  // A fresh load has no planner statistics yet, and on PostgreSQL no visibility map (index-only
  // scans would visit the table); a running database has autovacuum keep both current.
  await (isPostgres(db) ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return { ...facts, sizes, adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password, generatedAt: new Date(now).toISOString() };
}
