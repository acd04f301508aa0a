import {
  MEMBER_HISTORY_FIELDS,
  PICKUPS_HISTORY_FIELD,
  messages,
  type LogQuery,
  type Member,
  type MemberChange,
  type MemberHistory,
  type MemberPickup,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './history.repository.ts';
import { findMember } from './members.repository.ts';

const asText = (value: string | boolean | null) => (value === null ? null : String(value));

/** The history rows, field by field, of what changed from `before` (null for a new member) to `after`. */
export function memberChanges(before: Member | null, after: Member, by: number | null, now = Date.now()): repo.MemberChangeWrite[] {
  return MEMBER_HISTORY_FIELDS.flatMap((field) => {
    const [oldValue, newValue] = [asText(before ? before[field] : null), asText(after[field])];
    return oldValue === newValue
      ? []
      : [{ member_code: after.code, at: now, by_code: by, field, old_value: oldValue, new_value: newValue }];
  });
}

/**
 * Records what changed from `before` to `after` in the caller's transaction: the history and the
 * change commit together or not at all.
 */
export async function recordMemberChanges(trx: Db, before: Member | null, after: Member, by: number | null, now = Date.now()) {
  await repo.insertChanges(trx, memberChanges(before, after, by, now));
}

/**
 * A change of the member's pickups as one history row: the whole list before and after, as JSON
 * (an empty list as null), so that who was allowed, and why not, stays on record.
 */
export async function recordPickupsChange(
  trx: Db,
  memberCode: number,
  before: readonly MemberPickup[],
  after: readonly MemberPickup[],
  by: number | null,
  now = Date.now(),
) {
  // Written key by key, so that a list compares equal however its objects were built.
  const asJson = (list: readonly MemberPickup[]) =>
    list.length === 0
      ? null
      : JSON.stringify(list.map(({ name, phone, relation, allowed, note }) => ({ name, phone, relation, allowed, note })));
  const [oldValue, newValue] = [asJson(before), asJson(after)];
  if (oldValue === newValue) return;
  await repo.insertChanges(trx, [
    { member_code: memberCode, at: now, by_code: by, field: PICKUPS_HISTORY_FIELD, old_value: oldValue, new_value: newValue },
  ]);
}

/** A new password is recorded as a change without its value: neither the old nor the new one is kept. */
export async function recordPasswordChange(trx: Db, memberCode: number, by: number | null, now = Date.now()) {
  await repo.insertChanges(trx, [{ member_code: memberCode, at: now, by_code: by, field: 'password', old_value: null, new_value: null }]);
}

export async function getMemberHistory(db: Db, memberCode: number, query: LogQuery): Promise<MemberHistory> {
  if (!(await findMember(db, memberCode))) throw notFound(messages.members.notFound);
  const { rows, totalCount } = await repo.listChanges(db, memberCode, query);
  return {
    totalCount,
    changes: rows.map(toMemberChange),
  };
}

/** A history row as the API answers it. */
export function toMemberChange(row: repo.MemberChangeRow): MemberChange {
  return {
    at: new Date(row.at).toISOString(),
    field: row.field,
    oldValue: row.old_value,
    newValue: row.new_value,
    byCode: row.by_code,
    byName: row.by_code === null ? null : `${row.by_first_name ?? ''} ${row.by_last_name ?? ''}`.trim(),
  };
}
