import {
  MEMBER_CSV_HEADERS,
  ROLE_IDS,
  messages,
  type CreateMemberInput,
  type Member,
  type MemberCsvField,
  type MemberExportQuery,
  type MemberListQuery,
  type PatchMemberInput,
  type UpdateMemberInput,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { refuseDuplicate } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { csvStream, yesNo, type CsvColumn } from '../../lib/csv.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { deleteMemberSessions } from '../auth/auth.repository.ts';
import { civilStatusExists, roleExists } from '../reference/reference.repository.ts';
import { recordMemberChanges } from './history.service.ts';
import * as repo from './members.repository.ts';

const m = messages.members;

export function toMember(row: repo.MemberRow): Member {
  return {
    code: row.code,
    firstName: row.first_name,
    lastName: row.last_name,
    fullname: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phones: row.phones,
    gender: row.gender,
    birthDate: row.birth_date,
    civilStatusId: row.civil_status_id,
    civilStatus: row.civil_status,
    roleId: row.role_id,
    role: row.role,
    education: row.education,
    occupation: row.occupation,
    workSchedule: row.work_schedule,
    hobbies: row.hobbies,
    medicalConditions: row.medical_conditions,
    dietRestrictions: row.diet_restrictions,
    foodAllergies: row.food_allergies,
    isActiveLaic: Boolean(row.is_active_laic),
    isEnabled: Boolean(row.is_enabled),
    status: row.is_enabled ? 'Enabled' : 'Disabled',
  };
}

const emailInUse = () => conflict(m.emailInUse, { email: [m.emailInUse] });

export async function getRow(db: Db, code: number) {
  const row = await repo.findMember(db, code);
  if (!row) throw notFound(m.notFound);
  return row;
}

async function assertEmailFree(db: Db, email: string, ownCode?: number) {
  const holder = await repo.findCodeByEmail(db, email);
  if (holder !== undefined && holder !== ownCode) throw emailInUse();
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
export async function assertMayChange(db: Db, auth: AuthContext, target: repo.MemberRow, next: { roleId: number; isEnabled: boolean }) {
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

/** The member as changed, with the change written to their history. */
async function recordedChange(trx: Db, auth: AuthContext, before: repo.MemberRow, code: number) {
  const after = await getMember(trx, code);
  await recordMemberChanges(trx, toMember(before), after, auth.code);
  return after;
}

export async function listMembers(db: Db, query: MemberListQuery) {
  const { rows, totalCount } = await repo.listMembers(db, query);
  return { totalCount, members: rows.map(toMember) };
}

const memberCells: Record<MemberCsvField, (member: Member) => string | number | null> = {
  code: (member) => member.code,
  firstName: (member) => member.firstName,
  lastName: (member) => member.lastName,
  email: (member) => member.email,
  phones: (member) => member.phones,
  gender: (member) => member.gender,
  birthDate: (member) => member.birthDate,
  civilStatus: (member) => member.civilStatus,
  role: (member) => member.role,
  education: (member) => member.education,
  occupation: (member) => member.occupation,
  workSchedule: (member) => member.workSchedule,
  hobbies: (member) => member.hobbies,
  medicalConditions: (member) => member.medicalConditions,
  dietRestrictions: (member) => member.dietRestrictions,
  foodAllergies: (member) => member.foodAllergies,
  isActiveLaic: (member) => yesNo(member.isActiveLaic),
  status: (member) => member.status,
};
const memberColumns: CsvColumn<Member>[] = Object.entries(MEMBER_CSV_HEADERS).map(([field, header]) => ({
  header,
  cell: memberCells[field as MemberCsvField],
}));

/** Every member the list would show with these filters, search and sort, as a CSV stream. */
export function exportMembers(db: Db, query: MemberExportQuery) {
  const members = inBatches(async (page) => (await repo.findMembersPage(db, query, page)).map(toMember));
  return csvStream(memberColumns, members);
}

export async function getMember(db: Db, code: number) {
  return toMember(await getRow(db, code));
}

export async function isEmailAvailable(db: Db, email: string, ownCode?: number | null) {
  const holder = await repo.findCodeByEmail(db, email);
  return holder === undefined || holder === ownCode;
}

export async function createMember(db: Db, auth: AuthContext, input: CreateMemberInput) {
  if (auth.roleId !== ROLE_IDS.administrator && input.roleId === ROLE_IDS.administrator) throw forbidden(m.coordinatorCannotGrantAdmin);
  return inTransaction(
    db,
    async (trx) => {
      await assertReferencesExist(trx, input);
      await assertEmailFree(trx, input.email);
      const code = await refuseDuplicate(() => repo.insertMember(trx, { ...input, isEnabled: true }), emailInUse);
      const created = await getMember(trx, code);
      await recordMemberChanges(trx, null, created, auth.code);
      return created;
    },
    { serializable: true },
  );
}

/**
 * The rules of a change read other rows (the count of Administrators, the holder of an email), so
 * the check and the write run as one serializable unit: two Administrators demoting each other at
 * the same moment leave one.
 */
export async function updateMember(db: Db, auth: AuthContext, code: number, input: UpdateMemberInput) {
  if (input.code !== undefined && input.code !== code) throw badRequest(m.codeMismatch, { code: [m.codeMismatch] });
  return inTransaction(
    db,
    async (trx) => {
      const target = await getRow(trx, code);
      const isEnabled = input.isEnabled ?? Boolean(target.is_enabled);
      await assertMayChange(trx, auth, target, { roleId: input.roleId, isEnabled });
      await assertReferencesExist(trx, input);
      await assertEmailFree(trx, input.email, code);
      const { code: _code, ...fields } = input;
      await refuseDuplicate(() => repo.updateMember(trx, code, { ...fields, isEnabled }), emailInUse);
      if (!isEnabled) await deleteMemberSessions(trx, code);
      return recordedChange(trx, auth, target, code);
    },
    { serializable: true },
  );
}

/** Enable/disable (the list's bulk actions) and the profile fields (names, email, phones). */
export async function patchMember(db: Db, auth: AuthContext, code: number, input: PatchMemberInput) {
  return inTransaction(
    db,
    async (trx) => {
      const target = await getRow(trx, code);
      const isEnabled = input.isEnabled ?? Boolean(target.is_enabled);
      await assertMayChange(trx, auth, target, { roleId: target.role_id, isEnabled });
      if (input.email !== undefined) await assertEmailFree(trx, input.email, code);
      const { isEnabled: _isEnabled, ...profile } = input;
      if (Object.keys(profile).length > 0) {
        await refuseDuplicate(
          () => repo.patchProfile(trx, { firstName: target.first_name, lastName: target.last_name, email: target.email }, code, profile),
          emailInUse,
        );
      }
      if (input.isEnabled !== undefined && input.isEnabled !== Boolean(target.is_enabled)) {
        await repo.setEnabled(trx, code, input.isEnabled);
        if (!input.isEnabled) await deleteMemberSessions(trx, code);
      }
      return recordedChange(trx, auth, target, code);
    },
    { serializable: true },
  );
}
