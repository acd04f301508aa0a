import type { MemberPickup } from '@console/contracts';
import type { Db } from '../../db/database.ts';

/** A member's pickups in their order, as the API answers them. */
export async function findPickups(db: Db, memberCode: number): Promise<MemberPickup[]> {
  const rows = await db
    .selectFrom('member_pickups')
    .select(['name', 'phone', 'relation', 'allowed', 'note'])
    .where('member_code', '=', memberCode)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, allowed: Boolean(row.allowed) }));
}

/** Replaces a member's whole list with `pickups`, in their order (none clears it). */
export async function replacePickups(db: Db, memberCode: number, pickups: readonly MemberPickup[]) {
  await db.deleteFrom('member_pickups').where('member_code', '=', memberCode).execute();
  if (pickups.length === 0) return;
  await db
    .insertInto('member_pickups')
    .values(
      pickups.map((pickup, position) => ({
        member_code: memberCode,
        position,
        name: pickup.name,
        phone: pickup.phone,
        relation: pickup.relation,
        allowed: pickup.allowed ? 1 : 0,
        note: pickup.note,
      })),
    )
    .execute();
}

/** The pickups of several members, each list in its order (a batch's children at a check-out). */
export async function findPickupsOf(db: Db, memberCodes: number[]): Promise<Map<number, MemberPickup[]>> {
  const lists = new Map<number, MemberPickup[]>(memberCodes.map((code) => [code, []]));
  if (memberCodes.length === 0) return lists;
  const rows = await db
    .selectFrom('member_pickups')
    .select(['member_code', 'name', 'phone', 'relation', 'allowed', 'note'])
    .where('member_code', 'in', memberCodes)
    .orderBy('member_code')
    .orderBy('position')
    .execute();
  for (const { member_code, allowed, ...pickup } of rows) lists.get(member_code)?.push({ ...pickup, allowed: Boolean(allowed) });
  return lists;
}
