import { messages, type Attendee, type AttendeeList, type AttendeeListQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './attendance.repository.ts';

const fullname = (member: { first_name: string; last_name: string }) => `${member.first_name} ${member.last_name}`;

function toAttendee(member: { code: number; first_name: string; last_name: string }, checkedInAt: number | null): Attendee {
  return { code: member.code, fullname: fullname(member), registered: true, checkIn: checkedInAt !== null };
}

async function assertEventExists(db: Db, eventCode: number, lock = false) {
  const event = await repo.findEventState(db, eventCode, lock);
  if (!event) throw notFound(messages.events.notFound);
  return event;
}

/** Attendance of a cancelled event is frozen; the event stays uncancelled until the caller's transaction ends. */
async function assertEventOpen(trx: Db, eventCode: number) {
  const event = await assertEventExists(trx, eventCode, true);
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
  return inTransaction(db, async (trx) => {
    await assertEventOpen(trx, eventCode);
    // With the member held, nobody else registers or unregisters them until this ends: the
    // insert either makes the row or finds it, and no retry is needed.
    const member = await repo.findMember(trx, input.code, true);
    if (!member) throw notFound(messages.members.notFound);
    if (!member.is_enabled) throw conflict(messages.attendance.memberDisabled);
    const inserted = await repo.insertAttendance(trx, eventCode, member.code, input.checkIn, now);
    if (inserted) return { created: true, attendee: toAttendee(member, inserted.checked_in_at) };
    const updated = await repo.setCheckIn(trx, eventCode, member.code, input.checkIn, now);
    if (!updated) throw new Error(`registration of member ${member.code} at event ${eventCode} vanished while held`);
    return { created: false, attendee: toAttendee(member, updated.checked_in_at) };
  });
}

export async function setCheckIn(db: Db, eventCode: number, memberCode: number, checkIn: boolean, now = Date.now()): Promise<Attendee> {
  return inTransaction(db, async (trx) => {
    await assertEventOpen(trx, eventCode);
    const updated = await repo.setCheckIn(trx, eventCode, memberCode, checkIn, now);
    const member = updated && (await repo.findMember(trx, memberCode));
    if (!member) throw notFound(messages.attendance.attendeeNotFound);
    return toAttendee(member, updated.checked_in_at);
  });
}

export async function unregister(db: Db, eventCode: number, memberCode: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await assertEventOpen(trx, eventCode);
    await repo.findMember(trx, memberCode, true);
    if (!(await repo.deleteAttendance(trx, eventCode, memberCode))) throw notFound(messages.attendance.attendeeNotFound);
  });
}
