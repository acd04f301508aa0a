import {
  DUPLICATE_GROUPS_MAX,
  HOUSEHOLD_MEMBERS_MAX,
  messages,
  type HouseholdRole,
  type Household,
  type HouseholdDuplicateGroup,
  type HouseholdExportQuery,
  type HouseholdList,
  type HouseholdListQuery,
  type HouseholdWrite,
  type MemberHousehold,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange, recorded } from '../audit/changes.service.ts';
import { csvStream, type CsvColumn } from '../../lib/csv.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { inBatches } from '../../lib/in-batches.ts';
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

const householdColumns: CsvColumn<Household>[] = [
  { header: 'Id', cell: (household) => household.id },
  { header: 'Name', cell: (household) => household.name },
  { header: 'Phone', cell: (household) => household.phone },
  { header: 'Address', cell: (household) => household.address },
  { header: 'Notes', cell: (household) => household.notes },
  {
    header: 'Primary contact',
    cell: (household) => household.members.find((member) => member.code === household.primaryContactCode)?.fullname ?? null,
  },
  {
    header: 'Members',
    cell: (household) => household.members.map((member) => `${member.fullname} (${member.role})`).join('; '),
  },
  { header: 'Size', cell: (household) => household.members.length },
];

/** Every household the list would show with this search and sort, with its members, as a CSV stream. */
export function exportHouseholds(db: Db, query: HouseholdExportQuery) {
  const households = inBatches(
    async (after, size) => {
      const { rows, last } = await repo.findHouseholdsAfter(db, query, after, size);
      return { rows: await withMembers(db, rows), last };
    },
    (household: Household) => household,
  );
  return csvStream(householdColumns, households);
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

export async function createHousehold(db: Db, actor: Actor, input: HouseholdWrite, now = Date.now()): Promise<Household> {
  return inTransaction(db, async (trx) => {
    await assertMembersListable(trx, input);
    const id = await repo.insertHousehold(trx, input, now);
    await repo.replaceMembers(trx, id, input.members);
    return recorded(trx, actor, 'household.created', { kind: 'household', id }, await getHousehold(trx, id));
  });
}

/**
 * Replaces a household and its members (PUT). The update holds the household's row first, so that
 * two replacements of one household happen one after the other.
 */
export async function updateHousehold(db: Db, actor: Actor, id: number, input: HouseholdWrite, now = Date.now()): Promise<Household> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.updateHousehold(trx, id, input, now))) throw notFound(m.notFound);
    await assertMembersListable(trx, input);
    await repo.replaceMembers(trx, id, input.members);
    return recorded(trx, actor, 'household.updated', { kind: 'household', id }, await getHousehold(trx, id));
  });
}

/**
 * A household a new member is about to join (POST /api/members with `household`): it exists and
 * has room, and is held until the caller's transaction ends. Refused under `household.id`.
 */
export async function holdHouseholdToJoin(trx: Db, id: number, now = Date.now()): Promise<void> {
  const size = await repo.holdHousehold(trx, id, now);
  if (size === undefined) throw fieldError('household.id', m.householdUnknown({ id }));
  if (size >= HOUSEHOLD_MEMBERS_MAX) throw fieldError('household.id', m.tooManyMembers({ max: HOUSEHOLD_MEMBERS_MAX }));
}

/** A member joins a household held by holdHouseholdToJoin, in the caller's transaction. */
export async function addHouseholdMember(trx: Db, id: number, member: { code: number; role: HouseholdRole }): Promise<void> {
  await repo.addMember(trx, id, member);
}

/** Deletes a household; its members stay in the directory. */
export async function deleteHousehold(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await repo.deleteHousehold(trx, id))) throw notFound(m.notFound);
    await recordChange(trx, actor, { action: 'household.deleted', target: { kind: 'household', id } });
  });
}

/**
 * Households that look like one entered twice: the same phone (its digits), or the same address
 * (case, accents, punctuation and spacing aside). An address group of the same households as a
 * phone group is left out; at most DUPLICATE_GROUPS_MAX groups, phone groups first.
 */
export async function findHouseholdDuplicates(db: Db): Promise<HouseholdDuplicateGroup[]> {
  const groups: { reason: HouseholdDuplicateGroup['reason']; rows: repo.HouseholdRow[] }[] = [];
  for (const [reason, column] of [
    ['phone', 'phone_digits'],
    ['address', 'address_key'],
  ] as const) {
    const byKey = new Map<string, repo.HouseholdRow[]>();
    for (const { key, ...row } of await repo.findSharing(db, column, DUPLICATE_GROUPS_MAX))
      byKey.set(key!, [...(byKey.get(key!) ?? []), row]);
    for (const rows of byKey.values()) groups.push({ reason, rows });
  }
  const idsOf = (rows: repo.HouseholdRow[]) => rows.map((row) => row.id).join(',');
  const phoneGroups = new Set(groups.filter((group) => group.reason === 'phone').map((group) => idsOf(group.rows)));
  const kept = groups.filter((group) => group.reason === 'phone' || !phoneGroups.has(idsOf(group.rows))).slice(0, DUPLICATE_GROUPS_MAX);
  // Each household read once, with its members, however many groups it is in.
  const rows = new Map(kept.flatMap((group) => group.rows.map((row) => [row.id, row] as const)));
  const households = new Map((await withMembers(db, [...rows.values()])).map((household) => [household.id, household]));
  return kept.map((group) => ({ reason: group.reason, households: group.rows.map((row) => households.get(row.id)!) }));
}

/** A member's households, for their record. */
export async function householdsOfMember(db: Db, code: number): Promise<MemberHousehold[]> {
  return repo.householdsOfMember(db, code);
}
