import {
  messages,
  type Household,
  type HouseholdList,
  type HouseholdListQuery,
  type HouseholdWrite,
  type MemberHousehold,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import * as repo from './households.repository.ts';

const m = messages.households;

function toHousehold(row: repo.HouseholdRow, members: repo.HouseholdMemberRow[]): Household {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    primaryContactCode: row.primary_contact_code,
    members: members.map((member) => ({
      code: member.code,
      fullname: `${member.first_name} ${member.last_name}`,
      birthDate: member.birth_date,
      role: member.role,
    })),
  };
}

/** The households of these rows with their members, read in one query for all of them. */
async function withMembers(db: Db, rows: repo.HouseholdRow[]): Promise<Household[]> {
  const members = await repo.findMembersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toHousehold(
      row,
      members.filter((member) => member.household_id === row.id),
    ),
  );
}

export async function listHouseholds(db: Db, query: HouseholdListQuery): Promise<HouseholdList> {
  const { page, size, search, sort, direction } = query;
  const { rows, totalCount } = await repo.listHouseholds(db, { search, sort, direction, page: { page, size } });
  return { totalCount, households: await withMembers(db, rows) };
}

export async function getHousehold(db: Db, id: number): Promise<Household> {
  const row = await repo.findHousehold(db, id);
  if (!row) throw notFound(m.notFound);
  return (await withMembers(db, [row]))[0]!;
}

/**
 * Every member listed exists and is enabled, and stays so until the transaction ends (the
 * schema has checked the rest: nobody twice, the primary contact one of the adults).
 */
async function assertMembersListable(trx: Db, household: HouseholdWrite) {
  const codes = household.members.map((member) => member.code);
  const found = new Map((await repo.holdMembers(trx, codes)).map((row) => [row.code, row.is_enabled]));
  for (const code of codes) {
    if (!found.has(code)) throw fieldError('members', m.memberUnknown({ code }));
    if (!found.get(code)) throw fieldError('members', m.memberDisabled({ code }));
  }
}

export async function createHousehold(db: Db, input: HouseholdWrite, now = Date.now()): Promise<Household> {
  return inTransaction(db, async (trx) => {
    await assertMembersListable(trx, input);
    const id = await repo.insertHousehold(trx, input, now);
    await repo.replaceMembers(trx, id, input.members);
    return getHousehold(trx, id);
  });
}

/**
 * Replaces a household and its members (PUT). The update holds the household's row first, so that
 * two replacements of one household happen one after the other.
 */
export async function updateHousehold(db: Db, id: number, input: HouseholdWrite, now = Date.now()): Promise<Household> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.updateHousehold(trx, id, input, now))) throw notFound(m.notFound);
    await assertMembersListable(trx, input);
    await repo.replaceMembers(trx, id, input.members);
    return getHousehold(trx, id);
  });
}

/** Deletes a household; its members stay in the directory. */
export async function deleteHousehold(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteHousehold(db, id))) throw notFound(m.notFound);
}

/** A member's households, for their record. */
export async function householdsOfMember(db: Db, code: number): Promise<MemberHousehold[]> {
  return repo.householdsOfMember(db, code);
}
