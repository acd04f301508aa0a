import type { Db } from '../../db/database.ts';
import type { CheckInBatchesTable, CheckInBatchItemsTable } from '../../db/schema.ts';

export function findBatchByScan(db: Db, scanId: string) {
  return db.selectFrom('check_in_batches').selectAll().where('scan_id', '=', scanId).executeTakeFirst();
}

export function findBatch(db: Db, id: string) {
  return db.selectFrom('check_in_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

/**
 * Inserts a batch unless its scan or its security code (within its day) is taken already: answers
 * whether it did. The caller tells the two apart by looking for the scan.
 */
export async function insertBatch(db: Db, batch: CheckInBatchesTable): Promise<boolean> {
  const rows = await db
    .insertInto('check_in_batches')
    .values(batch)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Whether a batch of the day has this code already. */
export async function codeTaken(db: Db, day: string, securityCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('check_in_batches')
    .select('id')
    .where('day', '=', day)
    .where('security_code', '=', securityCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a batch the code a station gave its family offline, and the time it did. */
export async function setBatchCode(db: Db, id: string, securityCode: string, offlineAt: number) {
  await db.updateTable('check_in_batches').set({ security_code: securityCode, offline_at: offlineAt }).where('id', '=', id).execute();
}

export async function insertBatchItems(db: Db, items: CheckInBatchItemsTable[]) {
  await db.insertInto('check_in_batch_items').values(items).execute();
}

/** The members of a household with their names, for the check that a batch chose only them. */
export function findHouseholdMembers(db: Db, householdId: number) {
  return db.selectFrom('household_members').select(['member_code', 'role']).where('household_id', '=', householdId).execute();
}

export async function householdExists(db: Db, householdId: number): Promise<boolean> {
  return (await db.selectFrom('households').select('id').where('id', '=', householdId).executeTakeFirst()) !== undefined;
}

/** Names of members by code, for the messages that name them. */
export function findMemberNames(db: Db, codes: number[]) {
  return db.selectFrom('members').select(['code', 'first_name', 'last_name']).where('code', 'in', codes).orderBy('code').execute();
}

/** What a batch's labels print: each person it checked in, their event, their care fields and role in the household. */
export function findBatchLabelRows(db: Db, batchId: string) {
  return db
    .selectFrom('check_in_batch_items')
    .innerJoin('check_in_batches', 'check_in_batches.id', 'check_in_batch_items.batch_id')
    .innerJoin('members', 'members.code', 'check_in_batch_items.member_code')
    .innerJoin('events', 'events.code', 'check_in_batch_items.event_code')
    .leftJoin('household_members', (join) =>
      join
        .onRef('household_members.household_id', '=', 'check_in_batches.household_id')
        .onRef('household_members.member_code', '=', 'check_in_batch_items.member_code'),
    )
    .select([
      'members.first_name',
      'members.last_name',
      'members.food_allergies',
      'members.medical_conditions',
      'members.diet_restrictions',
      'events.name as event_name',
      'household_members.role',
    ])
    .where('check_in_batch_items.batch_id', '=', batchId)
    .orderBy('check_in_batch_items.position')
    .execute();
}

/** The latest batch with this code that checked someone in to the event: codes repeat only on other days. */
export function findBatchByCode(db: Db, eventCode: number, securityCode: string) {
  return db
    .selectFrom('check_in_batches')
    .selectAll()
    .where('security_code', '=', securityCode)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('check_in_batch_items')
          .select('position')
          .whereRef('check_in_batch_items.batch_id', '=', 'check_in_batches.id')
          .where('check_in_batch_items.event_code', '=', eventCode),
      ),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The people a batch checked in to the event, with their role in its household and their state there now. */
export function findBatchAttendees(db: Db, batch: Pick<BatchRow, 'id' | 'household_id'>, eventCode: number) {
  return db
    .selectFrom('check_in_batch_items')
    .innerJoin('members', 'members.code', 'check_in_batch_items.member_code')
    .leftJoin('attendance', (join) =>
      join.onRef('attendance.member_code', '=', 'check_in_batch_items.member_code').on('attendance.event_code', '=', eventCode),
    )
    .leftJoin('household_members', (join) =>
      join
        .on('household_members.household_id', '=', batch.household_id)
        .onRef('household_members.member_code', '=', 'check_in_batch_items.member_code'),
    )
    .select([
      'members.code',
      'members.first_name',
      'members.last_name',
      'household_members.role',
      'attendance.checked_in_at',
      'attendance.checked_out_at',
    ])
    .where('check_in_batch_items.batch_id', '=', batch.id)
    .where('check_in_batch_items.event_code', '=', eventCode)
    .orderBy('check_in_batch_items.position')
    .execute();
}

/** Checks out whoever of `memberCodes` is checked in and not out yet; the others are left as they are. */
export async function checkOut(db: Db, eventCode: number, memberCodes: number[], at: number, byCode: number | null) {
  await db
    .updateTable('attendance')
    .set({ checked_out_at: at, checked_out_by: byCode })
    .where('event_code', '=', eventCode)
    .where('member_code', 'in', memberCodes)
    .where('checked_in_at', 'is not', null)
    .where('checked_out_at', 'is', null)
    .execute();
}
