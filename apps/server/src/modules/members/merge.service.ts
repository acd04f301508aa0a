import { DUPLICATE_GROUPS_MAX, MERGE_FILLED_FIELDS, messages, type DuplicateGroup, type Member } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { normalizeText } from '../../lib/text.ts';
import { moveAttendance } from '../attendance/attendance.repository.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { deleteMemberSessions } from '../auth/auth.repository.ts';
import { insertChanges } from './history.repository.ts';
import { recordMemberChanges } from './history.service.ts';
import * as repo from './members.repository.ts';
import { assertMayChange, getMember, getRow, toMember } from './members.service.ts';

const m = messages.members;

/**
 * Groups of enabled members who look like one person entered twice: the same name (case and
 * accents aside) with the same birth date, or with the same phones. A group of the second kind
 * that repeats one of the first is left out.
 */
export async function findDuplicates(db: Db): Promise<DuplicateGroup[]> {
  const { keys, rows } = await repo.findDuplicateCandidates(db, DUPLICATE_GROUPS_MAX);
  const members = rows.map(toMember);
  const nameOf = (member: Member) => normalizeText(`${member.firstName} ${member.lastName}`);
  const byBirthDate = keys.birthDate.map((key) => ({
    name: key.name,
    reason: 'nameAndBirthDate' as const,
    members: members.filter((member) => nameOf(member) === key.name && member.birthDate === key.value),
  }));
  const seen = new Set(byBirthDate.map((group) => group.members.map((member) => member.code).join()));
  const byPhones = keys.phones
    .map((key) => ({
      name: key.name,
      reason: 'nameAndPhone' as const,
      members: members.filter((member) => nameOf(member) === key.name && member.phones === key.value),
    }))
    .filter((group) => !seen.has(group.members.map((member) => member.code).join()));
  return [...byBirthDate, ...byPhones]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, DUPLICATE_GROUPS_MAX)
    .map(({ reason, members: group }) => ({ reason, members: group }));
}

/**
 * Merges member `code` into member `into` (docs/api.md, "Duplicates and merge"): the registrations and check-ins
 * move, `into`'s empty fields are filled from `code`, `code` is disabled, and both histories say so.
 */
export async function mergeMember(db: Db, feed: ChangeFeed, auth: AuthContext, code: number, into: number) {
  if (code === into) throw badRequest(m.mergeIntoItself, { into: [m.mergeIntoItself] });
  const keptAfter = await inTransaction(
    db,
    async (trx) => {
      const merged = await getRow(trx, code);
      const kept = await getRow(trx, into);
      if (!merged.is_enabled) throw conflict(m.mergeDisabled);
      if (!kept.is_enabled) throw conflict(m.mergeIntoDisabled, { into: [m.mergeIntoDisabled] });
      await assertMayChange(trx, auth, merged, { roleId: merged.role_id, isEnabled: false });

      await moveAttendance(trx, code, into);
      const [from, to] = [toMember(merged), toMember(kept)];
      const filled = Object.fromEntries(MERGE_FILLED_FIELDS.map((field) => [field, to[field] ?? from[field]]));
      await repo.updateMember(trx, into, { ...to, ...filled, isEnabled: true });
      await repo.setEnabled(trx, code, false);
      await deleteMemberSessions(trx, code);

      const now = Date.now();
      await recordMemberChanges(trx, from, await getMember(trx, code), auth.code, now);
      const after = await getMember(trx, into);
      await recordMemberChanges(trx, to, after, auth.code, now);
      await insertChanges(trx, [
        { member_code: code, at: now, by_code: auth.code, field: 'mergedInto', old_value: null, new_value: String(into) },
        { member_code: into, at: now, by_code: auth.code, field: 'mergedFrom', old_value: null, new_value: String(code) },
      ]);
      return after;
    },
    { serializable: true },
  );
  // The merged member's live streams end with their sessions, in every server process.
  await feed.announceSessionsEnded(code);
  return keptAfter;
}
