import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsIndexed, containsText } from '../../db/sql.ts';
import { roleOrder } from '../households/households.repository.ts';

/** The day an event starts (its ages are counted to it), or undefined for no such event. */
export async function findEventStart(db: Db, eventCode: number) {
  return (await db.selectFrom('events').select('starts_at').where('code', '=', eventCode).executeTakeFirst())?.starts_at;
}

/** What the door searches for: a phone's digits, or a name. */
export type DoorTerm = { digits: string } | { name: string };

/**
 * How many matches of each kind (members, households) the search reads before grouping them: more
 * than the groups it answers, since several members may be one household.
 */
const MATCHES_READ = 50;

/**
 * The enabled members the term finds (their phones' digits, or their name), by name, each with
 * the households they are in (a row per household; none: a null household).
 */
export function findMatchingMembers(db: Db, term: DoorTerm) {
  const members = db.selectFrom('members').select(['members.code', 'members.fullname_sort']).where('members.is_enabled', '=', 1);
  const found =
    'digits' in term
      ? members.where(containsIndexed('members.phone_digits', 'members.code', term.digits, { db, table: 'members_phone' }))
      : // The search column (names and email) has the index; the name alone is what must match.
        members
          .where(containsIndexed('members.search_text', 'members.code', term.name, { db, table: 'members_search' }))
          .where(containsText('members.fullname_sort', term.name));
  return db
    .with('found', () => found.orderBy('members.fullname_sort').orderBy('members.code').limit(MATCHES_READ))
    .selectFrom('found')
    .leftJoin('household_members', 'household_members.member_code', 'found.code')
    .select(['found.code', 'found.fullname_sort', 'household_members.household_id'])
    .execute();
}

/** The households the term finds (their phone's digits, or their name), by name. */
export function findMatchingHouseholds(db: Db, term: DoorTerm) {
  const [column, value] = 'digits' in term ? ['phone_digits', term.digits] : ['name_normalized', term.name];
  return db
    .selectFrom('households')
    .select('households.id')
    .where(containsIndexed(`households.${column}`, 'households.id', value, { db, table: 'households_search', column }))
    .orderBy('households.name_normalized')
    .orderBy('households.id')
    .limit(MATCHES_READ)
    .execute();
}

/** These households' names and sort keys. */
export function findHouseholdNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('households').select(['id', 'name', 'name_normalized']).where('id', 'in', ids).execute();
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
