import { ageOn, type DoorGroup, type DoorMember, messages, doorSearchTerm } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './door.repository.ts';

/**
 * The families the door's search finds for an event (docs/api.md, "Households"): each household
 * whose phone or name matches, or with a member whose phones or name match, and each matching
 * member in no household as a group of one; by name, at most repo.DOOR_GROUPS_MAX, each person with
 * their role, their age on the event's day and their state at the event.
 */
export async function searchDoor(db: Db, eventCode: number, q: string): Promise<DoorGroup[]> {
  const term = doorSearchTerm(q);
  const rows = term ? await repo.findDoorGroups(db, eventCode, term) : [];
  // The rows carry the event's start; only an answer with none asks whether the event exists.
  const startsAt = rows[0]?.starts_at ?? (await repo.findEventStart(db, eventCode));
  if (startsAt === undefined) throw notFound(messages.events.notFound);
  const eventDay = new Date(startsAt).toISOString().slice(0, 10);
  const found: DoorGroup[] = [];
  for (const row of rows) {
    const member: DoorMember = {
      code: row.code,
      fullname: `${row.first_name} ${row.last_name}`,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      age: ageOn(row.birth_date, eventDay),
      registered: row.registered_at !== null,
      checkIn: row.checked_in_at !== null,
      checkedOutAt: row.checked_out_at === null ? null : new Date(row.checked_out_at).toISOString(),
    };
    // The rows come group by group: a household's members together, a lone member alone.
    const last = found.at(-1);
    if (row.household_id !== null && last?.householdId === row.household_id) last.members.push(member);
    else found.push({ householdId: row.household_id, name: row.household_name ?? member.fullname, members: [member] });
  }
  return found;
}
