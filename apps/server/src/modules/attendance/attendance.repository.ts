import type { Expression, SqlBool } from 'kysely';
import type { AttendeeListQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { containsText, searchedId } from '../../db/sql.ts';

export function findEventState(db: Db, code: number) {
  return db.selectFrom('events').select(['code', 'is_cancelled']).where('code', '=', code).executeTakeFirst();
}

export function findMember(db: Db, code: number) {
  return db.selectFrom('members').select(['code', 'first_name', 'last_name', 'is_enabled']).where('code', '=', code).executeTakeFirst();
}

/**
 * Registers a member unless already registered; answers the new row, or undefined when one was
 * there. ON CONFLICT makes parallel identical requests race safely to a single row.
 */
export function insertAttendance(db: Db, eventCode: number, memberCode: number, checkIn: boolean, now: number) {
  return db
    .insertInto('attendance')
    .values({ event_code: eventCode, member_code: memberCode, registered_at: now, checked_in_at: checkIn ? now : null })
    .onConflict((oc) => oc.columns(['event_code', 'member_code']).doNothing())
    .returning('checked_in_at')
    .executeTakeFirst();
}

/** Checks in (keeping the first check-in time) or clears it; undefined when not registered. */
export function setCheckIn(db: Db, eventCode: number, memberCode: number, checkIn: boolean, now: number) {
  return db
    .updateTable('attendance')
    .set((eb) => ({ checked_in_at: checkIn ? eb.fn.coalesce('checked_in_at', eb.val(now)) : null }))
    .where('event_code', '=', eventCode)
    .where('member_code', '=', memberCode)
    .returning('checked_in_at')
    .executeTakeFirst();
}

/** Unregisters; answers whether there was a registration. */
export async function deleteAttendance(db: Db, eventCode: number, memberCode: number) {
  const result = await db.deleteFrom('attendance').where('event_code', '=', eventCode).where('member_code', '=', memberCode).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Members with their registration for one event: only the registered ones, or every enabled
 * member. One left join serves both, so the two lists share their columns and search.
 */
function fromAttendees(db: Db, eventCode: number, query: Pick<AttendeeListQuery, 'registered' | 'search'>) {
  let rows = db
    .selectFrom('members')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode));
  rows = query.registered ? rows.where('attendance.member_code', 'is not', null) : rows.where('members.is_enabled', '=', 1);
  const { search } = query;
  if (!search) return rows;
  return rows.where((eb) => {
    const matches: Expression<SqlBool>[] = [containsText('members.search_text', search)];
    // Digits may be a member's code; a number no code can reach is left to the text match.
    const code = searchedId(search);
    if (code !== undefined) matches.push(eb('members.code', '=', code));
    return eb.or(matches);
  });
}

/** One page of attendees, by fullname then code, and the count of all that match. */
export async function listAttendees(db: Db, eventCode: number, query: AttendeeListQuery) {
  const rows = await fromAttendees(db, eventCode, query)
    .select(['members.code', 'members.first_name', 'members.last_name', 'attendance.registered_at', 'attendance.checked_in_at'])
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  const total = await fromAttendees(db, eventCode, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, totalCount: Number(total.total) };
}
