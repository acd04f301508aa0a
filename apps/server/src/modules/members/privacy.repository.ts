import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countRows, matchesPattern } from '../../db/sql.ts';
import { changesWhere, indexChanges } from '../audit/changes.repository.ts';

/*
 * The reads of a member's data document and the writes of an erasure (privacy.service.ts): the
 * rows of every table that names a member, by the member's code.
 */

/** A LIKE pattern that matches `text` anywhere, as written (no normalising), its wildcards taken literally. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains any of `texts` as written: the rows an erasure reads to scrub (none when there is no text). */
function containsAny(column: string, texts: readonly string[]) {
  const conditions = texts.map((text) => matchesPattern(column, literalPattern(text)));
  return conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

export function primaryContactOf(db: Db, code: number) {
  return db.selectFrom('households').select('id').where('primary_contact_code', '=', code).execute();
}

export function attendanceOf(db: Db, code: number) {
  return db
    .selectFrom('attendance')
    .innerJoin('events', 'events.code', 'attendance.event_code')
    .select([
      'attendance.event_code',
      'events.name as event_name',
      'attendance.registered_at',
      'attendance.checked_in_at',
      'attendance.checked_in_by',
      'attendance.checked_out_at',
      'attendance.checked_out_by',
    ])
    .where('attendance.member_code', '=', code)
    .orderBy('attendance.registered_at')
    .orderBy('attendance.event_code')
    .execute();
}

export function checkInsOf(db: Db, code: number) {
  return db
    .selectFrom('check_ins')
    .select(['event_code', 'at', 'action', 'by_code', 'station'])
    .where('member_code', '=', code)
    .orderBy('id')
    .execute();
}

export function checkInLabelsOf(db: Db, code: number) {
  return db
    .selectFrom('check_in_batch_items')
    .innerJoin('check_in_batches', 'check_in_batches.id', 'check_in_batch_items.batch_id')
    .select(['check_in_batches.id', 'check_in_batch_items.event_code', 'check_in_batches.day', 'check_in_batches.created_at'])
    .where('check_in_batch_items.member_code', '=', code)
    .orderBy('check_in_batches.created_at')
    .orderBy('check_in_batch_items.event_code')
    .execute();
}

export function sessionsOf(db: Db, code: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'last_used_at', 'expires_at'])
    .where('member_code', '=', code)
    .orderBy('created_at')
    .execute();
}

export function signInFailuresUnder(db: Db, key: string) {
  return db.selectFrom('login_failures').select('failed_at').where('key', '=', key).orderBy('failed_at').execute();
}

/** The change record's entries about the member, oldest first, with the record each kept (in a transaction: it indexes the record first). */
export async function changesAbout(trx: Db, code: number) {
  return changesWhere(trx, { target: { kind: 'member', id: code } }, await indexChanges(trx))
    .select(['id', 'at', 'actor_kind', 'actor_id', 'actor_name', 'ip', 'action', 'target_kind', 'target_id', 'data'])
    .orderBy('id')
    .execute();
}

/** The change record's entries the member made as staff (in a transaction: it indexes the record first). */
const changesBy = async (trx: Db, code: number) => changesWhere(trx, { actor: { kind: 'staff', id: code } }, await indexChanges(trx));

/** How many rows of each kind name the member as the staff member who made them (in a transaction). */
export async function countActionsBy(db: Db, code: number) {
  const count = (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
    query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  const n = sql<number>`count(*)`.as('n');
  return {
    changes: await countRows(await changesBy(db, code)),
    historyChanges: await count(db.selectFrom('member_changes').select(n).where('by_code', '=', code)),
    checkIns: await count(db.selectFrom('check_ins').select(n).where('by_code', '=', code)),
    checkInBatches: await count(db.selectFrom('check_in_batches').select(n).where('by_code', '=', code)),
    attendeesCheckedIn: await count(db.selectFrom('attendance').select(n).where('checked_in_by', '=', code)),
    attendeesCheckedOut: await count(db.selectFrom('attendance').select(n).where('checked_out_by', '=', code)),
    apiTokens: await count(db.selectFrom('api_tokens').select(n).where('created_by', '=', code)),
    calendarFeeds: await count(db.selectFrom('calendar_feeds').select(n).where('created_by', '=', code)),
  };
}

/** Removes the member's password: an erased member never signs in again. */
export async function clearPassword(db: Db, code: number) {
  await db.updateTable('members').set({ password_hash: null }).where('code', '=', code).execute();
}

export async function deleteSignInFailures(db: Db, key: string) {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

/** Other members' pickups (the member's own are replaced by none), for an erasure to find the member among them. */
export function othersPickups(db: Db, code: number) {
  return db.selectFrom('member_pickups').select(['id', 'name', 'phone']).where('member_code', '<>', code).execute();
}

export async function deletePickups(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('member_pickups').where('id', 'in', ids).execute();
}

/** The member's whole history is deleted: its old values are what an erasure removes. */
export async function deleteHistory(db: Db, code: number) {
  await db.deleteFrom('member_changes').where('member_code', '=', code).execute();
}

/** Other members' history rows whose values contain any of `texts`. */
export function historyContaining(db: Db, texts: readonly string[]) {
  return db
    .selectFrom('member_changes')
    .select(['id', 'old_value', 'new_value'])
    .where((eb) => eb.or([containsAny('old_value', texts), containsAny('new_value', texts)]))
    .execute();
}

export async function setHistoryValues(db: Db, id: number, values: { old_value: string | null; new_value: string | null }) {
  await db.updateTable('member_changes').set(values).where('id', '=', id).execute();
}

/** The entries the member made as staff keep their code and lose the name they were written with (in a transaction). */
export async function renameActor(trx: Db, code: number, name: string) {
  const ids = (await changesBy(trx, code)).select('changes.id');
  await trx.updateTable('changes').set({ actor_name: name }).where('id', 'in', ids).execute();
}

/** The change record's rows whose kept record contains any of `texts` (for the webhooks that have not sent it yet, too). */
export function changesContaining(db: Db, texts: readonly string[]) {
  return db.selectFrom('changes').select(['id', 'data']).where('data', 'is not', null).where(containsAny('data', texts)).execute();
}

export async function setChangeData(db: Db, id: number, data: string | null) {
  await db.updateTable('changes').set({ data }).where('id', '=', id).execute();
}

/** The household check-ins whose kept answer (for a retried scan) contains any of `texts`. */
export function checkInBatchesContaining(db: Db, texts: readonly string[]) {
  return db.selectFrom('check_in_batches').select(['id', 'results']).where(containsAny('results', texts)).execute();
}

export async function setCheckInBatchResults(db: Db, id: string, results: string) {
  await db.updateTable('check_in_batches').set({ results }).where('id', '=', id).execute();
}
