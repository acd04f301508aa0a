import {
  ERASED_FIRST_NAME,
  ERASED_HISTORY_FIELD,
  MEMBER_FIELD_ENTRIES,
  ROLE_IDS,
  erasedLastName,
  messages,
  normalizeText,
  type Member,
  type MemberData,
  type MemberWithPickups,
} from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { normalizeEmail } from '../../lib/text.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange, toEntry } from '../audit/changes.service.ts';
import type { Authority } from '../auth/auth.service.ts';
import { deleteMemberSessions } from '../auth/auth.repository.ts';
import { leaveHouseholds } from '../households/households.repository.ts';
import { householdsOfMember } from '../households/households.service.ts';
import { allChanges, insertChanges } from './history.repository.ts';
import { toMemberChange } from './history.service.ts';
import * as repo from './members.repository.ts';
import { assertMayChange, getMember, getRow, toMember, withPickups } from './members.service.ts';
import { replacePickups } from './pickups.repository.ts';
import * as privacy from './privacy.repository.ts';

const m = messages.members;

/**
 * Every column of the schema that names a member, and the part of the data document that holds
 * what it names (`actions.*`: counted, for those rows are about other people). The data document
 * reads each of them; privacy.test.ts compares this list with the columns the migrated database
 * has, so a new table about members fails it until the document covers it.
 */
export const MEMBER_DATA_SOURCES = {
  'members.code': 'member',
  'member_pickups.member_code': 'member.pickups',
  'household_members.member_code': 'households',
  'households.primary_contact_code': 'households.isPrimaryContact',
  'attendance.member_code': 'attendance',
  'attendance.checked_in_by': 'actions.attendeesCheckedIn',
  'attendance.checked_out_by': 'actions.attendeesCheckedOut',
  'check_ins.member_code': 'checkIns',
  'check_ins.by_code': 'actions.checkIns',
  'check_in_batch_items.member_code': 'checkInLabels',
  'check_in_batches.by_code': 'actions.checkInBatches',
  'sessions.member_code': 'sessions',
  'login_failures.key': 'signInFailures',
  'member_changes.member_code': 'history',
  'member_changes.by_code': 'actions.historyChanges',
  'changes.target_id': 'changes',
  'changes.actor_id': 'actions.changes',
  'api_tokens.created_by': 'actions.apiTokens',
  'calendar_feeds.created_by': 'actions.calendarFeeds',
} as const;

const iso = (at: number | string) => new Date(Number(at)).toISOString();
const isoOrNull = (at: number | string | null) => (at === null ? null : iso(at));
const signInFailuresKey = (email: string) => `email:${normalizeEmail(email)}`;

/** GET /members/{code}/data: everything stored about the member, as one document (docs/api.md, "Privacy"). */
export async function memberData(db: Db, code: number): Promise<MemberData> {
  return inTransaction(db, async (trx) => {
    const member = await withPickups(trx, await getMember(trx, code));
    const primary = new Set((await privacy.primaryContactOf(trx, code)).map((row) => row.id));
    const households = (await householdsOfMember(trx, code)).map((household) => ({
      ...household,
      isPrimaryContact: primary.has(household.id),
    }));
    return {
      exportedAt: new Date().toISOString(),
      member,
      households,
      attendance: (await privacy.attendanceOf(trx, code)).map((row) => ({
        eventCode: row.event_code,
        eventName: row.event_name,
        registeredAt: iso(row.registered_at),
        checkedInAt: isoOrNull(row.checked_in_at),
        checkedInBy: row.checked_in_by,
        checkedOutAt: isoOrNull(row.checked_out_at),
        checkedOutBy: row.checked_out_by,
      })),
      checkIns: (await privacy.checkInsOf(trx, code)).map((row) => ({
        eventCode: row.event_code,
        at: iso(row.at),
        action: row.action,
        byCode: row.by_code,
        station: row.station,
      })),
      checkInLabels: (await privacy.checkInLabelsOf(trx, code)).map((row) => ({
        batchId: row.id,
        eventCode: row.event_code,
        day: row.day,
        at: iso(row.created_at),
      })),
      sessions: (await privacy.sessionsOf(trx, code)).map((row) => ({
        createdAt: iso(row.created_at),
        lastUsedAt: iso(row.last_used_at),
        expiresAt: iso(row.expires_at),
      })),
      signInFailures:
        member.email === null
          ? []
          : (await privacy.signInFailuresUnder(trx, signInFailuresKey(member.email))).map((row) => ({ at: iso(row.failed_at) })),
      history: (await allChanges(trx, code)).map(toMemberChange),
      changes: (await privacy.changesAbout(trx, code)).map((row) => ({
        ...toEntry({ ...row, target_name: member.fullname }),
        data: row.data === null ? null : (JSON.parse(row.data) as unknown),
      })),
      actions: await privacy.countActionsBy(trx, code),
    };
  });
}

/** The API's fields that describe the person (not their code, role or status), and the pickups that a record carries. */
const PERSONAL_KEYS = new Set([
  ...MEMBER_FIELD_ENTRIES.flatMap(([name, spec]) => [name, ...(spec.nameField ? [spec.nameField] : [])]).filter(
    (name) => !['code', 'roleId', 'role', 'isEnabled', 'status'].includes(name),
  ),
  'pickups',
]);

/** What an erasure takes out of the records that keep copies of a member (the change record, histories, scans' answers). */
interface Erasure {
  code: number;
  /** The member's personal fields as they are after the erasure. */
  erased: Record<string, unknown>;
  /** The old full name, case and accents aside (a pickup names a person so). */
  fullnameKey: string;
  /** Old texts that stand for the member wherever they are written as a whole (not inside a longer name), and what replaces them. */
  texts: RegExp[];
  replacement: string;
}

/**
 * `value` with the member taken out: a record of them (their code with a name beside it) gets the
 * erased member's fields, a pickup that names them loses the name, phone and note, and any
 * text loses their full name and email.
 */
function scrubValue(value: unknown, erasure: Erasure): unknown {
  if (typeof value === 'string') return erasure.texts.reduce((text, old) => text.replace(old, erasure.replacement), value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, erasure));
  if (value === null || typeof value !== 'object') return value;
  const record: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, erasure)]));
  const original = value as Record<string, unknown>;
  if (original.code === erasure.code && ('fullname' in original || 'firstName' in original)) {
    for (const key of Object.keys(record)) if (PERSONAL_KEYS.has(key)) record[key] = erasure.erased[key] ?? null;
  }
  if (typeof original.name === 'string' && 'allowed' in original && normalizeText(original.name) === erasure.fullnameKey) {
    Object.assign(record, { name: erasure.replacement, phone: null, note: null });
  }
  return record;
}

/** A stored text with the member taken out: a JSON document walked, any other text searched. */
function scrubText(text: string, erasure: Erasure): string {
  if (!/^\s*[[{]/.test(text)) return scrubValue(text, erasure) as string;
  try {
    return JSON.stringify(scrubValue(JSON.parse(text), erasure));
  } catch {
    return scrubValue(text, erasure) as string;
  }
}

/** `text` wherever it is written, but inside a longer word: "Ana Li" is not replaced in "Ana Lima". */
const wholeText = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');

/** The texts to look for to find the rows that may hold the member: as written, and as JSON writes them. */
function searchTexts(before: Member) {
  const texts = [before.lastName, before.fullname, before.email, before.phones].filter((text): text is string => Boolean(text));
  return [...new Set(texts.flatMap((text) => [text, JSON.stringify(text).slice(1, -1)]))];
}

/** Whether a pickup's name or phone is the member's. */
function namesMember(pickup: { name: string; phone: string | null }, before: Member, fullnameKey: string) {
  if (normalizeText(pickup.name) === fullnameKey) return true;
  const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
  const phone = digits(pickup.phone);
  return phone.length >= 7 && digits(before.phones).includes(phone);
}

/** Takes the member out of other members' pickups and histories, the change record and the scans' kept answers. */
async function scrubCopies(trx: Db, erasure: Erasure, before: Member) {
  const search = searchTexts(before);
  const pickups = await privacy.othersPickups(trx, erasure.code);
  await privacy.deletePickups(
    trx,
    pickups.filter((pickup) => namesMember(pickup, before, erasure.fullnameKey)).map((pickup) => pickup.id),
  );
  for (const row of await privacy.historyContaining(trx, search)) {
    const values = {
      old_value: row.old_value === null ? null : scrubText(row.old_value, erasure),
      new_value: row.new_value === null ? null : scrubText(row.new_value, erasure),
    };
    if (values.old_value !== row.old_value || values.new_value !== row.new_value) await privacy.setHistoryValues(trx, row.id, values);
  }
  await privacy.renameActor(trx, erasure.code, erasure.replacement);
  for (const row of await privacy.changesContaining(trx, search)) {
    const data = scrubText(row.data!, erasure);
    if (data !== row.data) await privacy.setChangeData(trx, row.id, data);
  }
  for (const row of await privacy.checkInBatchesContaining(trx, search)) {
    const results = scrubText(row.results, erasure);
    if (results !== row.results) await privacy.setCheckInBatchResults(trx, row.id, results);
  }
}

/**
 * POST /members/{code}/erase (docs/api.md, "Privacy"; decision 045): the member keeps their code
 * and their attendance, and loses everything else that says who they were, in one unit.
 */
export async function eraseMember(
  db: Db,
  feed: ChangeFeed,
  auth: Authority,
  actor: Actor,
  code: number,
  confirm: string,
): Promise<MemberWithPickups> {
  const erased = await inTransaction(
    db,
    async (trx) => {
      // The member's row held from its read to its write, as every change of a member (members.service.ts).
      await repo.lockMembers(trx, [code]);
      const target = await getRow(trx, code);
      const before = toMember(target);
      if (confirm !== before.fullname) throw badRequest(m.eraseConfirmMismatch, { confirm: [m.eraseConfirmMismatch] });
      if (code === auth.code) throw conflict(m.cannotEraseSelf);
      if (target.role_id === ROLE_IDS.administrator && target.is_enabled && (await repo.countEnabledAdministrators(trx)) <= 1) {
        throw conflict(m.lastAdministratorErased);
      }
      // Every other rule of a change (a Coordinator and an Administrator) holds too.
      await assertMayChange(trx, auth, target, { roleId: ROLE_IDS.member, isEnabled: false });

      const now = Date.now();
      // An Administrator or Coordinator needs an email to sign in with: an erased member has
      // none, so they become a plain member, who may have none.
      await repo.updateMember(
        trx,
        code,
        { firstName: ERASED_FIRST_NAME, lastName: erasedLastName(code), roleId: ROLE_IDS.member, isEnabled: false },
        now,
      );
      await privacy.clearPassword(trx, code);
      await deleteMemberSessions(trx, code);
      if (before.email !== null) await privacy.deleteSignInFailures(trx, signInFailuresKey(before.email));
      await leaveHouseholds(trx, code);
      await replacePickups(trx, code, []);
      await privacy.deleteHistory(trx, code);

      const after = await withPickups(trx, await getMember(trx, code));
      const erasedFields = Object.fromEntries(Object.entries(after).filter(([key]) => PERSONAL_KEYS.has(key)));
      const erasure: Erasure = {
        code,
        erased: erasedFields,
        fullnameKey: normalizeText(before.fullname),
        texts: [before.fullname, before.email].filter((text): text is string => Boolean(text)).map(wholeText),
        replacement: after.fullname,
      };
      await scrubCopies(trx, erasure, before);
      // The history says that it happened, and nothing of what was there.
      await insertChanges(trx, [
        { member_code: code, at: now, by_code: auth.code, field: ERASED_HISTORY_FIELD, old_value: null, new_value: null },
      ]);
      await recordChange(trx, actor, { action: 'member.erased', target: { kind: 'member', id: code } }, now);
      return after;
    },
    { serializable: true },
  );
  // Their live streams end with their sessions, in every server process.
  await feed.announceSessionsEnded(code);
  return erased;
}
