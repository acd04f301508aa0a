import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  MEMBER_FIELD_ENTRIES,
  MEMBER_FIELDS,
  MEMBER_INPUT_FIELDS,
  ROLE_IDS,
  type Member,
  type MemberFieldColumn,
  type MemberFieldSpec,
  type MemberFieldsWhere,
  type MemberInputField,
  type MemberListQuery,
  type MemberSort,
  type Page,
  normalizeText,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { compiledOnce, walkIsCheaper } from '../../db/performance/index.ts';
import type { Database, MembersTable } from '../../db/schema.ts';
import { STATEMENT_ROWS, afterKey, containsText, countRows, countTrigramMatches, inPage, searchCondition } from '../../db/sql.ts';
import { isPostgres } from '../../db/transaction.ts';
import type { ListKey } from '../../lib/in-batches.ts';
import { inSlices } from '../../lib/in-slices.ts';
import { normalizeEmail } from '../../lib/text.ts';

type RequiredInput = MemberInputField & MemberFieldsWhere<{ required: true }>;

/** What a member row holds, in the API's words; the repository maps it to columns. */
export type MemberWrite = { [Name in RequiredInput]: Member[Name] } & {
  [Name in Exclude<MemberInputField, RequiredInput>]?: Member[Name];
} & { passwordHash?: string | null };

type InputColumn = (typeof MEMBER_FIELDS)[MemberInputField]['column'];

/**
 * The last-name sort key: last name, U+0001, first name, each as search compares them. U+0001
 * sorts before every letter and space, so that "Smith" comes before "Smith Jones" whatever their
 * first names (migration 2026-12-01T0900, which keyed the members already there the same way).
 */
export function lastNameSortKey(firstName: string, lastName: string): string {
  return `${normalizeText(lastName)}\u0001${normalizeText(firstName)}`;
}

function derivedColumns(member: { firstName: string; lastName: string; email?: string | null | undefined }) {
  const email = member.email ?? null;
  const fullname = `${member.firstName} ${member.lastName}`;
  return {
    email_normalized: email === null ? null : normalizeEmail(email),
    fullname_sort: normalizeText(fullname),
    lastname_sort: lastNameSortKey(member.firstName, member.lastName),
    search_text: normalizeText(email === null ? fullname : `${fullname} ${email}`),
  };
}

/** A member's columns from the fields the API gives: absent ones empty, flags 0/1 (their default when absent). */
function toColumns(member: Omit<MemberWrite, 'passwordHash'>) {
  const columns: Record<string, unknown> = {};
  for (const name of MEMBER_INPUT_FIELDS) {
    const spec: MemberFieldSpec = MEMBER_FIELDS[name];
    const value = member[name];
    columns[spec.column!] = spec.kind === 'flag' ? ((value ?? spec.default) ? 1 : 0) : (value ?? null);
  }
  return { ...(columns as Pick<MembersTable, InputColumn>), ...derivedColumns(member) };
}

/** Inserts a member and answers the new code. Throws on a duplicate email (unique index). */
export async function insertMember(db: Db, member: MemberWrite, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({ ...toColumns(member), password_hash: member.passwordHash ?? null, created_at: now, updated_at: now })
    .returning('code')
    .executeTakeFirstOrThrow();
  return row.code;
}

/** Inserts many members in batches (bulk loads: the benchmark data, imports) and answers their codes in order. */
export async function insertMembers(db: Db, members: MemberWrite[], now = Date.now()): Promise<number[]> {
  const codes: number[] = [];
  for await (const batch of inSlices(members, STATEMENT_ROWS)) {
    const rows = batch.map((member) => ({
      ...toColumns(member),
      password_hash: member.passwordHash ?? null,
      created_at: now,
      updated_at: now,
    }));
    const inserted = await db.insertInto('members').values(rows).returning('code').execute();
    // One statement gives its rows rising codes in the order of its values; neither database
    // promises RETURNING in that order, so the codes are put back in it.
    codes.push(...inserted.map((row) => row.code).sort((a, b) => a - b));
  }
  return codes;
}

/** Replaces every profile field of a member (PUT). */
export async function updateMember(db: Db, code: number, member: Omit<MemberWrite, 'passwordHash'>, now = Date.now()) {
  await db
    .updateTable('members')
    .set({ ...toColumns(member), updated_at: now })
    .where('code', '=', code)
    .execute();
}

const MEMBER_COLUMNS = MEMBER_FIELD_ENTRIES.flatMap(([, spec]) =>
  spec.column ? [`members.${spec.column}` as `members.${MemberFieldColumn}`] : [],
);

/** Every member column, and each reference's name under its API name (toMember reads it there). */
function selectMembers(db: Db) {
  return db
    .selectFrom('members')
    .innerJoin('roles', 'roles.id', 'members.role_id')
    .leftJoin('civil_statuses', 'civil_statuses.id', 'members.civil_status_id')
    .select([...MEMBER_COLUMNS, 'civil_statuses.name as civilStatus', 'roles.name as role']);
}

export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirst']>>>;

/** One member by code: the member page, and every write that reads the member first (compiled once). */
const memberByCode = compiledOnce((db: Db, code: number) => selectMembers(db).where('members.code', '=', code));

export async function findMember(db: Db, code: number): Promise<MemberRow | undefined> {
  return (await memberByCode(db, code))[0];
}

/**
 * Holds the rows of these members (PostgreSQL's FOR UPDATE) until the transaction ends, taken by
 * code ascending so that two units holding several never wait for each other in a circle. SQLite
 * runs one transaction at a time and needs no lock.
 */
export async function lockMembers(db: Db, codes: number[]) {
  if (!isPostgres(db) || codes.length === 0) return;
  await db.selectFrom('members').select('code').where('code', 'in', codes).orderBy('code').forUpdate().execute();
}

/** The members with these codes. */
export function findMembers(db: Db, codes: number[]) {
  return codes.length === 0 ? Promise.resolve([]) : selectMembers(db).where('members.code', 'in', codes).orderBy('members.code').execute();
}

/** The codes of the members using these normalised emails, by email. */
export async function findCodesByEmails(db: Db, emails: string[]) {
  const found = new Map<string, number>();
  for await (const batch of inSlices(emails, STATEMENT_ROWS)) {
    const rows = await db.selectFrom('members').select(['code', 'email_normalized']).where('email_normalized', 'in', batch).execute();
    for (const row of rows) if (row.email_normalized !== null) found.set(row.email_normalized, row.code);
  }
  return found;
}

/**
 * The lowest code of a member for each `"<fullname_sort>|<birth date>"` key that one matches
 * (same first and last name, case and accents aside, and birth date).
 */
export async function findCodesByPeople(db: Db, keys: string[]) {
  const found = new Map<string, number>();
  const names = [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf('|'))))];
  const wanted = new Set(keys);
  for await (const batch of inSlices(names, STATEMENT_ROWS)) {
    const rows = await db
      .selectFrom('members')
      .select(['code', 'fullname_sort', 'birth_date'])
      .where('fullname_sort', 'in', batch)
      .where('birth_date', 'is not', null)
      .orderBy('code')
      .execute();
    for (const row of rows) {
      const key = `${row.fullname_sort}|${row.birth_date}`;
      if (wanted.has(key) && !found.has(key)) found.set(key, row.code);
    }
  }
  return found;
}

/** Whether the member has a password (whatever their role): then they keep an email to sign in with. */
export async function hasPassword(db: Db, code: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('code')
    .where('code', '=', code)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The code of the member using `email` (case-insensitive), if any. */
export async function findCodeByEmail(db: Db, email: string) {
  const row = await db.selectFrom('members').select('code').where('email_normalized', '=', normalizeEmail(email)).executeTakeFirst();
  return row?.code;
}

const sortColumns: Record<MemberSort, RawBuilder<string | number>> = {
  code: sql.ref('members.code'),
  fullname: sql.ref('members.fullname_sort'),
  // Last name, then first name, in one key (lastNameSortKey), read from members_lastname_sort_idx.
  lastname: sql.ref('members.lastname_sort'),
  // Members without an email first, on both databases (which put NULLs at opposite ends), and
  // never a NULL key for the export's keyset to lose rows at: read from members_email_sort_idx
  // (migration 2026-11-27T1400), whose expression this must stay.
  email: sql<string>`coalesce(${sql.ref('members.email_normalized')}, '')`,
  // Role ids follow the alphabetical order of the seeded names (Administrator, Coordinator, Member).
  role: sql.ref('members.role_id'),
  status: sql.ref('members.is_enabled'),
};

type MemberFilters = Pick<MemberListQuery, 'search' | 'role' | 'status' | 'createdafter'>;

/** The status filter as the `is_enabled` value it asks for; both statuses, or none, mean every member. */
function enabledFilter(status: MemberFilters['status']): 0 | 1 | undefined {
  if (!status?.length || new Set(status).size !== 1) return undefined;
  return status[0] === 'enabled' ? 1 : 0;
}

/** The list's search and filters, shared by the page query and its count; none when the list is whole. */
function conditionsOf(db: Db, filters: MemberFilters): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'members'>();
  const conditions: Expression<SqlBool>[] = [];
  if (filters.search)
    conditions.push(searchCondition(filters.search, ['members.search_text'], 'members.code', { db, table: 'members_search' }));
  if (filters.role?.length) conditions.push(eb('members.role_id', 'in', filters.role));
  const enabled = enabledFilter(filters.status);
  if (enabled !== undefined) conditions.push(eb('members.is_enabled', '=', enabled));
  if (filters.createdafter !== undefined) conditions.push(eb('members.created_at', '>=', filters.createdafter));
  return conditions;
}

/** The members the list shows, as a query to select from. */
function matchingMembers(db: Db, filters: MemberFilters) {
  const conditions = conditionsOf(db, filters);
  const members = db.selectFrom('members');
  return conditions.length > 0 ? members.where((eb) => eb.and(conditions)) : members;
}

/**
 * How many members have these roles (any when none is given) and this status, from the counts the
 * triggers keep: at most six rows, where counting the members themselves walked 100,000 of them.
 */
export async function countMembersOfKind(db: Db, filters: { role?: number[] | undefined; enabled?: 0 | 1 | undefined }) {
  let counts = db.selectFrom('member_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('n'), eb.lit(0)).as('total'));
  if (filters.role?.length) counts = counts.where('role_id', 'in', filters.role);
  if (filters.enabled !== undefined) counts = counts.where('is_enabled', '=', filters.enabled);
  return Number((await counts.executeTakeFirstOrThrow()).total);
}

/** How many members the list shows with these filters and search: from the kept counts unless it searches. */
export function countListedMembers(db: Db, filters: MemberFilters): Promise<number> {
  if (!filters.search && filters.createdafter === undefined)
    return countMembersOfKind(db, { role: filters.role, enabled: enabledFilter(filters.status) });
  return countRows(matchingMembers(db, filters));
}

type MemberListOrder = MemberFilters & Pick<MemberListQuery, 'sort' | 'direction'>;

/**
 * `limit` rows of the list from `offset`, in its order. A deferred join: the codes are found from
 * an index alone, skipping the rows before them there, and only those rows are then read and
 * joined. Skipping full rows, joins included, made a deep page cost half a second at 100,000
 * members. The codes are fetched first and the rows asked for by a list of them: given the codes
 * as a subquery, PostgreSQL's planner joined every row before keeping ten (4 ms for the events).
 */
async function membersAt(db: Db, query: MemberListOrder, offset: number, limit: number) {
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  const codes = await matchingMembers(db, query)
    .select('members.code')
    .orderBy(sort, direction)
    .orderBy('members.code', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return membersByCodes(db, query, codes);
}

/** The members of these codes in the list's order. */
function membersByCodes(db: Db, query: MemberListOrder, codes: { code: number }[]) {
  if (codes.length === 0) return Promise.resolve([]);
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  return selectMembers(db)
    .where(
      'members.code',
      'in',
      codes.map((row) => row.code),
    )
    .orderBy(sort, direction)
    .orderBy('members.code', direction)
    .execute();
}

/** One page of the list's rows, in its order. */
export function findMembersPage(db: Db, query: MemberListOrder, { page, size }: Page) {
  return membersAt(db, query, (page - 1) * size, size);
}

/** The export's batch: `size` rows of the list after `after`, in its order, and the last one's key (in-batches.ts). */
export async function findMembersAfter(db: Db, query: MemberListOrder, after: ListKey | undefined, size: number) {
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  const members = matchingMembers(db, query);
  const keys = await (after ? members.where(afterKey(sort, 'members.code', direction, after)) : members)
    .select(['members.code', sort.as('sortKey')])
    .orderBy(sort, direction)
    .orderBy('members.code', direction)
    .limit(size)
    .execute();
  return { rows: await membersByCodes(db, query, keys), last: keys.at(-1) };
}

/**
 * A page of a list whose length is known: a page in the second half is read from the other end,
 * so that no page skips more than half of the list's index entries (the last page of 100,000
 * members skipped 100,000 of them, 8 ms on PostgreSQL). The order is total (the code breaks
 * ties), so the page read backwards is the same rows, reversed.
 */
async function pageOfKnownLength(db: Db, query: MemberListQuery, totalCount: number) {
  const offset = (query.page - 1) * query.size;
  if (offset <= totalCount / 2 || offset >= totalCount) return findMembersPage(db, query, query);
  const count = Math.min(query.size, totalCount - offset);
  const backwards = await membersAt(
    db,
    { ...query, direction: query.direction === 'asc' ? 'desc' : 'asc' },
    totalCount - offset - count,
    count,
  );
  return backwards.reverse();
}

/**
 * A text search's early page, walked along the name or code index with each member's search text
 * tested (walkIsCheaper: a common term's first page is met within a few hundred members), and its
 * count from the trigram index alone: 0.3 ms where finding, reading and sorting the 3,000 matches
 * of "gar" took 4 ms. Only a search without filters, in an order with an index of its own, and
 * that the trigram index can count; undefined otherwise, for searchedPage to answer.
 */
async function walkedSearchPage(db: Db, query: MemberListQuery) {
  if (!query.search || query.role?.length || enabledFilter(query.status) !== undefined || query.createdafter !== undefined)
    return undefined;
  if (query.sort !== 'fullname' && query.sort !== 'code') return undefined;
  const matches = await countTrigramMatches({ db, table: 'members_search' }, query.search);
  if (matches === undefined) return undefined;
  const offset = (query.page - 1) * query.size;
  const listLength = await countMembersOfKind(db, {});
  if (!walkIsCheaper({ reach: offset + query.size, listLength, matches, rowsOtherwise: matches })) return undefined;
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  const codes = await db
    .selectFrom('members')
    .where(containsText('members.search_text', query.search))
    .select('members.code')
    .orderBy(sort, direction)
    .orderBy('members.code', direction)
    .limit(query.size)
    .offset(offset)
    .execute();
  return { rows: await membersByCodes(db, query, codes), totalCount: matches };
}

/**
 * A searched page and how many members the search finds, from one pass over the matches: the
 * count rides on the page's codes as a window over all of them (`count(*) over ()`), where a
 * separate count found and read every match a second time. The matches are found first, in a
 * materialized common table expression, and then ordered: given the order and a limit,
 * PostgreSQL's planner walked the whole name index filtering every member (53 ms) instead of
 * asking the trigram index (10 ms), not seeing that the window needs every match anyway. Only a
 * page past the last match (no row to carry the count) counts on its own.
 */
async function searchedPage(db: Db, query: MemberListQuery) {
  const walked = await walkedSearchPage(db, query);
  if (walked) return walked;
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  const ranked = await inPage(
    db
      .with(
        (cte) => cte('matches').materialized(),
        () => matchingMembers(db, query).select(['members.code', sort.as('sort_key')]),
      )
      .selectFrom('matches')
      .select((eb) => ['matches.code', eb.fn.countAll<number | string>().over().as('total')])
      .orderBy('matches.sort_key', direction)
      .orderBy('matches.code', direction),
    query,
  ).execute();
  const rows = await membersByCodes(db, query, ranked);
  const totalCount = ranked.length > 0 ? Number(ranked[0]!.total) : await countRows(matchingMembers(db, query));
  return { rows, totalCount };
}

export async function listMembers(db: Db, query: MemberListQuery) {
  // The members added since a day are found along members_created_at_idx, as a search's matches.
  if (query.search || query.createdafter !== undefined) return searchedPage(db, query);
  const totalCount = await countMembersOfKind(db, { role: query.role, enabled: enabledFilter(query.status) });
  return { rows: await pageOfKnownLength(db, query, totalCount), totalCount };
}

export async function setEnabled(db: Db, code: number, isEnabled: boolean, now = Date.now()) {
  await db
    .updateTable('members')
    .set({ is_enabled: isEnabled ? 1 : 0, updated_at: now })
    .where('code', '=', code)
    .execute();
}

/** Updates the profile fields a PATCH may carry, keeping the derived search and sort columns true. */
export async function patchProfile(
  db: Db,
  current: { firstName: string; lastName: string; email: string | null },
  code: number,
  changes: { firstName?: string; lastName?: string; email?: string | null; phones?: string | null },
  now = Date.now(),
) {
  const next = { ...current, ...changes };
  await db
    .updateTable('members')
    .set({
      first_name: next.firstName,
      last_name: next.lastName,
      email: next.email,
      ...(changes.phones !== undefined && { phones: changes.phones }),
      ...derivedColumns(next),
      updated_at: now,
    })
    .where('code', '=', code)
    .execute();
}

/** How many enabled Administrators there are (the last one must stay). */
export async function countEnabledAdministrators(db: Db) {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', ROLE_IDS.administrator)
    .where('is_enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The columns that, with the name, make two members possible duplicates (merge.service.ts). */
export type DuplicateKeyColumn = 'birth_date' | 'phones';

/**
 * The name of the enabled member `size` places after the first one named after `from` (from the
 * first member without it), by the index on status and name: where the next range of names of the
 * duplicates' walk ends (merge.service.ts). Undefined past the last member.
 */
export async function findNameAfter(db: Db, from: string | undefined, size: number): Promise<string | undefined> {
  const members = db.selectFrom('members').where('is_enabled', '=', 1);
  const row = await (from === undefined ? members : members.where('fullname_sort', '>', from))
    .select('fullname_sort')
    .orderBy('fullname_sort')
    .limit(1)
    .offset(size)
    .executeTakeFirst();
  return row?.fullname_sort;
}

/**
 * The (name, value) pairs of `column` that two or more enabled members share, for the names from
 * `from` (included; the first without it) to `to` (left out; the last without it), in order:
 * grouped by the database along the index on exactly these columns (migration
 * 2026-11-26T0910), which is already in the group's order and holds every column read.
 */
export function findSharedKeysBetween(db: Db, column: DuplicateKeyColumn, from: string | undefined, to: string | undefined) {
  let members = db.selectFrom('members').where('is_enabled', '=', 1).where(column, 'is not', null);
  if (from !== undefined) members = members.where('fullname_sort', '>=', from);
  if (to !== undefined) members = members.where('fullname_sort', '<', to);
  return members
    .select(['fullname_sort as name', `${column} as value`])
    .groupBy(['fullname_sort', column])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('fullname_sort')
    .orderBy(column)
    .execute() as Promise<{ name: string; value: string }[]>;
}

/** The enabled members with these normalised names, by code. */
export async function findEnabledMembersNamed(db: Db, names: string[]) {
  const rows: MemberRow[] = [];
  for await (const batch of inSlices(names, STATEMENT_ROWS)) {
    rows.push(
      ...(await selectMembers(db)
        .where('members.fullname_sort', 'in', batch)
        .where('members.is_enabled', '=', 1)
        .orderBy('members.code')
        .execute()),
    );
  }
  return rows;
}
