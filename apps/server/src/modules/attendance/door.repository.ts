import { sql, type SqlBool } from 'kysely';
import type { DoorSearchTerm } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { containsDigits, containsText, firstTrigramMatches } from '../../db/sql.ts';
import { roleOrder } from '../households/households.repository.ts';

/** The day an event starts (its ages are counted to it), or undefined for no such event. */
export async function findEventStart(db: Db, eventCode: number) {
  return (await db.selectFrom('events').select('starts_at').where('code', '=', eventCode).executeTakeFirst())?.starts_at;
}

/**
 * How many matches of each kind (members, households) the search reads before grouping them: more
 * than the groups it answers, since several members may be one household. A term that matches
 * more than these finds the first of them in no particular order (decision 030): the volunteer
 * types on.
 */
const MATCHES_READ = 50;

/**
 * The enabled members the term finds (their phones' digits, or their name), at most
 * MATCHES_READ, each with the households they are in (none: an empty list). Where the trigram
 * index cannot answer (PostgreSQL, whose pg_trgm index serves the LIKE itself; a term under three
 * characters), the LIKE reads the matches.
 */
export async function findMatchingMembers(db: Db, term: DoorSearchTerm) {
  const enabled = sql<SqlBool>`members.is_enabled = 1`;
  const digits = 'digits' in term;
  // The search column (names and email) has the index; the name alone is what must match.
  const where = digits ? enabled : sql<SqlBool>`${enabled} and ${containsText('members.fullname_sort', term.name)}`;
  const index = { db, table: digits ? 'members_phone' : 'members_search', content: 'members', idColumn: 'members.code' };
  const found =
    (await firstTrigramMatches<{ code: number; fullname_sort: string }>(
      index,
      digits ? term.digits : term.name,
      sql`members.code, members.fullname_sort`,
      where,
      MATCHES_READ,
    )) ??
    (await db
      .selectFrom('members')
      .select(['members.code', 'members.fullname_sort'])
      .where(where)
      .where(digits ? containsDigits(sql.ref('members.phone_digits'), term.digits) : containsText('members.search_text', term.name))
      .limit(MATCHES_READ)
      .execute());
  if (found.length === 0) return [];
  // Their households, with the names they are ordered by.
  const memberships = await db
    .selectFrom('household_members')
    .innerJoin('households', 'households.id', 'household_members.household_id')
    .select(['household_members.member_code', 'households.id', 'households.name', 'households.name_normalized'])
    .where(
      'household_members.member_code',
      'in',
      found.map((row) => row.code),
    )
    .execute();
  return found.map((row) => ({ ...row, households: memberships.filter((one) => one.member_code === row.code) }));
}

/** A household as the search orders it. */
export interface HouseholdName {
  id: number;
  name: string;
  name_normalized: string;
}

/** The households the term finds (their phone's digits, or their name), at most MATCHES_READ, with their names. */
export async function findMatchingHouseholds(db: Db, term: DoorSearchTerm) {
  const [column, value] = 'digits' in term ? ['phone_digits', term.digits] : ['name_normalized', term.name];
  const index = { db, table: 'households_search', column, content: 'households', idColumn: 'households.id' };
  return (
    (await firstTrigramMatches<HouseholdName>(
      index,
      value,
      sql`households.id, households.name, households.name_normalized`,
      sql<SqlBool>`1 = 1`,
      MATCHES_READ,
    )) ??
    (await db
      .selectFrom('households')
      .select(['households.id', 'households.name', 'households.name_normalized'])
      .where(containsText(`households.${column}`, value))
      .limit(MATCHES_READ)
      .execute())
  );
}

/** A member's state at an event, beside who they are: joined to their attendance row, if any. */
const AT_EVENT = [
  'members.code',
  'members.first_name',
  'members.last_name',
  'members.birth_date',
  'attendance.registered_at',
  'attendance.checked_in_at',
] as const;

/**
 * The enabled members of these households with their state at the event, each household's in the
 * order the API lists them (adults, others, children; oldest first).
 */
export function findHouseholdsAtEvent(db: Db, eventCode: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('household_members')
    .innerJoin('members', 'members.code', 'household_members.member_code')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode))
    .select(['household_members.household_id', 'household_members.role', ...AT_EVENT])
    .where('household_members.household_id', 'in', ids)
    .where('members.is_enabled', '=', 1)
    .orderBy('household_members.household_id')
    .orderBy(roleOrder)
    .orderBy(sql`members.birth_date is null`)
    .orderBy('members.birth_date')
    .orderBy('members.code')
    .execute();
}

/** These members with their state at the event. */
export function findMembersAtEvent(db: Db, eventCode: number, codes: readonly number[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('members')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode))
    .select(AT_EVENT)
    .where('members.code', 'in', codes)
    .execute();
}

/**
 * The other enabled members of a member's households and whether each is checked in at the event,
 * once each (in the first of their households by role, then by name), for the answer to a scan.
 */
export async function findHousemates(db: Db, eventCode: number, memberCode: number) {
  return db
    .selectFrom('household_members as own')
    .innerJoin('household_members', 'household_members.household_id', 'own.household_id')
    .innerJoin('members', 'members.code', 'household_members.member_code')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode))
    .select([
      'members.code',
      'members.first_name',
      'members.last_name',
      'household_members.role',
      'attendance.registered_at',
      'attendance.checked_in_at',
    ])
    .where('own.member_code', '=', memberCode)
    .where('household_members.member_code', '!=', memberCode)
    .where('members.is_enabled', '=', 1)
    .orderBy(roleOrder)
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .execute();
}
