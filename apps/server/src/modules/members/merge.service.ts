import { setImmediate } from 'node:timers/promises';
import { DUPLICATE_GROUPS_MAX, MERGE_FILLED_FIELDS, messages, type DuplicateGroup, type Member, normalizeText } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { moveAttendance } from '../attendance/attendance.repository.ts';
import { moveMemberships } from '../households/households.repository.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import type { Authority } from '../auth/auth.service.ts';
import { deleteMemberSessions } from '../auth/auth.repository.ts';
import { insertChanges } from './history.repository.ts';
import { recordMemberChanges, recordPickupsChange } from './history.service.ts';
import * as repo from './members.repository.ts';
import { assertMayChange, getMember, getRow, toMember, withPickups } from './members.service.ts';
import { findPickups, replacePickups } from './pickups.repository.ts';

const m = messages.members;

/** Members per range of names in the walk of duplicate keys; the event loop is free between two ranges. */
const NAMES_PER_RANGE = 5_000;

/**
 * The (name, value) pairs of `column` that two or more enabled members share, in name order, at
 * most `limit`: the database groups one range of names at a time (findSharedKeysBetween), and the
 * walk stops at the limit. On SQLite every query runs on the event loop, and grouping all
 * 100,000 members in one query held it for 600 ms per key, every door station waiting; a range
 * takes a few milliseconds, and stations are answered between two. Ranges end between two names,
 * so the members who share a name are always in one range.
 */
async function sharedKeys(db: Db, column: repo.DuplicateKeyColumn, limit: number, namesPerRange: number) {
  const keys: { name: string; value: string }[] = [];
  let from: string | undefined;
  for (;;) {
    const to = await repo.findNameAfter(db, from, namesPerRange);
    keys.push(...(await repo.findSharedKeysBetween(db, column, from, to)));
    if (keys.length >= limit || to === undefined) return keys.slice(0, limit);
    from = to;
    await setImmediate();
  }
}

/**
 * Groups of enabled members who look like one person entered twice: the same name (case and
 * accents aside) with the same birth date, or with the same phones. A group of the second kind
 * that repeats one of the first is left out. `namesPerRange` sizes the walk's ranges (tests).
 */
export async function findDuplicates(db: Db, { namesPerRange = NAMES_PER_RANGE } = {}): Promise<DuplicateGroup[]> {
  const keys = {
    birthDate: await sharedKeys(db, 'birth_date', DUPLICATE_GROUPS_MAX, namesPerRange),
    phones: await sharedKeys(db, 'phones', DUPLICATE_GROUPS_MAX, namesPerRange),
  };
  const names = [...new Set([...keys.birthDate, ...keys.phones].map((key) => key.name))];
  const members = (await repo.findEnabledMembersNamed(db, names)).map(toMember);
  const byKey = new Map<string, Member[]>();
  const keyOf = (reason: 'birthDate' | 'phones', name: string, value: string | null) => JSON.stringify([reason, name, value]);
  for (const member of members) {
    const name = normalizeText(`${member.firstName} ${member.lastName}`);
    for (const key of [keyOf('birthDate', name, member.birthDate), keyOf('phones', name, member.phones)]) {
      byKey.set(key, [...(byKey.get(key) ?? []), member]);
    }
  }
  const groupOf = (reason: 'birthDate' | 'phones', key: { name: string; value: string }) => ({
    name: key.name,
    members: byKey.get(keyOf(reason, key.name, key.value)) ?? [],
  });
  const byBirthDate = keys.birthDate.map((key) => ({ ...groupOf('birthDate', key), reason: 'nameAndBirthDate' as const }));
  const seen = new Set(byBirthDate.map((group) => group.members.map((member) => member.code).join()));
  const byPhones = keys.phones
    .map((key) => ({ ...groupOf('phones', key), reason: 'nameAndPhone' as const }))
    .filter((group) => !seen.has(group.members.map((member) => member.code).join()));
  return [...byBirthDate, ...byPhones]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, DUPLICATE_GROUPS_MAX)
    .map(({ reason, members: group }) => ({ reason, members: group }));
}

/**
 * Merges member `code` into member `into` (docs/api.md, "Duplicates and merge"): the registrations, check-ins
 * and household memberships move, `into`'s empty fields (and an empty pickups list) are filled from `code`, `code` is
 * disabled, and both histories say so. The merged member keeps their own pickups.
 */
export async function mergeMember(db: Db, feed: ChangeFeed, auth: Authority, actor: Actor, code: number, into: number) {
  if (code === into) throw badRequest(m.mergeIntoItself, { into: [m.mergeIntoItself] });
  const { keptAfter, events } = await inTransaction(
    db,
    async (trx) => {
      // Both members held before anything is read or moved: a scan of either under way ends first
      // (and, having written the member's row, makes this unit fail to serialize and run again,
      // seeing the scan's attendance), and a scan that comes later waits, then finds the merged
      // member disabled (holdScan in attendance.repository.ts, decision 021). Held in the order
      // of their codes, so that two merges sharing a member never wait for each other in a circle.
      await repo.lockMembers(trx, [code, into]);
      const merged = await getRow(trx, code);
      const kept = await getRow(trx, into);
      if (!merged.is_enabled) throw conflict(m.mergeDisabled);
      if (!kept.is_enabled) throw conflict(m.mergeIntoDisabled, { into: [m.mergeIntoDisabled] });
      await assertMayChange(trx, auth, merged, { roleId: merged.role_id, isEnabled: false });

      const events = await moveAttendance(trx, code, into);
      await moveMemberships(trx, code, into);
      const [from, to] = [toMember(merged), toMember(kept)];
      const filled = Object.fromEntries(MERGE_FILLED_FIELDS.map((field) => [field, to[field] ?? from[field]]));
      await repo.updateMember(trx, into, { ...to, ...filled, isEnabled: true });
      await repo.setEnabled(trx, code, false);
      await deleteMemberSessions(trx, code);

      const now = Date.now();
      // A list is one whole: the kept member's stands as it is, an empty one takes the merged member's.
      const keptPickups = await findPickups(trx, into);
      if (keptPickups.length === 0) {
        const mergedPickups = await findPickups(trx, code);
        await replacePickups(trx, into, mergedPickups);
        await recordPickupsChange(trx, into, [], mergedPickups, auth.code, now);
      }
      await recordMemberChanges(trx, from, await getMember(trx, code), auth.code, now);
      const after = await getMember(trx, into);
      await recordMemberChanges(trx, to, after, auth.code, now);
      await insertChanges(trx, [
        { member_code: code, at: now, by_code: auth.code, field: 'mergedInto', old_value: null, new_value: String(into) },
        { member_code: into, at: now, by_code: auth.code, field: 'mergedFrom', old_value: null, new_value: String(code) },
      ]);
      const keptAfter = await withPickups(trx, after);
      await recordChange(trx, actor, { action: 'member.merged', target: { kind: 'member', id: into }, data: { from: code, into } }, now);
      return { keptAfter, events };
    },
    { serializable: true },
  );
  // The merged member's live streams end with their sessions, in every server process; the
  // counters of the events whose attendance moved are read again.
  await feed.announceSessionsEnded(code);
  for (const event of events) await feed.announce(event);
  return keptAfter;
}
