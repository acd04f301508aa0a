import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DoorSearchTerm, HouseholdRole } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { firstTrigramMatches, matchesPattern, matchesPatternPlannedOnce, TRIGRAM_LENGTH, trigramPhrase } from '../../db/sql.ts';
import { compiledOnce } from '../../db/performance/index.ts';
import { containsPattern } from '../../lib/text.ts';
import { roleOrder } from '../households/households.repository.ts';

const eventStart = compiledOnce((db: Db, eventCode: number) => db.selectFrom('events').select('starts_at').where('code', '=', eventCode));

/** The day an event starts (its ages are counted to it), or undefined for no such event. */
export async function findEventStart(db: Db, eventCode: number) {
  return (await eventStart(db, eventCode))[0]?.starts_at;
}

/**
 * How many matches of each kind (members, households) the search reads before grouping them: more
 * than the groups it answers, since several members may be one household. A term that matches
 * more than these finds the first of them in no particular order (decision 030): the volunteer
 * types on.
 */
const MATCHES_READ = 50;

/** A person the door's search answers, in the group (household, or the member alone) they are found in. */
export interface DoorRow {
  /** The household, or null for a member found in none. */
  household_id: number | null;
  household_name: string | null;
  role: HouseholdRole | null;
  code: number;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  registered_at: number | null;
  checked_in_at: number | null;
  checked_out_at: number | null;
  /** When the event starts (its ages are counted to its day), on every row: no second round trip. */
  starts_at: number;
}

/** The most groups a door search answers: a volunteer reads them at a glance. */
export const DOOR_GROUPS_MAX = 10;

/**
 * The door's search in one statement, given the queries of the members (enabled, code) and the
 * households (id) the term finds: those households and the households of those members; each of
 * those members in no household, as a group of one; the first DOOR_GROUPS_MAX of them by name (the
 * household's, the member's), then by id; and the enabled members of each with their state at the
 * event, each household's in the order the API lists them (adults, others, children; oldest
 * first). A household whose members are all disabled has no rows; so has every search at an event
 * that does not exist.
 */
function doorGroups(db: Db, eventCode: number, foundMembers: RawBuilder<unknown>, foundHouseholds: RawBuilder<unknown>) {
  // A null in a union's first branch needs its type on PostgreSQL.
  const none = sql`cast(null as integer)`;
  const query = sql<DoorRow>`with found_members as (${foundMembers}),
    grouped as (
      select household_members.household_id, ${none} as code
        from found_members join household_members on household_members.member_code = found_members.code
      union select id, ${none} from (${foundHouseholds}) as found_households
      union select ${none}, code from found_members
        where not exists (select 1 from household_members where household_members.member_code = found_members.code)
    ),
    chosen as (
      select grouped.household_id, grouped.code, households.name as household_name,
          coalesce(households.name_normalized, members.fullname_sort) as sort_key
        from grouped
        left join households on households.id = grouped.household_id
        left join members on members.code = grouped.code
        order by sort_key, coalesce(grouped.household_id, grouped.code)
        limit ${DOOR_GROUPS_MAX}
    )
    select chosen.household_id, chosen.household_name, household_members.role, members.code, members.first_name,
        members.last_name, members.birth_date, attendance.registered_at, attendance.checked_in_at,
        attendance.checked_out_at, event.starts_at
      from chosen
      cross join (select starts_at from events where code = ${eventCode}) as event
      left join household_members on household_members.household_id = chosen.household_id
      join members on members.code = coalesce(household_members.member_code, chosen.code) and members.is_enabled = 1
      left join attendance on attendance.member_code = members.code and attendance.event_code = ${eventCode}
      order by chosen.sort_key, coalesce(chosen.household_id, chosen.code), ${roleOrder},
        members.birth_date is null, members.birth_date, members.code`;
  return { compile: () => query.compile(db) };
}

const enabled = sql<SqlBool>`members.is_enabled = 1`;
const everyRow = sql<SqlBool>`1 = 1`;
const membersByPhone = { table: 'members_phone', content: 'members', idColumn: 'members.code' };
const membersByText = { ...membersByPhone, table: 'members_search' };
const households = { table: 'households_search', content: 'households', idColumn: 'households.id' };

/*
 * The search's five shapes, each compiled once (and kept prepared on PostgreSQL, where planning
 * the statement afresh took 4 ms of a search's 5): by digits or by a name from the trigram index
 * (SQLite, three characters or more); by digits or by a name by LIKE (PostgreSQL, whose pg_trgm
 * index serves the LIKE itself, the patterns hidden from the planner so that the plan is made once);
 * and a name too short for any trigram (both; byShortName). Each reads at most MATCHES_READ members
 * and households.
 */

const byIndexedDigits = compiledOnce((db: Db, eventCode: number, phrase: string, householdPhrase: string) =>
  doorGroups(
    db,
    eventCode,
    firstTrigramMatches(membersByPhone, phrase, sql`members.code`, enabled, MATCHES_READ),
    firstTrigramMatches(households, householdPhrase, sql`households.id`, everyRow, MATCHES_READ),
  ),
);

// The members' search column (names and email) has the index; the name alone is what must match.
const byIndexedName = compiledOnce((db: Db, eventCode: number, phrase: string, pattern: string, householdPhrase: string) =>
  doorGroups(
    db,
    eventCode,
    firstTrigramMatches(
      membersByText,
      phrase,
      sql`members.code`,
      sql`${enabled} and ${matchesPattern('members.fullname_sort', pattern)}`,
      MATCHES_READ,
    ),
    firstTrigramMatches(households, householdPhrase, sql`households.id`, everyRow, MATCHES_READ),
  ),
);

/**
 * The first MATCHES_READ rows of a LIKE match, in no particular order, as a materialized CTE read
 * up to the limit: with the LIMIT right over the match, the plan made without the pattern
 * (matchesPatternPlannedOnce) could read the table in order until enough rows matched, estimated
 * cheapest and 30 ms in truth for a rare pattern, where a CTE is planned for all of its rows, so
 * through the trigram index.
 */
const firstMatches = (match: RawBuilder<unknown>) =>
  sql`with matched as materialized (${match}) select * from matched limit ${MATCHES_READ}`;

const byDigits = compiledOnce((db: Db, eventCode: number, pattern: string) =>
  doorGroups(
    db,
    eventCode,
    firstMatches(sql`select members.code from members where ${enabled} and ${matchesPatternPlannedOnce('members.phone_digits', pattern)}`),
    firstMatches(sql`select households.id from households where ${matchesPatternPlannedOnce('households.phone_digits', pattern)}`),
  ),
);

const byName = compiledOnce((db: Db, eventCode: number, pattern: string) =>
  doorGroups(
    db,
    eventCode,
    firstMatches(
      sql`select members.code from members where ${enabled} and ${matchesPatternPlannedOnce('members.search_text', pattern)}
        and ${matchesPatternPlannedOnce('members.fullname_sort', pattern)}`,
    ),
    firstMatches(sql`select households.id from households where ${matchesPatternPlannedOnce('households.name_normalized', pattern)}`),
  ),
);

/*
 * A name too short for a trigram is read in table order up to the limit, never from the trigram
 * index, where PostgreSQL would read every entry (55–100 ms a search at 100,000 members, once it
 * kept the plan made without the pattern). The members' name has no trigram index (a member's
 * search text begins with it), and the household's is read through an expression that is not the
 * one indexed.
 */
const byShortName = compiledOnce((db: Db, eventCode: number, pattern: string) =>
  doorGroups(
    db,
    eventCode,
    sql`select members.code from members where ${enabled} and ${matchesPattern('members.fullname_sort', pattern)} limit ${MATCHES_READ}`,
    sql`select households.id from households where (households.name_normalized || '') like ${pattern} escape '\\' limit ${MATCHES_READ}`,
  ),
);

/** The groups the door's search answers for a term, group by group (doorGroups). */
export function findDoorGroups(db: Db, eventCode: number, term: DoorSearchTerm): Promise<DoorRow[]> {
  if ('digits' in term) {
    const phrase = trigramPhrase({ db }, term.digits);
    if (phrase === undefined) return byDigits(db, eventCode, containsPattern(term.digits));
    return byIndexedDigits(db, eventCode, phrase, trigramPhrase({ db, column: 'phone_digits' }, term.digits)!);
  }
  const pattern = containsPattern(term.name);
  if ([...term.name].length < TRIGRAM_LENGTH) return byShortName(db, eventCode, pattern);
  const phrase = trigramPhrase({ db }, term.name);
  if (phrase === undefined) return byName(db, eventCode, pattern);
  return byIndexedName(db, eventCode, phrase, pattern, trigramPhrase({ db, column: 'name_normalized' }, term.name)!);
}

/**
 * The other enabled members of a member's households and whether each is checked in at the event,
 * once each (in the first of their households by role, then by name), for the answer to a scan.
 */
export async function findHousemates(db: Db, eventCode: number, memberCode: number) {
  return db
    .selectFrom('household_members as own')
    .innerJoin('household_members', 'household_members.household_id', 'own.household_id')
    .innerJoin('members', 'members.code', 'household_members.member_code')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode))
    .select([
      'members.code',
      'members.first_name',
      'members.last_name',
      'household_members.role',
      'attendance.registered_at',
      'attendance.checked_in_at',
    ])
    .where('own.member_code', '=', memberCode)
    .where('household_members.member_code', '!=', memberCode)
    .where('members.is_enabled', '=', 1)
    .orderBy(roleOrder)
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .execute();
}
