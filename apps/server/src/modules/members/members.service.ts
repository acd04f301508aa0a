import {
  MEMBERS_EXPORT_HOUSEHOLDS_HEADER,
  type MemberRecord,
  MEMBER_CSV_HEADERS,
  MEMBER_CARE_FIELDS,
  MEMBER_FIELD_ENTRIES,
  ROLE_IDS,
  messages,
  roleSignsIn,
  type CreateMemberInput,
  type Member,
  type MemberWithPickups,
  type MemberCsvField,
  type MemberFieldName,
  type MemberFieldsWhere,
  type MemberExportQuery,
  type MemberListQuery,
  type PatchMemberInput,
  type UpdateMemberInput,
} from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { refuseDuplicate } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { csvStream, yesNo, type CsvColumn } from '../../lib/csv.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import type { Authority } from '../auth/auth.service.ts';
import { deleteMemberSessions } from '../auth/auth.repository.ts';
import { householdNamesOf, leaveHouseholds } from '../households/households.repository.ts';
import { addHouseholdMember, holdHouseholdToJoin, householdsOfMember } from '../households/households.service.ts';
import { civilStatusExists, roleExists } from '../reference/reference.repository.ts';
import { recordMemberChanges, recordPickupsChange } from './history.service.ts';
import * as repo from './members.repository.ts';
import { findPickups, replacePickups } from './pickups.repository.ts';

const m = messages.members;

/** The fields without a column of their own. */
type DerivedField = Exclude<MemberFieldName, MemberFieldsWhere<{ column: string }>>;

/** How the API derives each field without a column from the others. */
const derivedFields: { [Name in DerivedField]: (row: repo.MemberRow) => Member[Name] } = {
  fullname: (row) => `${row.first_name} ${row.last_name}`,
  status: (row) => (row.is_enabled ? 'Enabled' : 'Disabled'),
};

/** A member row as the API answers it: each field from its column (flags as booleans), each reference with its name. */
export function toMember(row: repo.MemberRow): Member {
  const cells: Record<string, unknown> = row;
  const member: Record<string, unknown> = {};
  for (const [name, spec] of MEMBER_FIELD_ENTRIES) {
    if (spec.column === undefined) member[name] = derivedFields[name as DerivedField](row);
    else member[name] = spec.kind === 'flag' ? Boolean(cells[spec.column]) : cells[spec.column];
    if (spec.nameField) member[spec.nameField] = cells[spec.nameField];
  }
  return member as Member;
}

const emailInUse = () => conflict(m.emailInUse, { email: [m.emailInUse] });

export async function getRow(db: Db, code: number) {
  const row = await repo.findMember(db, code);
  if (!row) throw notFound(m.notFound);
  return row;
}

/** The email is nobody else's; no email is always free. */
async function assertEmailFree(db: Db, email: string | null, ownCode?: number) {
  if (email === null) return;
  const holder = await repo.findCodeByEmail(db, email);
  if (holder !== undefined && holder !== ownCode) throw emailInUse();
}

/**
 * A member who can sign in keeps an email to sign in with: one whose role signs in (which the
 * schemas of POST and PUT check already) or who has a password (which only the database knows).
 */
async function assertEmailKept(db: Db, code: number, next: { roleId: number; email: string | null }) {
  if (next.email !== null) return;
  if (roleSignsIn(next.roleId)) throw fieldError('email', m.emailRequiredToSignIn);
  if (await repo.hasPassword(db, code)) throw fieldError('email', m.emailRequiredWithPassword);
}

async function assertReferencesExist(db: Db, input: { roleId: number; civilStatusId: number | null }) {
  if (!(await roleExists(db, input.roleId))) throw fieldError('roleId', m.roleUnknown);
  if (input.civilStatusId !== null && !(await civilStatusExists(db, input.civilStatusId)))
    throw fieldError('civilStatusId', m.civilStatusUnknown);
}

/**
 * The rules of docs/api.md's role table for any change to a member: a Coordinator may neither give
 * the Administrator role nor change an Administrator; nobody disables themselves; the last
 * enabled Administrator stays an enabled Administrator.
 */
export async function assertMayChange(db: Db, auth: Authority, target: repo.MemberRow, next: { roleId: number; isEnabled: boolean }) {
  const isCoordinator = auth.roleId !== ROLE_IDS.administrator;
  if (isCoordinator && target.role_id === ROLE_IDS.administrator && target.code !== auth.code)
    throw forbidden(m.coordinatorCannotChangeAdmin);
  if (isCoordinator && next.roleId === ROLE_IDS.administrator && target.role_id !== ROLE_IDS.administrator)
    throw forbidden(m.coordinatorCannotGrantAdmin);
  if (target.code === auth.code && target.is_enabled && !next.isEnabled) throw conflict(m.cannotDisableSelf);
  const staysEnabledAdmin = next.roleId === ROLE_IDS.administrator && next.isEnabled;
  if (
    target.role_id === ROLE_IDS.administrator &&
    target.is_enabled &&
    !staysEnabledAdmin &&
    (await repo.countEnabledAdministrators(db)) <= 1
  ) {
    throw conflict(m.lastAdministrator);
  }
}

/** The member as changed, with the change written to their history and to the change record. */
async function recordedChange(trx: Db, auth: Authority, actor: Actor, before: repo.MemberRow, code: number) {
  const after = await withPickups(trx, await getMember(trx, code));
  await recordMemberChanges(trx, toMember(before), after, auth.code);
  await recordChange(trx, actor, { action: 'member.updated', target: { kind: 'member', id: code }, data: after });
  return after;
}

/** Whether a member has any care (medical conditions, diet, allergies) recorded. */
const hasCare = (member: Member) => MEMBER_CARE_FIELDS.some((field) => Boolean(member[field]));

/**
 * Records one `care.read` by `actor` of what it was answered, when any of it holds care: `target`
 * the member of a single member's answer, null for a list's page or an export (decision 046).
 */
async function recordCareRead(db: Db, actor: Actor, members: readonly Member[], target: number | null) {
  if (!members.some(hasCare)) return;
  await recordChange(db, actor, { action: 'care.read', target: target === null ? null : { kind: 'member', id: target } });
}

/** A page of the list; a token's read of it, which hands the care fields to a program, is recorded (decision 046). */
export async function listMembers(db: Db, actor: Actor, query: MemberListQuery) {
  const { rows, totalCount } = await repo.listMembers(db, query);
  const members = rows.map(toMember);
  if (actor.kind === 'token') await recordCareRead(db, actor, members, null);
  return { totalCount, members };
}

/** A member as the export writes them: with the names of their households. */
type ExportedMember = Member & { households: string[] };

/**
 * A members file's columns: each field's value as the API answers it, a flag as Yes or No, then
 * the member's households, their names joined by "; ".
 */
const memberColumns: CsvColumn<ExportedMember>[] = [
  ...(Object.entries(MEMBER_CSV_HEADERS) as [MemberCsvField, string][]).map(([field, header]) => ({
    header,
    cell: (member: ExportedMember) => {
      const value = member[field];
      return typeof value === 'boolean' ? yesNo(value) : value;
    },
  })),
  { header: MEMBERS_EXPORT_HOUSEHOLDS_HEADER, cell: (member) => member.households.join('; ') },
];

/**
 * Every member the list would show with these filters, search and sort, as a CSV stream. The file
 * has the care columns: the first batch that holds care records the export's one `care.read`.
 */
export function exportMembers(db: Db, actor: Actor, query: MemberExportQuery) {
  let careRecorded = false;
  const members = inBatches(
    async (after, size) => {
      const batch = await repo.findMembersAfter(db, query, after, size);
      const read = batch.rows.map(toMember);
      if (!careRecorded && read.some(hasCare)) {
        careRecorded = true;
        await recordCareRead(db, actor, read, null);
      }
      // The households of a batch's members in one query.
      const households = await householdNamesOf(
        db,
        read.map((member) => member.code),
      );
      return { ...batch, rows: read.map((member) => ({ ...member, households: households.get(member.code) ?? [] })) };
    },
    (member: ExportedMember) => member,
  );
  return csvStream(memberColumns, members);
}

export async function getMember(db: Db, code: number) {
  return toMember(await getRow(db, code));
}

/** A member as every answer about one member gives them: with their pickups. */
export async function withPickups(db: Db, member: Member): Promise<MemberWithPickups> {
  return { ...member, pickups: await findPickups(db, member.code) };
}

/** A member with their pickups and households (GET /api/members/{code}): a read of their care, when they have any, is recorded. */
export async function getMemberRecord(db: Db, actor: Actor, code: number): Promise<MemberRecord> {
  const member = await withPickups(db, await getMember(db, code));
  await recordCareRead(db, actor, [member], code);
  return { ...member, households: await householdsOfMember(db, code) };
}

export async function isEmailAvailable(db: Db, email: string, ownCode?: number | null) {
  const holder = await repo.findCodeByEmail(db, email);
  return holder === undefined || holder === ownCode;
}

/**
 * A new member with their pickups, and with `household` their membership of it, in one unit: a
 * household that does not exist, or is full, leaves no member behind.
 */
export async function createMember(db: Db, auth: Authority, actor: Actor, input: CreateMemberInput) {
  if (auth.roleId !== ROLE_IDS.administrator && input.roleId === ROLE_IDS.administrator) throw forbidden(m.coordinatorCannotGrantAdmin);
  const { household, pickups, ...fields } = input;
  return inTransaction(
    db,
    async (trx) => {
      await assertReferencesExist(trx, fields);
      await assertEmailFree(trx, fields.email);
      if (household) await holdHouseholdToJoin(trx, household.id);
      const code = await refuseDuplicate(() => repo.insertMember(trx, { ...fields, isEnabled: true }), emailInUse);
      if (household) await addHouseholdMember(trx, household.id, { code, role: household.role });
      await replacePickups(trx, code, pickups);
      const created = await getMember(trx, code);
      const now = Date.now();
      await recordMemberChanges(trx, null, created, auth.code, now);
      await recordPickupsChange(trx, code, [], pickups, auth.code, now);
      const answer = { ...created, pickups };
      await recordChange(trx, actor, { action: 'member.created', target: { kind: 'member', id: code }, data: answer }, now);
      return answer;
    },
    { serializable: true },
  );
}

/**
 * The rules of a change read other rows (the count of Administrators, the holder of an email), so
 * the check and the write run as one serializable unit: two Administrators demoting each other at
 * the same moment leave one.
 */
export async function updateMember(db: Db, feed: ChangeFeed, auth: Authority, actor: Actor, code: number, input: UpdateMemberInput) {
  if (input.code !== undefined && input.code !== code) throw badRequest(m.codeMismatch, { code: [m.codeMismatch] });
  let sessionsEnded = false;
  const updated = await inTransaction(
    db,
    async (trx) => {
      const target = await getRow(trx, code);
      const isEnabled = input.isEnabled ?? Boolean(target.is_enabled);
      await assertMayChange(trx, auth, target, { roleId: input.roleId, isEnabled });
      await assertReferencesExist(trx, input);
      await assertEmailFree(trx, input.email, code);
      await assertEmailKept(trx, code, input);
      const { code: _code, pickups, ...fields } = input;
      await refuseDuplicate(() => repo.updateMember(trx, code, { ...fields, isEnabled }), emailInUse);
      // Left out, they stay as they are (decision 034).
      if (pickups) {
        const before = await findPickups(trx, code);
        await replacePickups(trx, code, pickups);
        await recordPickupsChange(trx, code, before, pickups, auth.code);
      }
      if (target.is_enabled && !isEnabled) await leaveHouseholds(trx, code);
      // A disabled member, or one given another role, signs in again (docs/product.md §3.2): the
      // sessions are deleted, not just refused while the role cannot sign in, so that giving the
      // role back does not bring them back.
      sessionsEnded = !isEnabled || input.roleId !== target.role_id;
      if (sessionsEnded) await deleteMemberSessions(trx, code);
      return recordedChange(trx, auth, actor, target, code);
    },
    { serializable: true },
  );
  // Their live streams end too, in every server process.
  if (sessionsEnded) await feed.announceSessionsEnded(code);
  return updated;
}

/** Enable/disable (the list's bulk actions) and the profile fields (names, email, phones). */
export async function patchMember(db: Db, feed: ChangeFeed, auth: Authority, actor: Actor, code: number, input: PatchMemberInput) {
  let sessionsEnded = false;
  const patched = await inTransaction(
    db,
    async (trx) => {
      // The member's own row, held from its read to its write: two edits of one member take turns.
      await repo.lockMembers(trx, [code]);
      const target = await getRow(trx, code);
      const isEnabled = input.isEnabled ?? Boolean(target.is_enabled);
      await assertMayChange(trx, auth, target, { roleId: target.role_id, isEnabled });
      if (input.email !== undefined) {
        await assertEmailFree(trx, input.email, code);
        await assertEmailKept(trx, code, { roleId: target.role_id, email: input.email });
      }
      const { isEnabled: _isEnabled, ...profile } = input;
      if (Object.keys(profile).length > 0) {
        await refuseDuplicate(
          () => repo.patchProfile(trx, { firstName: target.first_name, lastName: target.last_name, email: target.email }, code, profile),
          emailInUse,
        );
      }
      sessionsEnded = false;
      if (input.isEnabled !== undefined && input.isEnabled !== Boolean(target.is_enabled)) {
        await repo.setEnabled(trx, code, input.isEnabled);
        if (!input.isEnabled) await leaveHouseholds(trx, code);
        sessionsEnded = !input.isEnabled;
        if (sessionsEnded) await deleteMemberSessions(trx, code);
      }
      return recordedChange(trx, auth, actor, target, code);
    },
    // Only enabling or disabling reads a rule over other rows (the last enabled Administrator);
    // a profile's edit reads and writes the member's row alone (the email's uniqueness is the
    // database's index), and at SERIALIZABLE eight edits at once failed on each other's index pages.
    { serializable: input.isEnabled !== undefined },
  );
  // Their live streams end too, in every server process.
  if (sessionsEnded) await feed.announceSessionsEnded(code);
  return patched;
}
