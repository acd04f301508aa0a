import { ageOn, type DoorGroup, type DoorMember, type HouseholdRole, messages, doorSearchTerm } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './door.repository.ts';

/** The most groups a door search answers: a volunteer reads them at a glance. */
export const DOOR_GROUPS_MAX = 10;

type Found = { sortKey: string; householdId: number; code?: never } | { sortKey: string; code: number; householdId?: never };

/**
 * The families the door's search finds for an event (docs/api.md, "Households"): each household
 * whose phone or name matches, or with a member whose phones or name match, and each matching
 * member in no household as a group of one; by name, at most DOOR_GROUPS_MAX, each person with
 * their role, their age on the event's day and their state at the event.
 */
export async function searchDoor(db: Db, eventCode: number, q: string): Promise<DoorGroup[]> {
  const startsAt = await repo.findEventStart(db, eventCode);
  if (startsAt === undefined) throw notFound(messages.events.notFound);
  const eventDay = new Date(startsAt).toISOString().slice(0, 10);
  const term = doorSearchTerm(q);
  if (!term) return [];
  // Every household found, by its own match or by a member's, once.
  const households = new Map((await repo.findMatchingHouseholds(db, term)).map((row) => [row.id, row]));
  const found: Found[] = [];
  for (const row of await repo.findMatchingMembers(db, term)) {
    if (row.households.length === 0) found.push({ sortKey: row.fullname_sort, code: row.code });
    for (const household of row.households) households.set(household.id, household);
  }
  found.push(...[...households.values()].map((row) => ({ sortKey: row.name_normalized, householdId: row.id })));
  const chosen = found
    .sort((a, b) => compare(a.sortKey, b.sortKey) || (a.householdId ?? a.code!) - (b.householdId ?? b.code!))
    .slice(0, DOOR_GROUPS_MAX);

  const at = (row: DoorRow, role: HouseholdRole | null): DoorMember => ({
    code: row.code,
    fullname: `${row.first_name} ${row.last_name}`,
    role,
    age: ageOn(row.birth_date, eventDay),
    registered: row.registered_at !== null,
    checkIn: row.checked_in_at !== null,
    checkedOutAt: null,
  });
  const chosenHouseholds = chosen.flatMap((group) => (group.householdId === undefined ? [] : [group.householdId]));
  const householdMembers = new Map<number, (DoorRow & { role: HouseholdRole })[]>();
  for (const row of await repo.findHouseholdsAtEvent(db, eventCode, chosenHouseholds)) {
    householdMembers.set(row.household_id, [...(householdMembers.get(row.household_id) ?? []), row]);
  }
  const loneCodes = chosen.flatMap((group) => (group.code === undefined ? [] : [group.code]));
  const lone = new Map((await repo.findMembersAtEvent(db, eventCode, loneCodes)).map((row) => [row.code, row]));
  return chosen.flatMap((group): DoorGroup[] => {
    if (group.code !== undefined) {
      const member = at(lone.get(group.code)!, null);
      return [{ householdId: null, name: member.fullname, members: [member] }];
    }
    const rows = householdMembers.get(group.householdId) ?? [];
    // A household whose members are all disabled has nobody to check in.
    if (rows.length === 0) return [];
    return [
      { householdId: group.householdId, name: households.get(group.householdId)!.name, members: rows.map((row) => at(row, row.role)) },
    ];
  });
}

type DoorRow = Awaited<ReturnType<typeof repo.findMembersAtEvent>>[number];

/** Sort keys (normalised names) compare as text, whatever the locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
