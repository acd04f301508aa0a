import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { normalizeText } from '@console/contracts';
import type { EventListQuery, EventSort, EventStatusKey, Page } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { walkIsCheaper } from '../../db/performance/index.ts';
import { isPostgres } from '../../db/transaction.ts';
import type { Database } from '../../db/schema.ts';
import { afterKey, containsText, countRows, inPage, searchCondition } from '../../db/sql.ts';
import type { ListKey } from '../../lib/in-batches.ts';

/** What an event row holds, in the API's words; the repository maps it to columns. */
export interface EventWrite {
  name: string;
  description: string | null;
  programId: number;
  categoryId: number;
  venueId: number;
  startsAt: number;
  endsAt: number;
  registrationRequired: boolean;
  isPublic: boolean;
  isCancelled: boolean;
  ageMin: number | null;
  ageMax: number | null;
}

function toColumns(event: EventWrite) {
  return {
    name: event.name,
    name_normalized: normalizeText(event.name),
    description: event.description,
    program_id: event.programId,
    category_id: event.categoryId,
    venue_id: event.venueId,
    starts_at: event.startsAt,
    ends_at: event.endsAt,
    registration_required: event.registrationRequired ? 1 : 0,
    is_public: event.isPublic ? 1 : 0,
    is_cancelled: event.isCancelled ? 1 : 0,
    age_min: event.ageMin,
    age_max: event.ageMax,
  };
}

export async function insertEvent(db: Db, event: EventWrite, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({ ...toColumns(event), created_at: now, updated_at: now })
    .returning('code')
    .executeTakeFirstOrThrow();
  return row.code;
}

/**
 * Inserts a series' events in one statement (260 at most: 3,900 values, within both databases'
 * limits), and answers their codes.
 */
export async function insertSeriesEvents(db: Db, seriesId: number, events: EventWrite[], now = Date.now()): Promise<number[]> {
  const rows = await db
    .insertInto('events')
    .values(events.map((event) => ({ ...toColumns(event), series_id: seriesId, created_at: now, updated_at: now })))
    .returning('code')
    .execute();
  return rows.map((row) => row.code);
}

export async function updateEvent(db: Db, code: number, event: EventWrite, now = Date.now()) {
  await db
    .updateTable('events')
    .set({ ...toColumns(event), updated_at: now })
    .where('code', '=', code)
    .execute();
}

export async function setCancelled(db: Db, codes: number | number[], isCancelled: boolean, now = Date.now()) {
  await db
    .updateTable('events')
    .set({ is_cancelled: isCancelled ? 1 : 0, updated_at: now })
    .where('code', 'in', [codes].flat())
    .execute();
}

/** Which of an event's references exist, in one round trip. */
export async function findReferences(db: Db, ids: { programId: number; categoryId: number; venueId: number }) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('programs').select('id').where('id', '=', ids.programId)).as('program'),
      eb.exists(eb.selectFrom('event_categories').select('id').where('id', '=', ids.categoryId)).as('category'),
      eb.exists(eb.selectFrom('venues').select('id').where('id', '=', ids.venueId)).as('venue'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL true/false.
  return { program: Boolean(row.program), category: Boolean(row.category), venue: Boolean(row.venue) };
}

/** The tables the list's search and sort need; the page query adds the rest of the joins. */
function fromEvents(db: Db) {
  return db
    .selectFrom('events')
    .innerJoin('programs', 'programs.id', 'events.program_id')
    .innerJoin('venues', 'venues.id', 'events.venue_id');
}

function selectEvents(db: Db) {
  return fromEvents(db)
    .innerJoin('event_categories', 'event_categories.id', 'events.category_id')
    .innerJoin('postal_codes', 'postal_codes.id', 'venues.postal_code_id')
    .innerJoin('cities', 'cities.id', 'postal_codes.city_id')
    .innerJoin('provinces', 'provinces.id', 'cities.province_id')
    .innerJoin('countries', 'countries.id', 'provinces.country_id')
    .select((eb) => [
      'events.code',
      'events.name',
      'events.description',
      'events.program_id',
      'programs.name as program',
      'events.category_id',
      'event_categories.name as category',
      'events.venue_id',
      'venues.name as venue',
      'cities.name as city',
      'provinces.code as province_code',
      'countries.name as country',
      'events.starts_at',
      'events.ends_at',
      'events.registration_required',
      'events.is_public',
      'events.is_cancelled',
      'events.age_min',
      'events.age_max',
      'events.series_id',
      ...attendanceCounts(eb),
    ]);
}

/** An event's registered and checked-in counts, counted in the query that reads the event (one round trip for a page). */
export function attendanceCounts(eb: ExpressionBuilder<Database, 'events'>) {
  return [
    eb
      .selectFrom('attendance')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('attendance.event_code', '=', 'events.code')
      .as('registered'),
    eb
      .selectFrom('attendance')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('attendance.event_code', '=', 'events.code')
      .where('attendance.checked_in_at', 'is not', null)
      .as('checked'),
  ] as const;
}

export type EventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirst']>>>;

export function findEvent(db: Db, code: number) {
  return selectEvents(db).where('events.code', '=', code).executeTakeFirst();
}

/**
 * The events a station serves at `now` (docs/api.md, "Stations"): not cancelled, in progress or
 * starting within `leadMs`, of the programs given (of every program when none), soonest first.
 */
export function findEventsAtTheDoor(db: Db, { now, leadMs, programIds }: { now: number; leadMs: number; programIds: number[] }) {
  let query = selectEvents(db)
    .where('events.starts_at', '<=', now + leadMs)
    .where('events.ends_at', '>=', now)
    .where('events.is_cancelled', '=', 0);
  if (programIds.length > 0) query = query.where('events.program_id', 'in', programIds);
  return query.orderBy('events.starts_at').orderBy('events.code').execute();
}

/**
 * The fields the service's rules need, without the joins; held (PostgreSQL's FOR UPDATE) until
 * the caller's transaction ends, so that the rule and the write see the same event.
 */
export function findEventStateForUpdate(db: Db, code: number) {
  const query = eventStates(db).where('code', '=', code);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

const eventStates = (db: Db) => db.selectFrom('events').select(['code', 'starts_at', 'ends_at', 'is_cancelled', 'series_id']);
export type EventState = NonNullable<Awaited<ReturnType<typeof findEventStateForUpdate>>>;

/** The events of a series starting at `from` or later, earliest first, held as findEventStateForUpdate holds one. */
export function findSeriesStatesForUpdate(db: Db, seriesId: number, from: number) {
  const query = eventStates(db).where('series_id', '=', seriesId).where('starts_at', '>=', from).orderBy('starts_at').orderBy('code');
  return (isPostgres(db) ? query.forUpdate() : query).execute();
}

/** The events of a series, earliest first (from the index on series_id and starts_at). */
export function findSeriesEvents(db: Db, seriesId: number) {
  return selectEvents(db).where('events.series_id', '=', seriesId).orderBy('events.starts_at').orderBy('events.code').execute();
}

/** The events of these codes, earliest first. */
export function findEventsByCodes(db: Db, codes: number[]) {
  return selectEvents(db).where('events.code', 'in', codes).orderBy('events.starts_at').orderBy('events.code').execute();
}

type ListScope = ExpressionBuilder<Database, 'events'>;

/**
 * The SQL twin of `eventStatus` (event-status.ts): the events whose status at `now` is `status`.
 * Start and end are both In Progress.
 */
function statusCondition(eb: ListScope, status: EventStatusKey, now: number): Expression<SqlBool> {
  const notCancelled = eb('events.is_cancelled', '=', 0);
  switch (status) {
    case 'cancelled':
      return eb('events.is_cancelled', '=', 1);
    case 'upcoming':
      return eb.and([notCancelled, eb('events.starts_at', '>', now)]);
    case 'in-progress':
      return eb.and([notCancelled, eb('events.starts_at', '<=', now), eb('events.ends_at', '>=', now)]);
    case 'finalized':
      return eb.and([notCancelled, eb('events.ends_at', '<', now)]);
  }
}

type EventFilters = Pick<EventListQuery, 'search' | 'venue' | 'startbefore' | 'startafter' | 'endbefore' | 'endafter' | 'status'>;
type EventListOrder = EventFilters & Pick<EventListQuery, 'sort' | 'direction'>;

/**
 * The list's search: the event's name (from SQLite's FTS5 trigram index for three characters or
 * more), its program's or venue's name, or its code. The program and venue names are looked up in
 * their own small tables, so the search needs no join of every event.
 */
function searchEvents(db: Db, search: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'events'>();
  return eb.or([
    namedEvents(db, search),
    eb('events.program_id', 'in', programsNamed(db, search)),
    eb('events.venue_id', 'in', venuesNamed(db, search)),
  ]);
}

const namedEvents = (db: Db, search: string) =>
  searchCondition(search, ['events.name_normalized'], 'events.code', { db, table: 'events_search' });
const programsNamed = (db: Db, search: string) =>
  db.selectFrom('programs').select('programs.id').where(containsText('programs.name_normalized', search));
const venuesNamed = (db: Db, search: string) =>
  db.selectFrom('venues').select('venues.id').where(containsText('venues.name_normalized', search));

/**
 * The same search as the codes it finds, one indexed query for each way to match (the name or
 * code, the program, the venue) in a union. SQLite finds the matches from the indexes instead of
 * testing every event: counting "noche" (496 events) took 0.32 ms instead of 1.07 ms, a term
 * nothing matches 0.07 ms instead of 0.9 ms (10,000 events).
 */
function searchedEventCodes(db: Db, search: string) {
  const events = () => db.selectFrom('events').select('events.code');
  return events()
    .where(namedEvents(db, search))
    .union(events().where('events.program_id', 'in', programsNamed(db, search)))
    .union(events().where('events.venue_id', 'in', venuesNamed(db, search)));
}

/** How the search is asked: each event tested (`test`), or the events it finds (`codes`, searchedEventCodes). */
type SearchWay = 'test' | 'codes';

/**
 * Bounds on the start or the end that the statuses imply, for an index to start from: an event
 * ends no earlier than it starts, so an upcoming or in-progress one has not ended, and an
 * upcoming one has not started. Without them the status filter read every event from the first.
 * An in-progress one started no earlier than the longest event lasts (from the index on
 * durations, migration 2026-11-24T0930), so the upcoming and in-progress events come in start
 * order from the start index: 0.05 ms for a page, where reading the 1,900 events not yet ended
 * and sorting them took 0.6 ms.
 */
function impliedBounds(statuses: EventStatusKey[], now: number): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'events'>();
  const wanted = new Set(statuses);
  if (wanted.has('cancelled')) return [];
  if (wanted.size === 1 && wanted.has('upcoming')) return [eb('events.starts_at', '>', now)];
  if (!wanted.has('finalized')) {
    const longest = sql<number>`(select max(longest.ends_at - longest.starts_at) from events as longest)`;
    return [eb('events.ends_at', '>=', now), eb('events.starts_at', '>=', sql<number>`${now} - ${longest}`)];
  }
  if (wanted.size === 1) return [eb('events.ends_at', '<', now)];
  return [];
}

/** The list's search and filters, shared by the page query and its count. */
function conditionsOf(db: Db, filters: EventFilters, now: number, searchWay: SearchWay): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'events'>();
  const conditions: Expression<SqlBool>[] = [];
  if (filters.search) {
    conditions.push(
      searchWay === 'codes' ? eb('events.code', 'in', searchedEventCodes(db, filters.search)) : searchEvents(db, filters.search),
    );
  }
  if (filters.venue?.length) conditions.push(eb('events.venue_id', 'in', filters.venue));
  if (filters.startbefore !== undefined) conditions.push(eb('events.starts_at', '<=', filters.startbefore));
  if (filters.startafter !== undefined) conditions.push(eb('events.starts_at', '>=', filters.startafter));
  if (filters.endbefore !== undefined) conditions.push(eb('events.ends_at', '<=', filters.endbefore));
  if (filters.endafter !== undefined) conditions.push(eb('events.ends_at', '>=', filters.endafter));
  if (filters.status?.length) {
    conditions.push(
      eb.or([...new Set(filters.status)].map((status) => statusCondition(eb, status, now))),
      ...impliedBounds(filters.status, now),
    );
  }
  return conditions;
}

/**
 * The events the list shows, as a query to select from. The venue's rows are joined only for the
 * sort by venue: counting 10,000 events through joins cost 1.7 ms, counting them alone 0.01 ms.
 * With no condition there is no WHERE at all, which lets SQLite count from the index pages.
 */
function matchingEvents(db: Db, query: EventListOrder, now: number, searchWay: SearchWay = 'test') {
  const conditions = conditionsOf(db, query, now, searchWay);
  // Typed as the joined query: the plain one only serves where nothing reads the venue.
  const events = query.sort === 'venue' ? fromEvents(db) : (db.selectFrom('events') as unknown as ReturnType<typeof fromEvents>);
  return conditions.length > 0 ? events.where((eb) => eb.and(conditions)) : events;
}

const sortColumns: Record<
  EventSort,
  'events.code' | 'events.name_normalized' | 'venues.name_normalized' | 'events.starts_at' | 'events.ends_at'
> = {
  code: 'events.code',
  name: 'events.name_normalized',
  venue: 'venues.name_normalized',
  'start-date': 'events.starts_at',
  'end-date': 'events.ends_at',
};

/**
 * One page of the list's rows, in its order; `now` decides the status filter. A deferred join, as
 * for members: the page's codes first, then only their rows, joins and attendance counts, asked
 * for by a list of codes (given a subquery, PostgreSQL joined all 10,000 events before keeping
 * ten: 4 ms).
 */
export async function findEventsPage(db: Db, query: EventListOrder, page: Page, now: number, searchWay: SearchWay = 'test') {
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  const codes = await inPage(
    matchingEvents(db, query, now, searchWay).select('events.code').orderBy(sort, direction).orderBy('events.code', direction),
    page,
  ).execute();
  return eventsByCodes(db, query, codes);
}

/** The export's batch: `size` events of the list after `after`, in its order, and the last one's key (in-batches.ts). */
export async function findEventsAfter(db: Db, query: EventListOrder, after: ListKey | undefined, size: number, now: number) {
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  const events = matchingEvents(db, query, now, 'test');
  const keys = await (after ? events.where(afterKey(sort, 'events.code', direction, after)) : events)
    .select(['events.code', `${sort} as sortKey`])
    .orderBy(sort, direction)
    .orderBy('events.code', direction)
    .limit(size)
    .execute();
  return { rows: await eventsByCodes(db, query, keys), last: keys.at(-1) };
}

/** The events of these codes, with their joins and counts, in the list's order. */
async function eventsByCodes(db: Db, query: EventListOrder, codes: { code: number }[]) {
  if (codes.length === 0) return [];
  const [sort, direction] = [sortColumns[query.sort], query.direction];
  return selectEvents(db)
    .where(
      'events.code',
      'in',
      codes.map((row) => row.code),
    )
    .orderBy(sort, direction)
    .orderBy('events.code', direction)
    .execute();
}

/** One page of events and the count of all that match; `now` decides the status filter. */
export async function listEvents(db: Db, query: EventListQuery, now: number) {
  if (query.search && !isPostgres(db)) return searchedEvents(db, query, now);
  const rows = await findEventsPage(db, query, query, now);
  return { rows, totalCount: await countRows(matchingEvents(db, query, now)) };
}

/**
 * A searched list on SQLite: the count first, from the matches the indexes find
 * (searchedEventCodes); then no page at all when nothing matches, and otherwise the page either
 * walked along the order's index with each event tested (many matches: the first page of "noche"
 * in 0.25 ms) or read from the matches and sorted (few: a term found in three events in 0.1 ms,
 * where the walk tests all 10,000 in 1.9 ms), whichever walkIsCheaper says. On PostgreSQL the
 * union cost more to plan and count than testing each event (1.9 against 1.3 ms for "noche").
 */
async function searchedEvents(db: Db, query: EventListQuery, now: number) {
  const totalCount = await countRows(matchingEvents(db, query, now, 'codes'));
  if (totalCount === 0) return { rows: [], totalCount };
  const listLength = await countRows(db.selectFrom('events'));
  const walk = walkIsCheaper({ reach: query.page * query.size, listLength, matches: totalCount, rowsOtherwise: totalCount });
  return { rows: await findEventsPage(db, query, query, now, walk ? 'test' : 'codes'), totalCount };
}
