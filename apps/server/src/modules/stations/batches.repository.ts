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
