import { MEMBER_CARE_FIELDS, MEMBER_FIELDS, OFFLINE_SECURITY_CODE_LENGTH } from '@console/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { roleOrder } from '../households/households.repository.ts';

const CARE_COLUMNS = MEMBER_CARE_FIELDS.map((field) => `members.${MEMBER_FIELDS[field].column}` as const);

/** Birth dates that fit an event's ages: after `bornAfter` and on or before `bornBy` (either open). */
export interface BirthRange {
  bornAfter: string | null;
  bornBy: string | null;
}

/**
 * The households the roster's events are for, by id: `ranges` null, every household with an enabled
 * member (an event open to every age); else those with an enabled member born within one of them.
 */
export async function findRosterHouseholdIds(db: Db, ranges: BirthRange[] | null): Promise<number[]> {
  const rows = await db
    .selectFrom('households')
    .select('households.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('household_members')
          .innerJoin('members', 'members.code', 'household_members.member_code')
          .select('members.code')
          .whereRef('household_members.household_id', '=', 'households.id')
          .where('members.is_enabled', '=', 1)
          .$if(ranges !== null, (query) =>
            query.where((fits) =>
              fits.or(
                ranges!.map(({ bornAfter, bornBy }) =>
                  fits.and([
                    fits('members.birth_date', 'is not', null),
                    ...(bornAfter === null ? [] : [fits('members.birth_date', '>', bornAfter)]),
                    ...(bornBy === null ? [] : [fits('members.birth_date', '<=', bornBy)]),
                  ]),
                ),
              ),
            ),
          ),
      ),
    )
    .orderBy('households.id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The enabled members of these households with what a roster carries of them, one row each: by
 * household, each one's members in the order the door lists them.
 */
export function findRosterMembers(db: Db, householdIds: number[]) {
  return db
    .selectFrom('households')
    .innerJoin('household_members', 'household_members.household_id', 'households.id')
    .innerJoin('members', 'members.code', 'household_members.member_code')
    .select([
      'households.id as household_id',
      'households.name as household_name',
      'households.phone as household_phone',
      'household_members.role',
      'members.code',
      'members.first_name',
      'members.last_name',
      'members.birth_date',
      'members.phones',
      ...CARE_COLUMNS,
    ])
    .where('households.id', 'in', householdIds)
    .where('members.is_enabled', '=', 1)
    .orderBy('households.id')
    .orderBy(roleOrder)
    .orderBy(sql`members.birth_date is null`)
    .orderBy('members.birth_date')
    .orderBy('members.code')
    .execute();
}

export type RosterMemberRow = Awaited<ReturnType<typeof findRosterMembers>>[number];

/** Who is checked in to these events and not out: what a roster marks as here already. */
export function findPresent(db: Db, eventCodes: number[]) {
  if (eventCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attendance')
    .select(['member_code', 'event_code'])
    .where('event_code', 'in', eventCodes)
    .where('checked_in_at', 'is not', null)
    .where('checked_out_at', 'is', null)
    .execute();
}

/** The offline codes a station has given on a day (its own letter first): a new one must differ. */
export async function findOfflineCodes(db: Db, stationId: number, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('check_in_batches')
    .select('security_code')
    .where('day', '=', day)
    .where('station_id', '=', stationId)
    .where(sql`length(security_code)`, '=', OFFLINE_SECURITY_CODE_LENGTH)
    .orderBy('security_code')
    .execute();
  return rows.map((row) => row.security_code);
}

/**
 * The day's children (or anyone) checked in to these events by more than one batch, with each
 * batch's code: two kiosks offline at once checked the same family in, and each has a tag.
 */
export function findDoubleCheckIns(db: Db, day: string, eventCodes: number[]) {
  if (eventCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('check_in_batch_items as item')
    .innerJoin('check_in_batches as batch', 'batch.id', 'item.batch_id')
    .innerJoin('members', 'members.code', 'item.member_code')
    .innerJoin('events', 'events.code', 'item.event_code')
    .select([
      'item.event_code',
      'events.name as event_name',
      'item.member_code',
      'members.first_name',
      'members.last_name',
      'batch.security_code',
    ])
    .where('batch.day', '=', day)
    .where('item.event_code', 'in', eventCodes)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('check_in_batch_items as other')
          .innerJoin('check_in_batches as other_batch', 'other_batch.id', 'other.batch_id')
          .select('other.position')
          .whereRef('other.event_code', '=', 'item.event_code')
          .whereRef('other.member_code', '=', 'item.member_code')
          .whereRef('other.batch_id', '!=', 'item.batch_id')
          .where('other_batch.day', '=', day),
      ),
    )
    .orderBy('item.event_code')
    .orderBy('members.fullname_sort')
    .orderBy('item.member_code')
    .orderBy('batch.created_at')
    .execute();
}
