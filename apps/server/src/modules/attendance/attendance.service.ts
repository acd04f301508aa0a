import { createHash } from 'node:crypto';
import {
  MEMBER_CARE_FIELDS,
  MEMBER_FIELDS,
  messages,
  type Attendee,
  type AttendeeExportQuery,
  type AttendeeList,
  type AttendeeListQuery,
  type Care,
  type CheckInAction,
  type CheckInAnswer,
  type CheckInLog,
  type FamilyCheckInAnswer,
  type FamilyCheckInInput,
  type LiveCounts,
  type LogQuery,
  type MemberEvents,
} from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { csvStream, yesNo, type CsvColumn } from '../../lib/csv.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Actor } from '../audit/actor.ts';
import { careRead } from '../audit/care-reads.ts';
import { changeRows, recordChanges, recordUnlessRecent, type Change } from '../audit/changes.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { eventStatus } from '../events/event-status.ts';
import { getEvent, utcDate, utcTime } from '../events/events.service.ts';
import { findMember } from '../members/members.repository.ts';
import * as repo from './attendance.repository.ts';
import * as doorRepo from './door.repository.ts';

const fullname = (member: { first_name: string; last_name: string }) => `${member.first_name} ${member.last_name}`;
const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Who checked someone in, from a row's joined staff names. */
function staff(code: number | null, first: string | null, last: string | null) {
  return code === null ? null : { code, fullname: first === null ? '' : fullname({ first_name: first, last_name: last ?? '' }) };
}

function toAttendee(row: {
  code: number;
  first_name: string;
  last_name: string;
  registered_at: number | null;
  checked_in_at: number | null;
  checked_in_by: number | null;
  by_first_name: string | null;
  by_last_name: string | null;
  checked_out_at: number | null;
  checked_out_by: number | null;
  out_first_name: string | null;
  out_last_name: string | null;
}): Attendee {
  return {
    code: row.code,
    fullname: fullname(row),
    registered: row.registered_at !== null,
    checkIn: row.checked_in_at !== null,
    checkedInAt: instant(row.checked_in_at),
    checkedInBy: staff(row.checked_in_by, row.by_first_name, row.by_last_name),
    checkedOutAt: instant(row.checked_out_at),
    checkedOutBy: staff(row.checked_out_by, row.out_first_name, row.out_last_name),
  };
}

/** Only the care fields that say something; null when none does. */
function careOf(member: repo.MemberRow): Care | null {
  const care: Care = {};
  for (const field of MEMBER_CARE_FIELDS) {
    const value = member[MEMBER_FIELDS[field].column];
    if (value) care[field] = value;
  }
  return Object.keys(care).length > 0 ? care : null;
}

async function assertEventExists(db: Db, eventCode: number) {
  if (!(await repo.findEventState(db, eventCode))) throw notFound(messages.events.notFound);
}

/**
 * One change to a member's attendance of an event: a transaction that holds the event (open, not
 * cancelled) and the member (repo.holdScan, which answers the member, or undefined for a code
 * that is nobody's), and the event's watchers told once it has committed.
 */
async function changeAttendance<T>(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  memberCode: number,
  change: (trx: Db, member: repo.MemberRow | undefined) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(db, async (trx) => {
    const held = await repo.holdScan(trx, eventCode, memberCode);
    if (!held) throw notFound(messages.events.notFound);
    if (held.isCancelled) throw conflict(messages.events.cancelled);
    return change(trx, held.member);
  });
  await feed.announce(eventCode);
  return result;
}

export async function listAttendees(db: Db, eventCode: number, query: AttendeeListQuery): Promise<AttendeeList> {
  await assertEventExists(db, eventCode);
  const { rows, totalCount } = await repo.listAttendees(db, eventCode, query);
  return { totalCount, attendees: rows.map(toAttendee) };
}

const attendeeColumns: CsvColumn<Attendee>[] = [
  { header: 'Code', cell: (attendee) => attendee.code },
  { header: 'Full name', cell: (attendee) => attendee.fullname },
  { header: 'Registered', cell: (attendee) => yesNo(attendee.registered) },
  { header: 'Checked in', cell: (attendee) => yesNo(attendee.checkIn) },
  { header: 'Checked in at (UTC)', cell: (attendee) => attendee.checkedInAt },
  { header: 'Checked in by', cell: (attendee) => attendee.checkedInBy?.fullname ?? null },
];

/** Every attendee the list would show with this search and filter, as a CSV stream. */
export async function exportAttendees(db: Db, eventCode: number, query: AttendeeExportQuery) {
  await assertEventExists(db, eventCode);
  const attendees = inBatches((after, size) => repo.findAttendeesAfter(db, eventCode, query, after, size), toAttendee);
  return csvStream(attendeeColumns, attendees);
}

/** The signed-in staff member who scans: their code for the log, their name for the answer. */
export type Staff = Pick<AuthContext, 'code' | 'firstName' | 'lastName'>;

/**
 * Who scans (nobody at a station, which is named instead, or for an API token), where, and which
 * scan: what every change of attendance is logged with; and who the change record names.
 */
export interface Scan {
  by: Staff | null;
  actor: Actor;
  scanId?: string | undefined;
  station?: string | null | undefined;
  /**
   * Where a scan of several people gathers its changes, to record them in one statement at its
   * end: written one by one, a family's four check-ins took a third of the family's time.
   */
  changes?: Change[];
}

/** What the log says of a change a scan made: who, where, which scan, what. */
function entryOf(scan: Scan, action: CheckInAction) {
  return { by_code: scan.by?.code ?? null, station: scan.station ?? null, scan_id: scan.scanId ?? null, action };
}

function logChange(trx: Db, eventCode: number, memberCode: number, scan: Scan, action: CheckInAction, now: number) {
  return repo.logCheckIn(trx, { event_code: eventCode, member_code: memberCode, at: now, ...entryOf(scan, action) });
}

/** An attendee's check-in, with who made it, and their check-out. */
type CheckInState = Pick<
  repo.AttendeeRow,
  | 'checked_in_at'
  | 'checked_in_by'
  | 'by_first_name'
  | 'by_last_name'
  | 'checked_out_at'
  | 'checked_out_by'
  | 'out_first_name'
  | 'out_last_name'
>;

const NOT_CHECKED_OUT = { checked_out_at: null, checked_out_by: null, out_first_name: null, out_last_name: null };
const NOT_CHECKED_IN: CheckInState = {
  checked_in_at: null,
  checked_in_by: null,
  by_first_name: null,
  by_last_name: null,
  ...NOT_CHECKED_OUT,
};

function checkedInBy(scan: Scan, now: number): CheckInState {
  const { by } = scan;
  return {
    checked_in_at: now,
    checked_in_by: by?.code ?? null,
    by_first_name: by?.firstName ?? null,
    by_last_name: by?.lastName ?? null,
    ...NOT_CHECKED_OUT,
  };
}

/**
 * Brings a registered member's check-in to `checkIn`, logging the change if there is one, and
 * answers the check-in it leaves and whether they were checked in before this scan. A retry of the
 * scan that checked them in finds its own log entry, so it gets the first answer ("checked in"),
 * never "already checked in".
 */
async function applyCheckIn(
  trx: Db,
  eventCode: number,
  existing: repo.AttendeeRow,
  checkIn: boolean,
  scan: Scan,
  now: number,
): Promise<{ state: CheckInState; already: boolean; changed: boolean }> {
  const log = (action: CheckInAction) => logChange(trx, eventCode, existing.code, scan, action, now);
  // One who was checked out and comes back is checked in anew.
  if (checkIn && (existing.checked_in_at === null || existing.checked_out_at !== null)) {
    await repo.setCheckIn(trx, eventCode, existing.code, { at: now, by: scan.by?.code ?? null });
    await log('check-in');
    return { state: checkedInBy(scan, now), already: false, changed: true };
  }
  if (checkIn) {
    const already = !(scan.scanId && (await repo.scanCheckedIn(trx, eventCode, existing.code, scan.scanId)));
    return { state: existing, already, changed: false };
  }
  if (existing.checked_in_at === null) return { state: NOT_CHECKED_IN, already: false, changed: false };
  await repo.setCheckIn(trx, eventCode, existing.code, null);
  await log('undo');
  return { state: NOT_CHECKED_IN, already: false, changed: true };
}

type AttendanceAction = 'attendance.registered' | 'attendance.checked_in' | 'attendance.check_in_undone' | 'attendance.unregistered';

/**
 * The change record's entries of a change of an attendee, with `{eventCode, attendee}` for the
 * webhooks: the attendee as the list answers them, without the care a check-in shows at the door;
 * that care shown is a `care.read` of its own, once per scan.
 */
function attendanceChanges(eventCode: number, actions: AttendanceAction[], attendee: CheckInAnswer): Change[] {
  const { code, fullname, registered, checkIn, checkedInAt, checkedInBy, checkedOutAt, checkedOutBy } = attendee;
  const data = { eventCode, attendee: { code, fullname, registered, checkIn, checkedInAt, checkedInBy, checkedOutAt, checkedOutBy } };
  const changes: Change[] = actions.map((action) => ({ action, target: { kind: 'member' as const, id: code }, data }));
  changes.push(...careRead(code, Boolean(attendee.care)));
  return changes;
}

/** Records a change of an attendee (attendanceChanges), or gathers it into a scan of several. */
async function recordAttendance(trx: Db, scan: Scan, eventCode: number, actions: AttendanceAction[], attendee: CheckInAnswer, now: number) {
  const changes = attendanceChanges(eventCode, actions, attendee);
  if (scan.changes) scan.changes.push(...changes);
  else await recordChanges(trx, scan.actor, changes, now);
}

/**
 * The answer to a registration or check-in: the attendee as the transaction left them (put
 * together from what it read and wrote rather than read again: a statement less in every scan),
 * and with `checkIn` the scan's facts.
 */
function answer(
  member: repo.MemberRow,
  registeredAt: number,
  { state, already }: { state: CheckInState; already: boolean },
  checkIn: boolean,
): CheckInAnswer {
  const attendee = toAttendee({
    code: member.code,
    first_name: member.first_name,
    last_name: member.last_name,
    registered_at: registeredAt,
    ...state,
  });
  return { ...attendee, ...(checkIn && { alreadyCheckedIn: already, care: careOf(member) }) };
}

/** A disabled member (a merged one too) is neither registered nor checked in (docs/product.md §4.1). */
function refuseDisabled(member: repo.MemberRow): repo.MemberRow {
  if (!member.is_enabled) throw conflict(messages.attendance.memberDisabled);
  return member;
}

/** A member who may be registered: one who exists and is enabled. */
function registrable(member: repo.MemberRow | undefined): repo.MemberRow {
  if (!member) throw notFound(messages.members.notFound);
  return refuseDisabled(member);
}

/**
 * Registers the held member (checked in with `checkIn`) and logs it; answers null, changing
 * nothing, when a registration is there already.
 */
async function registerHeld(
  trx: Db,
  eventCode: number,
  member: repo.MemberRow,
  checkIn: boolean,
  scan: Scan,
  now: number,
): Promise<CheckInAnswer | null> {
  const entry = entryOf(scan, checkIn ? 'check-in' : 'register');
  const attended = answer(member, now, { state: checkIn ? checkedInBy(scan, now) : NOT_CHECKED_IN, already: false }, checkIn);
  const actions: AttendanceAction[] = checkIn ? ['attendance.registered', 'attendance.checked_in'] : ['attendance.registered'];
  const changes = attendanceChanges(eventCode, actions, attended);
  // A scan of one writes its record with the registration (in one statement on PostgreSQL); a
  // scan of several gathers it for its end.
  const record = scan.changes ? [] : changeRows(scan.actor, changes, now);
  if (!(await repo.insertAttendance(trx, { eventCode, memberCode: member.code, at: now, checkedIn: checkIn, entry }, record))) return null;
  scan.changes?.push(...changes);
  return attended;
}

/** The held member's registration brought to `checkIn` (applyCheckIn), as the answer says it. */
async function changeRegistered(
  trx: Db,
  eventCode: number,
  member: repo.MemberRow,
  existing: repo.AttendeeRow,
  checkIn: boolean,
  scan: Scan,
  now: number,
): Promise<CheckInAnswer> {
  const applied = await applyCheckIn(trx, eventCode, existing, checkIn, scan, now);
  const attended = answer(member, existing.registered_at, applied, checkIn);
  const actions: AttendanceAction[] = applied.changed ? [checkIn ? 'attendance.checked_in' : 'attendance.check_in_undone'] : [];
  await recordAttendance(trx, scan, eventCode, actions, attended, now);
  return attended;
}

/** An answer to a registration or check-in, and whether the call registered the member (201). */
export interface Attended {
  created: boolean;
  attendee: CheckInAnswer;
}

/**
 * Registers a member (and checks in with `checkIn`); a second call updates the check-in instead,
 * so a doubled scan never makes two rows.
 */
export async function register(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  input: { code: number; checkIn: boolean } & Omit<Scan, 'by' | 'actor'>,
  by: Staff | null,
  actor: Actor,
  now = Date.now(),
): Promise<Attended> {
  const scan = { ...input, by, actor };
  const attended = await changeAttendance(db, feed, eventCode, input.code, async (trx, held) => {
    // With the member held, nobody else registers, checks in or unregisters them until this
    // ends: what is read below stays true until the write.
    const member = registrable(held);
    // The first scan of a member (most scans) registers them in one statement; a row already
    // there is left as it is, and read to be updated below.
    const registered = await registerHeld(trx, eventCode, member, input.checkIn, scan, now);
    if (registered) return { created: true, attendee: registered };
    const existing = await repo.findAttendee(trx, eventCode, member.code);
    if (!existing) throw new Error(`registration of member ${member.code} at event ${eventCode} vanished while held`);
    return { created: false, attendee: await changeRegistered(trx, eventCode, member, existing, input.checkIn, scan, now) };
  });
  return input.checkIn ? withHousemates(db, eventCode, attended) : attended;
}

/**
 * A check-in's answer with the other members of the member's households (docs/api.md,
 * "Households"), so that the station can offer to check them in too: read once the check-in has
 * committed, holding nothing.
 */
async function withHousemates(db: Db, eventCode: number, attended: Attended): Promise<Attended> {
  const seen = new Set<number>();
  const household = [];
  for (const row of await doorRepo.findHousemates(db, eventCode, attended.attendee.code)) {
    if (seen.has(row.code)) continue;
    seen.add(row.code);
    household.push({
      code: row.code,
      fullname: fullname(row),
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      registered: row.registered_at !== null,
      checkIn: row.checked_in_at !== null,
    });
  }
  return { ...attended, attendee: { ...attended.attendee, household } };
}

/**
 * Brings a registered member's check-in to `checkIn`. One who is not registered is `404 Attendee
 * not found`, or with `register` is registered first, as `register` does (`created`): a walk-in at
 * an event open to all is one call, one transaction. A disabled member is refused a check-in as
 * `register` refuses them, registered or not; checking them out stays open, to correct the list.
 */
export async function setCheckIn(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  memberCode: number,
  input: { checkIn: boolean; register?: boolean } & Omit<Scan, 'by' | 'actor'>,
  by: Staff | null,
  actor: Actor,
  now = Date.now(),
): Promise<Attended> {
  const scan = { ...input, by, actor };
  const attended = await changeAttendance(db, feed, eventCode, memberCode, async (trx, member) => {
    // Held: read enabled, the member stays enabled (and unmerged) until this scan has written.
    if (member && input.checkIn) refuseDisabled(member);
    const existing = member && (await repo.findAttendee(trx, eventCode, memberCode));
    if (existing) return { created: false, attendee: await changeRegistered(trx, eventCode, member, existing, input.checkIn, scan, now) };
    if (!input.register) throw notFound(messages.attendance.attendeeNotFound);
    // Held, and found unregistered: nobody registers them before this transaction ends.
    const registered = await registerHeld(trx, eventCode, registrable(member), input.checkIn, scan, now);
    if (!registered) throw new Error(`member ${memberCode} was registered at event ${eventCode} while held`);
    return { created: true, attendee: registered };
  });
  return input.checkIn ? withHousemates(db, eventCode, attended) : attended;
}

const names = (members: readonly repo.MemberRow[]) => members.map(fullname).join(', ');

/**
 * Checks in several members at once (a family at the door) in one transaction, each as a scan
 * would (`setCheckIn`, with this call's scanId): all or none. A member not registered is
 * registered on the way at an event open to all, and at one that requires registration only with
 * `register`, or the whole call is `409` naming them. A retry with the same scanId finds its own
 * log entries and answers as the first call did, changing nothing.
 */
export async function checkInMembers(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  input: FamilyCheckInInput,
  by: Staff | null,
  actor: Actor,
  now = Date.now(),
): Promise<FamilyCheckInAnswer> {
  const scan: Scan = { by, actor, scanId: input.scanId, station: input.station };
  const answers = await inTransaction(db, (trx) => checkInHeld(trx, eventCode, input.members, input.register, scan, now));
  await feed.announce(eventCode);
  return {
    results: answers.map((answer) => ({
      code: answer.code,
      fullname: answer.fullname,
      alreadyCheckedIn: answer.alreadyCheckedIn ?? false,
      care: answer.care ?? null,
    })),
  };
}

/**
 * Checks in `codes` at one event inside the caller's transaction, each as a scan would: all or
 * none (checkInMembers, and a household's batch at a station for each of its events). The answers
 * are in the order of `codes`.
 */
export async function checkInHeld(
  trx: Db,
  eventCode: number,
  codes: readonly number[],
  register: boolean,
  given: Scan,
  now: number,
): Promise<CheckInAnswer[]> {
  const scan: Scan = { ...given, changes: [] };
  const members = new Map<number, repo.MemberRow>();
  let registrationRequired = false;
  // Held in the order of their codes, as every call holds several: two stations checking in
  // one family at once wait for each other rather than deadlock.
  for (const code of [...codes].sort((a, b) => a - b)) {
    const held = await repo.holdScan(trx, eventCode, code);
    if (!held) throw notFound(messages.events.notFound);
    if (held.isCancelled) throw conflict(messages.events.cancelled);
    if (!held.member) throw notFound(messages.door.memberUnknown({ code }));
    registrationRequired = held.registrationRequired;
    members.set(code, held.member);
  }
  const chosen = codes.map((code) => members.get(code)!);
  const disabled = chosen.filter((member) => !member.is_enabled);
  if (disabled.length > 0) throw conflict(messages.door.memberDisabled({ names: names(disabled) }));
  const existing = new Map<number, repo.AttendeeRow>();
  for (const member of chosen) {
    const registration = await repo.findAttendee(trx, eventCode, member.code);
    if (registration) existing.set(member.code, registration);
  }
  const unregistered = chosen.filter((member) => !existing.has(member.code));
  if (registrationRequired && !register && unregistered.length > 0)
    throw conflict(messages.door.notRegistered({ names: names(unregistered) }));
  const answers: CheckInAnswer[] = [];
  for (const member of chosen) {
    const registration = existing.get(member.code);
    const answer = registration
      ? await changeRegistered(trx, eventCode, member, registration, true, scan, now)
      : await registerHeld(trx, eventCode, member, true, scan, now);
    if (!answer) throw new Error(`member ${member.code} was registered at event ${eventCode} while held`);
    answers.push(answer);
  }
  await recordChanges(trx, scan.actor, scan.changes!, now);
  return answers;
}

/** Unregisters; a check-in it clears is logged as undone. */
export async function unregister(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  memberCode: number,
  by: Staff | null,
  actor: Actor,
  now = Date.now(),
): Promise<void> {
  await changeAttendance(db, feed, eventCode, memberCode, async (trx) => {
    const existing = await repo.findAttendee(trx, eventCode, memberCode);
    if (!existing) throw notFound(messages.attendance.attendeeNotFound);
    const { changed } = await applyCheckIn(trx, eventCode, existing, false, { by, actor }, now);
    await repo.deleteAttendance(trx, eventCode, memberCode);
    const attendee = toAttendee(existing);
    const actions: AttendanceAction[] = changed ? ['attendance.check_in_undone', 'attendance.unregistered'] : ['attendance.unregistered'];
    await recordAttendance(trx, { by, actor }, eventCode, actions, attendee, now);
  });
}

export async function listCheckIns(db: Db, eventCode: number, query: LogQuery): Promise<CheckInLog> {
  await assertEventExists(db, eventCode);
  const { rows, totalCount } = await repo.listCheckIns(db, eventCode, query);
  return {
    totalCount,
    checkIns: rows.map((row) => ({
      memberCode: row.member_code,
      fullname: fullname(row),
      at: new Date(row.at).toISOString(),
      byCode: row.by_code,
      byName: staff(row.by_code, row.by_first_name, row.by_last_name)?.fullname ?? null,
      station: row.station,
      scanId: row.scan_id,
      action: row.action,
      undone: row.action === 'check-in' && Boolean(row.undone_later),
    })),
  };
}

/** The events a member was registered for or checked in at, the latest to start first (their page's "Events"). */
export async function memberEvents(db: Db, memberCode: number, query: LogQuery, now = Date.now()): Promise<MemberEvents> {
  if (!(await findMember(db, memberCode))) throw notFound(messages.members.notFound);
  const { rows, totalCount } = await repo.listMemberEvents(db, memberCode, query);
  return {
    totalCount,
    events: rows.map((row) => ({
      code: row.code,
      name: row.name,
      program: row.program,
      startDate: utcDate(row.starts_at),
      startTime: utcTime(row.starts_at),
      endDate: utcDate(row.ends_at),
      endTime: utcTime(row.ends_at),
      status: eventStatus(row.starts_at, row.ends_at, Boolean(row.is_cancelled), now),
      registeredAt: instant(row.registered_at)!,
      checkedInAt: instant(row.checked_in_at),
      checkedOutAt: instant(row.checked_out_at),
    })),
  };
}

export async function countAttendance(db: Db, eventCode: number): Promise<LiveCounts> {
  await assertEventExists(db, eventCode);
  return repo.countAttendance(db, eventCode);
}

/**
 * Everything a station needs to decide a scan alone: who may be checked in, and who already is.
 * A disabled (or merged) member is not among them, so that no station checks in offline whom the
 * server refuses. The attendees and their households come as their JSON (rosterJson,
 * rosterHouseholdsJson), to be sent as they are.
 */
export async function getRoster(db: Db, eventCode: number, now = Date.now()) {
  const event = await getEvent(db, eventCode, now);
  const attendeesJson = await repo.rosterJson(db, eventCode, !event.registrationRequired);
  const householdsJson = await repo.rosterHouseholdsJson(db, eventCode, !event.registrationRequired);
  // The database writes `"care":null` for an attendee without care, and an object (PostgreSQL with
  // a space before the colon) for one with it.
  const showsCare = /"care"\s*:\s*\{/.test(attendeesJson);
  return { event, generatedAt: new Date(now).toISOString(), attendeesJson, householdsJson, showsCare };
}

/** How long the door's screen, refreshing its roster every 30 s, counts as one read of its care. */
const ROSTER_CARE_READ_MS = 60 * 60 * 1000;

/**
 * A roster that shows care, sent to a staff member (the door's screen, the event's care summary)
 * or a token, is one `care.read` of the event's an hour; a station's reads are its scans (decision 047).
 */
export async function recordRosterCareRead(db: Db, actor: Actor, eventCode: number, showsCare: boolean) {
  if (!showsCare || (actor.kind !== 'staff' && actor.kind !== 'token')) return;
  await recordUnlessRecent(db, actor, { action: 'care.read', target: { kind: 'event', id: eventCode } }, ROSTER_CARE_READ_MS);
}

/**
 * The roster's tag, from the event as it is now and the version of its attendance and members
 * (rosterVersion), without building the roster: a station that has it is answered `304` at the
 * cost of two small reads, where building the roster of an event open to 100,000 members took
 * the database a second. Taken before the roster is built, so a tag is never newer than the
 * roster sent with it.
 */
export async function getRosterTag(db: Db, eventCode: number, now = Date.now()) {
  const event = await getEvent(db, eventCode, now);
  const version = await repo.rosterVersion(db, eventCode, !event.registrationRequired);
  const hash = createHash('sha256').update(JSON.stringify(event)).update(version);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * Calls `onCounts` with the event's counters now and after every change to its attendance, from
 * any server process. A burst of changes while the counters are being read makes one more
 * reading, not one per change. Answers the stop.
 */
export async function watchCounts(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  onCounts: (counts: LiveCounts) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  let reading = false;
  let again = false;
  let stopped = false;
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const counts = await repo.countAttendance(db, eventCode);
        if (!stopped) onCounts(counts);
      } while (again && !stopped);
    } catch (error) {
      onError(error);
    } finally {
      reading = false;
    }
  };
  const unwatch = await feed.watch(eventCode, () => void read());
  await read();
  return () => {
    stopped = true;
    unwatch();
  };
}
