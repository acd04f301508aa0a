import type { LogQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { MemberChangesTable } from '../../db/schema.ts';
import { countRows, inPage } from '../../db/sql.ts';
import { inSlices } from '../../lib/in-slices.ts';

export type MemberChangeWrite = Omit<MemberChangesTable, 'id'>;

/** Writes history rows, a thousand to a statement (both databases cap a statement's parameters). */
export async function insertChanges(db: Db, changes: MemberChangeWrite[]) {
  for await (const batch of inSlices(changes, 1000)) await db.insertInto('member_changes').values(batch).execute();
}

/** A member's history rows, with the name of the staff member who made each, in the order of writing. */
function changesOf(db: Db, memberCode: number, direction: 'asc' | 'desc') {
  return db
    .selectFrom('member_changes')
    .leftJoin('members as staff', 'staff.code', 'member_changes.by_code')
    .select([
      'member_changes.at',
      'member_changes.field',
      'member_changes.old_value',
      'member_changes.new_value',
      'member_changes.by_code',
      'staff.first_name as by_first_name',
      'staff.last_name as by_last_name',
    ])
    .where('member_changes.member_code', '=', memberCode)
    .orderBy('member_changes.id', direction);
}

export type MemberChangeRow = Awaited<ReturnType<ReturnType<typeof changesOf>['execute']>>[number];

/** A member's whole history, oldest first (their data document). */
export function allChanges(db: Db, memberCode: number) {
  return changesOf(db, memberCode, 'asc').execute();
}

/** One page of a member's history, newest first (the order of writing), and the count of all of it. */
export async function listChanges(db: Db, memberCode: number, page: LogQuery) {
  const rows = await inPage(changesOf(db, memberCode, 'desc'), page).execute();
  const totalCount = await countRows(db.selectFrom('member_changes').where('member_changes.member_code', '=', memberCode));
  return { rows, totalCount };
}
