import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AttendeeListQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containsText, searchedId } from '../../db/sql.ts';
import { isPostgres } from '../../db/transaction.ts';

/**
 * Whether the event exists and is cancelled. `lock` holds the row (PostgreSQL's FOR SHARE) until
 * the transaction ends, so that a cancel cannot slip between this check and the write it guards;
 * SQLite runs one transaction at a time and needs no lock.
 */
export function findEventState(db: Db, code: number, lock = false) {
  const query = db.selectFrom('events').select(['code', 'is_cancelled']).where('code', '=', code);
  return (lock && isPostgres(db) ? query.forShare() : query).executeTakeFirst();
}

/**
 * The member to register. `lock` holds the member's row (PostgreSQL's FOR NO KEY UPDATE) until the
 * transaction ends, so that the registrations and unregistrations of one member happen one after
 * the other and each sees the last one's result.
 */
export function findMember(db: Db, code: number, lock = false) {
  const query = db.selectFrom('members').select(['code', 'first_name', 'last_name', 'is_enabled']).where('code', '=', code);
  return (lock && isPostgres(db) ? query.forNoKeyUpdate() : query).executeTakeFirst();
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
  const result = await db
    .deleteFrom('attendance')
    .where('event_code', '=', eventCode)
    .where('member_code', '=', memberCode)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The attendee search: the member's normalised names and email, or their exact code. */
function matchingSearch(search: string | undefined) {
  return (eb: ExpressionBuilder<Database, 'members'>) => {
    if (!search) return eb.and([]);
    const matches: Expression<SqlBool>[] = [containsText('members.search_text', search)];
    // Digits may be a member's code; a number no code can reach is left to the text match.
    const code = searchedId(search);
    if (code !== undefined) matches.push(eb('members.code', '=', code));
    return eb.or(matches);
  };
}

/**
 * One page of attendees, by fullname then code, and the count of all that match: only the
 * registered members, or every enabled member with their registration for this event.
 */
export async function listAttendees(db: Db, eventCode: number, query: AttendeeListQuery) {
  let page = db
    .selectFrom('members')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode))
    .where(matchingSearch(query.search));
  page = query.registered ? page.where('attendance.member_code', 'is not', null) : page.where('members.is_enabled', '=', 1);
  const rows = await page
    .select(['members.code', 'members.first_name', 'members.last_name', 'attendance.registered_at', 'attendance.checked_in_at'])
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();

  // The count starts from the table that decides the rows: a left join on the attendance key
  // cannot change the number of members, and skipping it saves a lookup per member.
  const total = query.registered
    ? await db
        .selectFrom('attendance')
        .innerJoin('members', 'members.code', 'attendance.member_code')
        .where('attendance.event_code', '=', eventCode)
        .where(matchingSearch(query.search))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
    : await db
        .selectFrom('members')
        .where('members.is_enabled', '=', 1)
        .where(matchingSearch(query.search))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
  return { rows, totalCount: Number(total.total) };
}
