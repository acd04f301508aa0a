import { sql, type SqlBool } from 'kysely';
import {
  HOUSEHOLD_ROLES,
  PHONE_SEARCH_MIN_DIGITS,
  type HouseholdRole,
  type HouseholdSort,
  type HouseholdWrite,
  type Page,
  type SortDirection,
  normalizeText,
  phoneDigits,
  searchedDigits,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { STATEMENT_ROWS, afterKey, containsDigits, containsText, countRows, inPage } from '../../db/sql.ts';
import type { ListKey } from '../../lib/in-batches.ts';
import { isPostgres } from '../../db/transaction.ts';
import { inSlices } from '../../lib/in-slices.ts';
import { addressKey } from '../../lib/text.ts';

function toColumns(household: HouseholdWrite) {
  return {
    name: household.name,
    name_normalized: normalizeText(household.name),
    phone: household.phone,
    phone_digits: household.phone === null ? null : phoneDigits(household.phone),
    address: household.address,
    address_key: household.address === null ? null : addressKey(household.address),
    notes: household.notes,
    primary_contact_code: household.primaryContactCode,
  };
}

/** Inserts a household (without its members: replaceMembers) and answers its id. */
export async function insertHousehold(db: Db, household: HouseholdWrite, now: number): Promise<number> {
  const row = await db
    .insertInto('households')
    .values({ ...toColumns(household), size: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces every field of a household (PUT); answers whether it exists. */
export async function updateHousehold(db: Db, id: number, household: HouseholdWrite, now: number): Promise<boolean> {
  const result = await db
    .updateTable('households')
    .set({ ...toColumns(household), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a household and its memberships (ON DELETE CASCADE); answers whether it existed. */
export async function deleteHousehold(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('households').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A household written in bulk: what is not given is empty. */
export type HouseholdBulkWrite = Pick<HouseholdWrite, 'name'> &
  Partial<Pick<HouseholdWrite, 'phone' | 'address' | 'notes' | 'primaryContactCode'>> & {
    members: readonly { code: number; role: HouseholdRole }[];
  };

/**
 * New households with their members, in bulk (an import, the benchmark data); answers their ids in
 * the order given. The caller has checked them as the households service does (the members exist
 * and are enabled, the primary contact is one of the adults).
 */
export async function insertHouseholds(db: Db, households: readonly HouseholdBulkWrite[], now: number): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of inSlices(households, STATEMENT_ROWS)) {
    const inserted = await db
      .insertInto('households')
      .values(
        batch.map((household) => ({
          ...toColumns({
            name: household.name,
            phone: household.phone ?? null,
            address: household.address ?? null,
            notes: household.notes ?? null,
            primaryContactCode: household.primaryContactCode ?? null,
            members: [],
          }),
          size: household.members.length,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    // One statement gives its rows rising ids in the order of its values (as members.repository's
    // insertMembers); neither database promises RETURNING in that order, so they are put back in it.
    const batchIds = inserted.map((row) => row.id).sort((a, b) => a - b);
    ids.push(...batchIds);
    const memberships = batch.flatMap((household, index) =>
      household.members.map((member) => ({ household_id: batchIds[index]!, member_code: member.code, role: member.role })),
    );
    for await (const rows of inSlices(memberships, STATEMENT_ROWS)) await db.insertInto('household_members').values(rows).execute();
  }
  return ids;
}

/** Counts each household's members again, into the `size` its sort reads. */
async function recount(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('households')
    .set((eb) => ({
      size: eb
        .selectFrom('household_members')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('household_id', '=', 'households.id'),
    }))
    .where('id', 'in', ids)
    .execute();
}

/**
 * Holds a household's row until the transaction ends (marking it changed), as a replacement
 * (PUT) does first, so that the two happen one after the other; answers its size, undefined when
 * there is no such household.
 */
export async function holdHousehold(db: Db, id: number, now: number): Promise<number | undefined> {
  const row = await db.updateTable('households').set({ updated_at: now }).where('id', '=', id).returning('size').executeTakeFirst();
  return row?.size;
}

/** One more member of a household, with this role. */
export async function addMember(db: Db, id: number, member: { code: number; role: HouseholdRole }) {
  await db.insertInto('household_members').values({ household_id: id, member_code: member.code, role: member.role }).execute();
  await recount(db, [id]);
}

/** The household's members become exactly these, with these roles. */
export async function replaceMembers(db: Db, id: number, members: readonly { code: number; role: HouseholdRole }[]) {
  await db.deleteFrom('household_members').where('household_id', '=', id).execute();
  if (members.length > 0)
    await db
      .insertInto('household_members')
      .values(members.map((member) => ({ household_id: id, member_code: member.code, role: member.role })))
      .execute();
  await recount(db, [id]);
}

/**
 * The members named, whether enabled, held until the transaction ends (PostgreSQL's FOR SHARE):
 * one read enabled is not disabled, nor merged, before the household that lists them is written.
 */
export async function holdMembers(db: Db, codes: readonly number[]) {
  if (codes.length === 0) return [];
  const query = db.selectFrom('members').select(['code', 'is_enabled']).where('code', 'in', codes).orderBy('code');
  return (isPostgres(db) ? query.forShare() : query).execute();
}

export function findHousehold(db: Db, id: number) {
  return db
    .selectFrom('households')
    .select(['id', 'name', 'phone', 'address', 'notes', 'primary_contact_code'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type HouseholdRow = NonNullable<Awaited<ReturnType<typeof findHousehold>>>;

/** A role's place in a household's list: adults, then others, then children. */
export const roleOrder = sql<number>`case household_members.role ${sql.join(
  HOUSEHOLD_ROLES.map((role, index) => sql`when ${sql.lit(role)} then ${sql.lit(index)}`),
  sql` `,
)} end`;

/** The members of these households, each household's in the order the API lists them. */
export function findMembersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom('household_members')
      .innerJoin('members', 'members.code', 'household_members.member_code')
      .select([
        'household_members.household_id',
        'household_members.role',
        'members.code',
        'members.first_name',
        'members.last_name',
        'members.birth_date',
      ])
      .where('household_members.household_id', 'in', ids)
      .orderBy('household_members.household_id')
      .orderBy(roleOrder)
      // Oldest first; no birth date after every one known.
      .orderBy(sql`members.birth_date is null`)
      .orderBy('members.birth_date')
      .orderBy('members.code')
      .execute()
  );
}

export type HouseholdMemberRow = Awaited<ReturnType<typeof findMembersOf>>[number];

/**
 * The household search: its name, any member's name (both normalised), or, for a search of
 * PHONE_SEARCH_MIN_DIGITS digits or more written as a phone, the digits of its phone or of any
 * member's phones. No search matches everything.
 */
function matching(db: Db, search: string | undefined) {
  if (!search) return sql<SqlBool>`1 = 1`;
  const members = db
    .selectFrom('household_members')
    .innerJoin('members', 'members.code', 'household_members.member_code')
    .select('household_members.member_code')
    // Correlated with the households of the list it is a condition of.
    .where(sql<SqlBool>`household_members.household_id = households.id`);
  const matches = [
    containsText('households.name_normalized', search),
    sql<SqlBool>`exists ${members.where(containsText('members.fullname_sort', search))}`,
  ];
  const digits = searchedDigits(search, PHONE_SEARCH_MIN_DIGITS);
  if (digits !== undefined)
    matches.push(
      containsDigits(sql.ref('households.phone_digits'), digits),
      sql<SqlBool>`exists ${members.where(containsDigits(sql.ref('members.phone_digits'), digits))}`,
    );
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

const SORT_COLUMNS = { name: 'households.name_normalized', id: 'households.id', size: 'households.size' } as const;

export interface HouseholdListOptions {
  search?: string | undefined;
  sort: HouseholdSort;
  direction: SortDirection;
  page: Page;
}

/** One page of the households searched and sorted (ties by id), and the count of all that match. */
export async function listHouseholds(db: Db, options: HouseholdListOptions) {
  const where = matching(db, options.search);
  let query = db
    .selectFrom('households')
    .select(['id', 'name', 'phone', 'address', 'notes', 'primary_contact_code'])
    .where(where)
    .orderBy(SORT_COLUMNS[options.sort], options.direction);
  if (options.sort !== 'id') query = query.orderBy('households.id', options.direction);
  const rows = await inPage(query, options.page).execute();
  return { rows, totalCount: await countRows(db.selectFrom('households').where(where)) };
}

/** The export's batch: `size` households after `after` in the list's order (ties by id), and the last one's key (in-batches.ts). */
export async function findHouseholdsAfter(db: Db, options: Omit<HouseholdListOptions, 'page'>, after: ListKey | undefined, size: number) {
  const sort = SORT_COLUMNS[options.sort];
  const households = db.selectFrom('households').where(matching(db, options.search));
  const rows = await (after ? households.where(afterKey(sort, 'households.id', options.direction, after)) : households)
    .select(['id', 'name', 'phone', 'address', 'notes', 'primary_contact_code', `${sort} as sortKey`])
    .orderBy(sort, options.direction)
    .orderBy('households.id', options.direction)
    .limit(size)
    .execute();
  const last = rows.at(-1);
  return { rows, last: last && { sortKey: last.sortKey, code: last.id } };
}

/**
 * Households that share a phone's digits or an address's key, a group per shared value in the
 * order of the values, at most `limit` groups; each group's households by id.
 */
export async function findSharing(db: Db, column: 'phone_digits' | 'address_key', limit: number) {
  const shared = db
    .selectFrom('households')
    .select(column)
    .where(column, 'is not', null)
    .where(column, '!=', '')
    .groupBy(column)
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy(column)
    .limit(limit);
  return db
    .selectFrom('households')
    .select(['id', 'name', 'phone', 'address', 'notes', 'primary_contact_code', `${column} as key`])
    .where(column, 'in', shared)
    .orderBy(column)
    .orderBy('id')
    .execute();
}

/** A member's households with their role in each, by name. */
export function householdsOfMember(db: Db, code: number) {
  return db
    .selectFrom('household_members')
    .innerJoin('households', 'households.id', 'household_members.household_id')
    .select(['households.id', 'households.name', 'household_members.role'])
    .where('household_members.member_code', '=', code)
    .orderBy('households.name_normalized')
    .orderBy('households.id')
    .execute();
}

/** The names of each member's households (of these members), by name: for the members export. */
export async function householdNamesOf(db: Db, codes: readonly number[]) {
  const names = new Map<number, string[]>();
  if (codes.length === 0) return names;
  const rows = await db
    .selectFrom('household_members')
    .innerJoin('households', 'households.id', 'household_members.household_id')
    .select(['household_members.member_code', 'households.name'])
    .where('household_members.member_code', 'in', codes)
    .orderBy('household_members.member_code')
    .orderBy('households.name_normalized')
    .orderBy('households.id')
    .execute();
  for (const row of rows) names.set(row.member_code, [...(names.get(row.member_code) ?? []), row.name]);
  return names;
}

/** The households a member is in. */
async function householdIdsOf(db: Db, code: number) {
  const rows = await db.selectFrom('household_members').select('household_id').where('member_code', '=', code).execute();
  return rows.map((row) => row.household_id);
}

/**
 * A member leaves every household (disabled: a household lists only members who may be listed
 * in it again): no longer anyone's primary contact, and the households counted again.
 */
export async function leaveHouseholds(db: Db, code: number) {
  const ids = await householdIdsOf(db, code);
  await db.updateTable('households').set({ primary_contact_code: null }).where('primary_contact_code', '=', code).execute();
  await db.deleteFrom('household_members').where('member_code', '=', code).execute();
  await recount(db, ids);
}

/**
 * A merge: member `from`'s memberships become `into`'s. Where both were members, `into` keeps
 * its own role and one row. `into` becomes the primary contact where `from` was one and `into`
 * is an adult of the household; where it is not, the household has no primary contact.
 */
export async function moveMemberships(db: Db, from: number, into: number) {
  const ids = await householdIdsOf(db, from);
  if (ids.length === 0) return;
  const intoRows = db.selectFrom('household_members as kept').select('kept.household_id').where('kept.member_code', '=', into);
  await db.deleteFrom('household_members').where('member_code', '=', from).where('household_id', 'in', intoRows).execute();
  await db.updateTable('household_members').set({ member_code: into }).where('member_code', '=', from).execute();
  const intoAdult = db
    .selectFrom('household_members as adult')
    .select('adult.household_id')
    .where('adult.member_code', '=', into)
    .where('adult.role', '=', 'adult');
  await db
    .updateTable('households')
    .set((eb) => ({ primary_contact_code: eb.case().when('households.id', 'in', intoAdult).then(into).else(null).end() }))
    .where('primary_contact_code', '=', from)
    .execute();
  await recount(db, ids);
}
