import { messages, type Attendee, type AttendeeList, type AttendeeListQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './attendance.repository.ts';

const fullname = (member: { first_name: string; last_name: string }) => `${member.first_name} ${member.last_name}`;

function toAttendee(member: { code: number; first_name: string; last_name: string }, checkedInAt: number | null): Attendee {
  return { code: member.code, fullname: fullname(member), registered: true, checkIn: checkedInAt !== null };
}

async function assertEventExists(db: Db, eventCode: number) {
  const event = await repo.findEventState(db, eventCode);
  if (!event) throw notFound(messages.events.notFound);
  return event;
}

/** Attendance of a cancelled event is frozen. */
async function assertEventOpen(db: Db, eventCode: number) {
  const event = await assertEventExists(db, eventCode);
  if (event.is_cancelled) throw conflict(messages.events.cancelled);
}

export async function listAttendees(db: Db, eventCode: number, query: AttendeeListQuery): Promise<AttendeeList> {
  await assertEventExists(db, eventCode);
  const { rows, totalCount } = await repo.listAttendees(db, eventCode, query);
  return {
    totalCount,
    attendees: rows.map((row) => ({
      code: row.code,
      fullname: fullname(row),
      registered: row.registered_at !== null,
      checkIn: row.checked_in_at !== null,
    })),
  };
}

/**
 * Registers a member (and checks in with `checkIn`); a second call updates the check-in instead,
 * so a doubled scan never makes two rows. `created` tells the route 201 from 200.
 */
export async function register(
  db: Db,
  eventCode: number,
  input: { code: number; checkIn: boolean },
  now = Date.now(),
): Promise<{ created: boolean; attendee: Attendee }> {
  await assertEventOpen(db, eventCode);
  const member = await repo.findMember(db, input.code);
  if (!member) throw notFound(messages.members.notFound);
  if (!member.is_enabled) throw conflict(messages.attendance.memberDisabled);
  // A parallel unregister may delete the row between the two statements; then register anew.
  for (;;) {
    const inserted = await repo.insertAttendance(db, eventCode, member.code, input.checkIn, now);
    if (inserted) return { created: true, attendee: toAttendee(member, inserted.checked_in_at) };
    const updated = await repo.setCheckIn(db, eventCode, member.code, input.checkIn, now);
    if (updated) return { created: false, attendee: toAttendee(member, updated.checked_in_at) };
  }
}

export async function setCheckIn(db: Db, eventCode: number, memberCode: number, checkIn: boolean, now = Date.now()): Promise<Attendee> {
  await assertEventOpen(db, eventCode);
  const updated = await repo.setCheckIn(db, eventCode, memberCode, checkIn, now);
  const member = updated && (await repo.findMember(db, memberCode));
  if (!member) throw notFound(messages.attendance.attendeeNotFound);
  return toAttendee(member, updated.checked_in_at);
}

export async function unregister(db: Db, eventCode: number, memberCode: number): Promise<void> {
  await assertEventOpen(db, eventCode);
  if (!(await repo.deleteAttendance(db, eventCode, memberCode))) throw notFound(messages.attendance.attendeeNotFound);
}
