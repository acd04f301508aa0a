import { sql, type Selectable } from 'kysely';
import { MEMBER_CARE_FIELDS, MEMBER_FIELDS, type AttendeeListQuery, type LogQuery, type Page } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { compiledOnce, walkIsCheaper } from '../../db/performance/index.ts';
import type { CheckInsTable, MembersTable } from '../../db/schema.ts';
import { afterKey, countRows, inPage, searchCondition } from '../../db/sql.ts';
import type { ListKey } from '../../lib/in-batches.ts';
import { isPostgres } from '../../db/transaction.ts';
import { insertChanges, recordedAfter, type ChangeWrite } from '../audit/changes.repository.ts';
import { countMembersOfKind } from '../members/members.repository.ts';

/*
 * The statements of a check-in (the event and the member held, the attendee, the registration or
 * the update, the log) are compiled once per dialect (compiledOnce): building and compiling them
 * again on every scan was a tenth of a check-in's time on SQLite.
 */

const eventState = compiledOnce((db: Db, code: number) =>
  db.selectFrom('events').select(['code', 'is_cancelled']).where('code', '=', code),
);

/** Whether the event exists and is cancelled. */
export async function findEventState(db: Db, code: number) {
  return (await eventState(db, code))[0];
}

const CARE_COLUMNS = MEMBER_CARE_FIELDS.map((field) => MEMBER_FIELDS[field].column);

const SCAN_COLUMNS = ['code', 'first_name', 'last_name', 'is_enabled', ...CARE_COLUMNS] as const;

const scanRow = (db: Db, eventCode: number, memberCode: number) =>
  isPostgres(db)
    ? db
        .with('held_event', (qb) =>
          qb.selectFrom('events').select(['is_cancelled', 'registration_required']).where('code', '=', eventCode).forShare(),
        )
        .with('held_member', (qb) =>
          qb
            .updateTable('members')
            .set((eb) => ({ is_enabled: eb.ref('members.is_enabled') }))
            .where('code', '=', memberCode)
            // The event is held first, as every other writer of attendance holds it; a member
            // is held only at an event that exists.
            .where((eb) => eb.exists(eb.selectFrom('held_event').select('is_cancelled')))
            .returning(SCAN_COLUMNS),
        )
        .selectFrom('held_event')
        .leftJoin('held_member', (join) => join.onTrue())
        .select([
          'held_event.is_cancelled',
          'held_event.registration_required',
          ...SCAN_COLUMNS.map((column) => `held_member.${column}` as const),
        ])
    : db
        .selectFrom('events')
        .leftJoin('members', (join) => join.on('members.code', '=', memberCode))
        .select(['events.is_cancelled', 'events.registration_required', ...SCAN_COLUMNS.map((column) => `members.${column}` as const)])
        .where('events.code', '=', eventCode);
const heldScan = compiledOnce(scanRow);

/**
 * The event (whether cancelled, whether it requires registration) and the member of a scan, read
 * in one statement and held until the transaction ends: undefined when the event does not exist,
 * its `member` undefined when the member does not. At
 * the door every statement of a check-in is a round trip to PostgreSQL that waits for a turn of
 * the event loop, so the two holds are one statement (decision 028).
 *
 * The event is held (PostgreSQL's FOR SHARE) so that a cancel cannot slip between this check and
 * the write it guards. The member is held so that the scans, registrations and unregistrations
 * of one member happen one after the other, each seeing the last one's result (two stations
 * scanning the same member never both check them in), and so that the member read enabled stays
 * enabled until the write: a disable or a merge waits for the scan, or the scan for it and reads
 * the member disabled. SQLite runs one transaction at a time and needs no lock.
 *
 * On PostgreSQL the member's hold is an update that changes nothing rather than FOR NO KEY UPDATE
 * (the same lock): a merge runs SERIALIZABLE (the last Administrator's rule), and its snapshot is
 * taken before it waits for the row, so a scan that held the row and committed meanwhile, having
 * only locked it, stayed invisible to the merge, which then left the scan's attendance on the
 * member it disabled. A row the scan updated makes the merge fail to serialize (40001) and run
 * again, this time seeing the scan (decision 021). An update's RETURNING gives the row as it is
 * once held, whatever the statement's snapshot saw.
 */
export async function holdScan(db: Db, eventCode: number, memberCode: number) {
  const row = (await heldScan(db, eventCode, memberCode))[0];
  if (!row) return undefined;
  const { is_cancelled, registration_required, ...member } = row;
  return {
    isCancelled: Boolean(is_cancelled),
    registrationRequired: Boolean(registration_required),
    member: member.code === null ? undefined : (member as MemberRow),
  };
}

/** A member as a scan reads them: who they are, whether enabled, and what a volunteer must know. */
export type MemberRow = Pick<Selectable<MembersTable>, (typeof SCAN_COLUMNS)[number]>;

const attendee = compiledOnce((db: Db, eventCode: number, memberCode: number) =>
  db
    .selectFrom('attendance')
    .innerJoin('members', 'members.code', 'attendance.member_code')
    .leftJoin('members as staff', 'staff.code', 'attendance.checked_in_by')
    .leftJoin('members as out_staff', 'out_staff.code', 'attendance.checked_out_by')
    .select([
      'members.code',
      'members.first_name',
      'members.last_name',
      'attendance.registered_at',
      'attendance.checked_in_at',
      'attendance.checked_in_by',
      'staff.first_name as by_first_name',
      'staff.last_name as by_last_name',
      'attendance.checked_out_at',
      'attendance.checked_out_by',
      'out_staff.first_name as out_first_name',
      'out_staff.last_name as out_last_name',
    ])
    .where('attendance.event_code', '=', eventCode)
    .where('attendance.member_code', '=', memberCode),
);

/** A member's registration for the event, with the names of the staff member who checked them in. */
export async function findAttendee(db: Db, eventCode: number, memberCode: number) {
  return (await attendee(db, eventCode, memberCode))[0];
}

export type AttendeeRow = NonNullable<Awaited<ReturnType<typeof findAttendee>>>;

export type CheckInWrite = Omit<CheckInsTable, 'id'>;

/** A registration: the attendance row (checked in with `checkedIn`) and its entry in the log. */
export interface Registration {
  eventCode: number;
  memberCode: number;
  at: number;
  checkedIn: boolean;
  entry: Pick<CheckInWrite, 'by_code' | 'station' | 'scan_id' | 'action'>;
}

const newAttendance = (
  db: Db,
  eventCode: number,
  memberCode: number,
  now: number,
  checkedInAt: number | null,
  checkedInBy: number | null,
) =>
  db
    .insertInto('attendance')
    .values({ event_code: eventCode, member_code: memberCode, registered_at: now, checked_in_at: checkedInAt, checked_in_by: checkedInBy })
    // Parallel identical requests race safely to a single row.
    .onConflict((oc) => oc.columns(['event_code', 'member_code']).doNothing())
    .returning(['event_code', 'member_code', 'registered_at']);
const attendanceInsert = compiledOnce(newAttendance);

/**
 * PostgreSQL: the row and its log entry in one statement, the entry written only with the row;
 * with `changes` (the record's rows as JSON text), the record's entries of it too, also only with
 * the row (changes.repository's recordedAfter).
 */
function loggedRegistration(
  db: Db,
  changes: unknown,
  eventCode: number,
  memberCode: number,
  now: number,
  checkedInAt: number | null,
  checkedInBy: number | null,
  by: number | null,
  station: string | null,
  scanId: string | null,
  action: string,
) {
  const registered = db.with('registered', () => newAttendance(db, eventCode, memberCode, now, checkedInAt, checkedInBy));
  // The recorded CTE is read by nothing (hence its type dropped): PostgreSQL runs a
  // data-modifying CTE all the same.
  const ctes =
    changes === undefined
      ? registered
      : (registered.with('recorded', () => recordedAfter(db, 'registered', changes)) as unknown as typeof registered);
  return ctes
    .insertInto('check_ins')
    .columns(['event_code', 'member_code', 'at', 'by_code', 'station', 'scan_id', 'action'])
    .expression((eb) =>
      eb
        .selectFrom('registered')
        .select([
          'registered.event_code',
          'registered.member_code',
          'registered.registered_at',
          eb.cast<number | null>(eb.val(by), 'integer').as('by_code'),
          eb.cast<string | null>(eb.val(station), 'text').as('station'),
          eb.cast<string | null>(eb.val(scanId), 'text').as('scan_id'),
          eb.cast<string>(eb.val(action), 'text').as('action'),
        ]),
    )
    .returning('member_code');
}
type RegistrationArgs = Parameters<typeof loggedRegistration> extends [Db, unknown, ...infer Rest] ? Rest : never;
const loggedAttendanceInsert = compiledOnce((db: Db, ...args: RegistrationArgs) => loggedRegistration(db, undefined, ...args));
const recordedAttendanceInsert = compiledOnce((db: Db, changes: string, ...args: RegistrationArgs) =>
  loggedRegistration(db, changes, ...args),
);

/**
 * Registers a member, with the log entry of it and the change record's `record` of it, unless
 * already registered; answers whether it did. On PostgreSQL one statement, round trips fewer at
 * the door (docs/decisions/062).
 */
export async function insertAttendance(
  db: Db,
  { eventCode, memberCode, at, checkedIn, entry }: Registration,
  record: readonly ChangeWrite[],
) {
  const checkedInAt = checkedIn ? at : null;
  const checkedInBy = checkedIn ? entry.by_code : null;
  if (isPostgres(db)) {
    const args = [eventCode, memberCode, at, checkedInAt, checkedInBy, entry.by_code, entry.station, entry.scan_id, entry.action] as const;
    const rows =
      record.length > 0 ? await recordedAttendanceInsert(db, JSON.stringify(record), ...args) : await loggedAttendanceInsert(db, ...args);
    return rows.length > 0;
  }
  if ((await attendanceInsert(db, eventCode, memberCode, at, checkedInAt, checkedInBy)).length === 0) return false;
  await logCheckIn(db, { event_code: eventCode, member_code: memberCode, at, ...entry });
  if (record.length > 0) await insertChanges(db, record);
  return true;
}

const checkInChange = compiledOnce((db: Db, eventCode: number, memberCode: number, at: number | null, by: number | null) =>
  db
    .updateTable('attendance')
    // A check-in (again) is present: a check-out before it is over.
    .set({ checked_in_at: at, checked_in_by: by, checked_out_at: null, checked_out_by: null })
    .where('event_code', '=', eventCode)
    .where('member_code', '=', memberCode),
);

/** Sets (with who did it) or clears the check-in of a registered member. */
export async function setCheckIn(db: Db, eventCode: number, memberCode: number, checkedIn: { at: number; by: number | null } | null) {
  await checkInChange(db, eventCode, memberCode, checkedIn?.at ?? null, checkedIn?.by ?? null);
}

/** Unregisters; answers whether there was a registration. */
export async function deleteAttendance(db: Db, eventCode: number, memberCode: number) {
  const result = await db
    .deleteFrom('attendance')
    .where('event_code', '=', eventCode)
    .where('member_code', '=', memberCode)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const logEntry = compiledOnce(
  (
    db: Db,
    eventCode: number,
    memberCode: number,
    at: number,
    by: number | null,
    station: string | null,
    scanId: string | null,
    action: CheckInWrite['action'],
  ) =>
    db
      .insertInto('check_ins')
      .values({ event_code: eventCode, member_code: memberCode, at, by_code: by, station, scan_id: scanId, action }),
);

export async function logCheckIn(db: Db, entry: CheckInWrite) {
  await logEntry(db, entry.event_code, entry.member_code, entry.at, entry.by_code, entry.station, entry.scan_id, entry.action);
}

/** Whether this scan already checked the member in (so a retry of it is not "already checked in"). */
export async function scanCheckedIn(db: Db, eventCode: number, memberCode: number, scanId: string) {
  const row = await db
    .selectFrom('check_ins')
    .select('id')
    .where('event_code', '=', eventCode)
    .where('scan_id', '=', scanId)
    .where('member_code', '=', memberCode)
    .where('action', '=', 'check-in')
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of the event's check-in log, newest first (ties by id), and the count of all its entries. */
export async function listCheckIns(db: Db, eventCode: number, page: LogQuery) {
  const rows = await inPage(
    db
      .selectFrom('check_ins')
      .innerJoin('members', 'members.code', 'check_ins.member_code')
      .leftJoin('members as staff', 'staff.code', 'check_ins.by_code')
      .select([
        'check_ins.member_code',
        'members.first_name',
        'members.last_name',
        'check_ins.at',
        'check_ins.by_code',
        'staff.first_name as by_first_name',
        'staff.last_name as by_last_name',
        'check_ins.station',
        'check_ins.scan_id',
        'check_ins.action',
        // A check-in is undone when a later entry of the same member at the event undoes it.
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('check_ins as later')
                .select('later.id')
                .whereRef('later.member_code', '=', 'check_ins.member_code')
                .whereRef('later.event_code', '=', 'check_ins.event_code')
                .whereRef('later.id', '>', 'check_ins.id')
                .where('later.action', '=', 'undo'),
            )
            .as('undone_later'),
      ])
      .where('check_ins.event_code', '=', eventCode)
      // By the time each entry shows, which the order of writing need not follow (a scan's time is
      // its server process's clock when the scan arrived); along check_ins_event_at_idx.
      .orderBy('check_ins.at', 'desc')
      .orderBy('check_ins.id', 'desc'),
    page,
  ).execute();
  const totalCount = await countRows(db.selectFrom('check_ins').where('check_ins.event_code', '=', eventCode));
  return { rows, totalCount };
}

/**
 * One page of the events a member is an attendee of, the latest to start first (ties by code), and
 * the count of all: along attendance_member_idx, a member's few hundred rows sorted in memory.
 */
export async function listMemberEvents(db: Db, memberCode: number, page: LogQuery) {
  const rows = await inPage(
    db
      .selectFrom('attendance')
      .innerJoin('events', 'events.code', 'attendance.event_code')
      .innerJoin('programs', 'programs.id', 'events.program_id')
      .select([
        'events.code',
        'events.name',
        'programs.name as program',
        'events.starts_at',
        'events.ends_at',
        'events.is_cancelled',
        'attendance.registered_at',
        'attendance.checked_in_at',
        'attendance.checked_out_at',
      ])
      .where('attendance.member_code', '=', memberCode)
      .orderBy('events.starts_at', 'desc')
      .orderBy('events.code', 'desc'),
    page,
  ).execute();
  const totalCount = await countRows(db.selectFrom('attendance').where('attendance.member_code', '=', memberCode));
  return { rows, totalCount };
}

/** The live counters: registered and checked-in attendees, and those checked in and not out (present). */
export async function countAttendance(db: Db, eventCode: number) {
  const row = await db
    .selectFrom('attendance')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('registered'),
      eb.fn.count<number | string>('checked_in_at').as('checked'),
      eb.fn.count<number | string>(sql`case when checked_out_at is null then checked_in_at end`).as('present'),
    ])
    .where('event_code', '=', eventCode)
    .executeTakeFirstOrThrow();
  return { registered: Number(row.registered), checked: Number(row.checked), present: Number(row.present) };
}

/** The care fields as the arguments of a JSON object: each one's name and its column, empty as null. */
const careEntries = sql.join(
  MEMBER_CARE_FIELDS.map((field) => sql`${sql.lit(field)}, nullif(${sql.ref(`members.${MEMBER_FIELDS[field].column}`)}, '')`),
);

/**
 * A station's roster as the JSON of its attendees, made by the database: the registered ones who
 * are enabled, or (`everyEnabledMember`, for an event open to all) every enabled member with their
 * registration, by fullname then code. A disabled member is left out either way: the station would
 * check them in offline, and the server refuses them. Each is `{ code, fullname, registered, checkIn, checkedInAt, care }`,
 * `checkedInAt` an ISO instant in UTC, `care` the care fields that are filled in, or null. Made
 * in the database, the roster is one string a read: made in the server, it was 5,000 rows and
 * as many objects, which a read from PostgreSQL kept through several turns of the event loop
 * until the collector moved them to the old generation (fifty stations asking at once grew the
 * server past 200 MB; decision 013). The registered ones are read from the event's
 * attendance rows, not found by probing every member's.
 */
export async function rosterJson(db: Db, eventCode: number, everyEnabledMember: boolean): Promise<string> {
  const from = everyEnabledMember
    ? sql`from members left join attendance on attendance.member_code = members.code and attendance.event_code = ${eventCode}
          where members.is_enabled = 1`
    : sql`from attendance join members on members.code = attendance.member_code
          where attendance.event_code = ${eventCode} and members.is_enabled = 1`;
  const query = isPostgres(db)
    ? sql<{ attendees: string }>`
        select coalesce(json_agg(json_build_object(
          'code', members.code,
          'fullname', members.first_name || ' ' || members.last_name,
          'firstName', members.first_name, 'lastName', members.last_name,
          'registered', attendance.registered_at is not null,
          'checkIn', attendance.checked_in_at is not null,
          'checkedInAt', to_char(timestamp 'epoch' + attendance.checked_in_at * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'birthDate', members.birth_date,
          'phoneDigits', nullif(members.phone_digits, ''),
          'care', nullif(json_strip_nulls(json_build_object(${careEntries}))::text, '{}')::json
        ) order by members.fullname_sort, members.code), '[]')::text as attendees ${from}`
    : // Ordered by the aggregate itself: the order rows reach it in is SQLite's choice.
      sql<{ attendees: string }>`
        select json_group_array(json(attendee) order by fullname_sort, code) as attendees from (
          select members.fullname_sort, members.code, json_object(
            'code', members.code,
            'fullname', members.first_name || ' ' || members.last_name,
          'firstName', members.first_name, 'lastName', members.last_name,
            'registered', json(iif(attendance.registered_at is null, 'false', 'true')),
            'checkIn', json(iif(attendance.checked_in_at is null, 'false', 'true')),
            'checkedInAt', strftime('%Y-%m-%dT%H:%M:%fZ', attendance.checked_in_at / 1000.0, 'unixepoch'),
            'birthDate', members.birth_date,
            'phoneDigits', nullif(members.phone_digits, ''),
            'care', json(nullif(json_patch('{}', json_object(${careEntries})), '{}'))
          ) as attendee ${from})`;
  const { rows } = await query.execute(db);
  return rows[0]!.attendees;
}

/**
 * The households of a station's roster as their JSON, made by the database: every household with an
 * enabled member on the roster (registered, or any enabled member at an event open to all), each
 * `{ id, name, phoneDigits, members: [{ code, fullname, firstName, lastName, role }] }` with its enabled members, in no
 * particular order (the station orders them), so that a station offline finds a family by a phone
 * or a name and checks it in (decision 030).
 */
export async function rosterHouseholdsJson(db: Db, eventCode: number, everyEnabledMember: boolean): Promise<string> {
  // Found from the roster's members (the event's attendance rows, when it has a list), not by
  // asking of every household whether one of its members is on it: at the benchmark's event of
  // 5,000 attendees among 40,000 households, 43 ms against 141 ms on SQLite.
  const onRoster = everyEnabledMember
    ? sql`select x.household_id from household_members as x
          join members as present on present.code = x.member_code and present.is_enabled = 1`
    : sql`select x.household_id from attendance join household_members as x on x.member_code = attendance.member_code
          join members as present on present.code = attendance.member_code and present.is_enabled = 1
          where attendance.event_code = ${eventCode}`;
  const households = sql`from households where households.id in (${onRoster})`;
  const members = sql`from household_members join members on members.code = household_members.member_code
    where household_members.household_id = households.id and members.is_enabled = 1`;
  const query = isPostgres(db)
    ? sql<{ households: string }>`
        select coalesce(json_agg(json_build_object(
          'id', households.id, 'name', households.name, 'phoneDigits', nullif(households.phone_digits, ''),
          'members', (select json_agg(json_build_object(
            'code', members.code, 'fullname', members.first_name || ' ' || members.last_name,
            'firstName', members.first_name, 'lastName', members.last_name, 'role', household_members.role
          )) ${members})
        )), '[]')::text as households ${households}`
    : sql<{ households: string }>`
        select json_group_array(json_object(
          'id', households.id, 'name', households.name, 'phoneDigits', nullif(households.phone_digits, ''),
          'members', (select json_group_array(json_object(
            'code', members.code, 'fullname', members.first_name || ' ' || members.last_name,
            'firstName', members.first_name, 'lastName', members.last_name, 'role', household_members.role
          )) ${members})
        )) as households ${households}`;
  const { rows } = await query.execute(db);
  return rows[0]!.households;
}

/**
 * What the roster of an event says depends on, read without building it: its attendance rows
 * (how many, which members, the latest registration and check-in, how many checked in and who)
 * and its members' latest change; for an event open to all, the latest change to any member and
 * how many are enabled. Every change to a roster changes one of these: a registration or check-in
 * is the newest of its kind, an undo or unregistration changes a count, a merge moves a row to
 * another member (the sum of codes), and a member's edit, disabling or merge makes theirs the
 * newest `updated_at` (and changes the sum of their `updated_at` modulo a prime, for two edits in
 * one millisecond). Sums stay far below 2^53. At an event open to all, two members edited within
 * the same millisecond may show as one change until the next.
 */
export async function rosterVersion(db: Db, eventCode: number, everyEnabledMember: boolean): Promise<string> {
  const attendance = await db
    .selectFrom('attendance')
    .innerJoin('members', 'members.code', 'attendance.member_code')
    .where('attendance.event_code', '=', eventCode)
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>('attendance.member_code').as('codes'),
      eb.fn.max('attendance.registered_at').as('registered'),
      eb.fn.count<number>('attendance.checked_in_at').as('checked'),
      eb.fn.sum<number>(sql`case when attendance.checked_in_at is not null then attendance.member_code end`).as('checkedCodes'),
      eb.fn.max('attendance.checked_in_at').as('lastCheckIn'),
      eb.fn.max('members.updated_at').as('membersChanged'),
      // Two of its members changed within one millisecond still change this.
      eb.fn.sum<number>(sql`members.updated_at % 1000003`).as('membersChanges'),
    ])
    .executeTakeFirstOrThrow();
  const directory = everyEnabledMember
    ? [
        (
          await db
            .selectFrom('members')
            .select((eb) => eb.fn.max('updated_at').as('changed'))
            .executeTakeFirstOrThrow()
        ).changed,
        await countMembersOfKind(db, { enabled: 1 }),
      ]
    : [];
  // Its households: any added, removed, renamed or given other members changes one of these.
  const households = await db
    .selectFrom('households')
    .select((eb) => [
      eb.fn.countAll<number>().as('households'),
      eb.fn.max('updated_at').as('householdsChanged'),
      eb.fn.sum<number>(sql`updated_at % 1000003`).as('householdsChanges'),
    ])
    .executeTakeFirstOrThrow();
  return JSON.stringify(
    [...Object.values(attendance), ...directory, ...Object.values(households)].map((value) => (value === null ? null : String(value))),
  );
}

type AttendeeFilters = Pick<AttendeeListQuery, 'search' | 'registered'>;

/** An event's registered members, by code. */
const registeredCodes = (db: Db, eventCode: number) =>
  db.selectFrom('attendance').select('attendance.member_code').where('attendance.event_code', '=', eventCode);

/**
 * The attendee search: the member's normalised names and email, or their exact code. On SQLite it
 * starts from the trigram index, narrowed to the event's attendees when only they are listed.
 */
const matchingSearch = (db: Db, eventCode: number, query: AttendeeFilters) =>
  searchCondition(query.search, ['members.search_text'], 'members.code', {
    db,
    table: 'members_search',
    ...(query.registered && { among: registeredCodes(db, eventCode) }),
  });

/**
 * The attendees a list shows, as codes to order: only the registered members, or every enabled
 * member (found from the index on status and fullname alone). `walk` goes along the name index
 * with each member's attendance probed (walkIsCheaper): SQLite would start from the event's
 * attendance rows for the join.
 */
function attendeeCodes(db: Db, eventCode: number, query: AttendeeFilters, walk: boolean) {
  const attendees = db.selectFrom('members').where(matchingSearch(db, eventCode, query));
  if (!query.registered) return attendees.where('members.is_enabled', '=', 1);
  if (!walk) return searchedAttendees(db, eventCode, query);
  return attendees.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('attendance')
        .select('attendance.member_code')
        .whereRef('attendance.member_code', '=', 'members.code')
        .where('attendance.event_code', '=', eventCode),
    ),
  );
}

/**
 * One page of attendees, by fullname then code. A deferred join, as for members: the page's codes
 * first, then only those rows with their attendance and who checked them in.
 */
export async function findAttendeesPage(db: Db, eventCode: number, query: AttendeeFilters, page: Page, { walk = false } = {}) {
  const codes = attendeeCodes(db, eventCode, query, walk).select('members.code').orderBy('members.fullname_sort').orderBy('members.code');
  return attendeesByCodes(db, eventCode, await inPage(codes, page).execute());
}

/** The export's batch: `size` attendees after `after`, by fullname then code, and the last one's key (in-batches.ts). */
export async function findAttendeesAfter(db: Db, eventCode: number, query: AttendeeFilters, after: ListKey | undefined, size: number) {
  const attendees = attendeeCodes(db, eventCode, query, false);
  const keys = await (after ? attendees.where(afterKey('members.fullname_sort', 'members.code', 'asc', after)) : attendees)
    .select(['members.code', 'members.fullname_sort as sortKey'])
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .limit(size)
    .execute();
  return { rows: await attendeesByCodes(db, eventCode, keys), last: keys.at(-1) };
}

/** The event's registered attendees that match the search (all of them without one). */
const searchedAttendees = (db: Db, eventCode: number, query: AttendeeFilters) =>
  db
    .selectFrom('members')
    .innerJoin('attendance', 'attendance.member_code', 'members.code')
    .where('attendance.event_code', '=', eventCode)
    .where(matchingSearch(db, eventCode, query));

/**
 * The attendees of a page, with their attendance and who checked them in, asked for by a list of
 * codes (a subquery let PostgreSQL's planner join every row first).
 */
async function attendeesByCodes(db: Db, eventCode: number, codes: { code: number }[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('members')
    .leftJoin('attendance', (join) => join.onRef('attendance.member_code', '=', 'members.code').on('attendance.event_code', '=', eventCode))
    .leftJoin('members as staff', 'staff.code', 'attendance.checked_in_by')
    .leftJoin('members as out_staff', 'out_staff.code', 'attendance.checked_out_by')
    .where(
      'members.code',
      'in',
      codes.map((row) => row.code),
    )
    .select([
      'members.code',
      'members.first_name',
      'members.last_name',
      'attendance.registered_at',
      'attendance.checked_in_at',
      'attendance.checked_in_by',
      'staff.first_name as by_first_name',
      'staff.last_name as by_last_name',
      'attendance.checked_out_at',
      'attendance.checked_out_by',
      'out_staff.first_name as out_first_name',
      'out_staff.last_name as out_last_name',
    ])
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .execute();
}

/**
 * A searched page of an event's registered attendees and how many match, from one pass over the
 * matches: the count rides on the page's codes as a window over all of them, as for members,
 * where counting and then finding the page read the matches twice ("mar" among 5,000 attendees:
 * 1.8 ms against 3.3 on SQLite, 6.7 ms against 11.9 on PostgreSQL). Only a page past the last
 * match (no row to carry the count) counts on its own.
 */
async function searchedRegisteredPage(db: Db, eventCode: number, query: AttendeeListQuery) {
  const ranked = await inPage(
    db
      .with(
        (cte) => cte('matches').materialized(),
        () => searchedAttendees(db, eventCode, query).select(['members.code', 'members.fullname_sort']),
      )
      .selectFrom('matches')
      .select((eb) => ['matches.code', eb.fn.countAll<number | string>().over().as('total')])
      .orderBy('matches.fullname_sort')
      .orderBy('matches.code'),
    query,
  ).execute();
  const totalCount = ranked.length > 0 ? Number(ranked[0]!.total) : await countRows(searchedAttendees(db, eventCode, query));
  return { rows: await attendeesByCodes(db, eventCode, ranked), totalCount };
}

/**
 * One page of attendees and the count of all that match. An event's registered attendees are
 * counted from its attendance rows alone (every row has its member), and read along the name index
 * when that is cheaper (walkIsCheaper) than from the event's attendance rows sorted by name: the
 * first page of 5,000 attendees took 4.8 ms that way on SQLite, 0.14 ms walked, and the count
 * with the members joined 2.8 ms (5.9 ms on PostgreSQL) against 0.2 ms. PostgreSQL takes as long
 * either way (2.2 ms of its CPU for the first page, 13 ms for the 100th), so it is not asked to walk.
 * A search finds its page and count together (searchedRegisteredPage).
 */
export async function listAttendees(db: Db, eventCode: number, query: AttendeeListQuery) {
  if (!query.registered) {
    const rows = await findAttendeesPage(db, eventCode, query, query);
    const totalCount = query.search
      ? await countRows(
          db
            .selectFrom('members')
            .where('members.is_enabled', '=', 1)
            .where(matchingSearch(db, eventCode, query)),
        )
      : await countMembersOfKind(db, { enabled: 1 });
    return { rows, totalCount };
  }
  if (query.search) return searchedRegisteredPage(db, eventCode, query);
  const registered = await countRows(db.selectFrom('attendance').where('attendance.event_code', '=', eventCode));
  const walk =
    !isPostgres(db) &&
    walkIsCheaper({
      reach: query.page * query.size,
      listLength: await countMembersOfKind(db, {}),
      matches: registered,
      rowsOtherwise: registered,
    });
  return { rows: await findAttendeesPage(db, eventCode, query, query, { walk }), totalCount: registered };
}

/**
 * Moves a member's registrations and check-ins to another member (a merge). Where both were at one
 * event, the kept row takes the earlier registration and the earlier check-in of the two, so it is
 * checked in if either was; the moved member's row goes. Answers the events whose attendance
 * changed.
 */
export async function moveAttendance(db: Db, fromCode: number, intoCode: number) {
  const rows = await db.selectFrom('attendance').selectAll().where('member_code', 'in', [fromCode, intoCode]).execute();
  const kept = new Map(rows.filter((row) => row.member_code === intoCode).map((row) => [row.event_code, row]));
  for (const moved of rows.filter((row) => row.member_code === fromCode)) {
    const both = kept.get(moved.event_code);
    if (!both) continue;
    const firstCheckIn = [both, moved]
      .filter((row) => row.checked_in_at !== null)
      .sort((a, b) => (a.checked_in_at as number) - (b.checked_in_at as number))[0];
    await db
      .updateTable('attendance')
      .set({
        registered_at: Math.min(both.registered_at, moved.registered_at),
        checked_in_at: firstCheckIn?.checked_in_at ?? null,
        checked_in_by: firstCheckIn?.checked_in_by ?? null,
        checked_out_at: firstCheckIn?.checked_out_at ?? null,
        checked_out_by: firstCheckIn?.checked_out_by ?? null,
      })
      .where('event_code', '=', moved.event_code)
      .where('member_code', '=', intoCode)
      .execute();
    await deleteAttendance(db, moved.event_code, fromCode);
  }
  await db.updateTable('attendance').set({ member_code: intoCode }).where('member_code', '=', fromCode).execute();
  await db.updateTable('check_ins').set({ member_code: intoCode }).where('member_code', '=', fromCode).execute();
  // A pickup tag checks out the member the batch now names.
  await db.updateTable('check_in_batch_items').set({ member_code: intoCode }).where('member_code', '=', fromCode).execute();
  return rows.filter((row) => row.member_code === fromCode).map((row) => row.event_code);
}
