import {
  ageOn,
  HOUSEHOLD_ROLES,
  normalizeText,
  type DoorGroup,
  type DoorMember,
  type Roster,
  type RosterAttendee,
  doorSearchTerm,
} from '@console/contracts';

/** The most groups a search shows, as the server answers (docs/api.md, "At the door"). */
const GROUPS_MAX = 10;

/** Whether this device checked the member in, though the roster does not know it yet. */
export type CheckedHere = (memberCode: number) => boolean;

const byRole = (member: DoorMember) => HOUSEHOLD_ROLES.indexOf(member.role ?? 'other');

/**
 * The families of a stored roster, read as the door's search answers them: the same groups, by
 * the same rules, for a station searching while the network is down. A household member who is
 * not on the roster is not registered; their phone and birth date are not known here.
 */
/** A person's name as a roster has it (without the parts apart when stored before they were). */
type PersonName = { fullname: string; firstName?: string; lastName?: string };

export function rosterFamilies(roster: Roster, checkedHere: CheckedHere) {
  // A roster stored on the device before rosters carried households has none.
  const stored: Roster['households'] = roster.households ?? [];
  const attendees = new Map(roster.attendees.map((attendee) => [attendee.code, attendee]));
  const day = roster.event.startDate;
  const person = (code: number, name: PersonName, role: DoorMember['role']): DoorMember => {
    const attendee: RosterAttendee | undefined = attendees.get(code);
    return {
      code,
      fullname: attendee?.fullname ?? name.fullname,
      // A roster stored before rosters carried the name apart has only the whole name.
      firstName: attendee?.firstName ?? name.firstName ?? attendee?.fullname ?? name.fullname,
      lastName: attendee?.lastName ?? name.lastName ?? '',
      role,
      age: ageOn(attendee?.birthDate ?? null, day),
      registered: attendee?.registered ?? false,
      checkIn: Boolean(attendee?.checkIn) || checkedHere(code),
      checkedOutAt: null,
    };
  };
  const households = stored.map((household) => {
    const members = household.members.map((member) => person(member.code, member, member.role));
    // Adults, then others, then children, each oldest first (the earliest birth date), as the server lists them.
    const birth = (member: DoorMember) => attendees.get(member.code)?.birthDate ?? '9999';
    members.sort((a, b) => byRole(a) - byRole(b) || birth(a).localeCompare(birth(b)) || a.code - b.code);
    return { household, members, group: { householdId: household.id, name: household.name, members } satisfies DoorGroup };
  });
  const inHousehold = new Set(stored.flatMap((household) => household.members.map((member) => member.code)));
  return { attendees, households, inHousehold, person };
}

/** The door's search over a stored roster (rosterFamilies), at most 10 groups by name. */
export function searchRoster(roster: Roster, q: string, checkedHere: CheckedHere): DoorGroup[] {
  const term = doorSearchTerm(q);
  if (!term) return [];
  const { households, inHousehold, person } = rosterFamilies(roster, checkedHere);
  const phones = new Map(roster.attendees.map((attendee) => [attendee.code, attendee.phoneDigits]));
  const matches = (name: string, digits: string | null | undefined) =>
    'digits' in term ? Boolean(digits?.includes(term.digits)) : normalizeText(name).includes(term.name);
  const found: { key: string; group: DoorGroup }[] = [];
  for (const { household, members, group } of households) {
    if (members.length === 0) continue;
    if (matches(household.name, household.phoneDigits) || members.some((member) => matches(member.fullname, phones.get(member.code))))
      found.push({ key: normalizeText(household.name), group });
  }
  for (const attendee of roster.attendees) {
    if (inHousehold.has(attendee.code) || !matches(attendee.fullname, attendee.phoneDigits)) continue;
    const member = person(attendee.code, attendee, null);
    found.push({ key: normalizeText(attendee.fullname), group: { householdId: null, name: attendee.fullname, members: [member] } });
  }
  return found
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, GROUPS_MAX)
    .map(({ group }) => group);
}

/** The other members of a member's households on a stored roster: what a scan offers to check in too. */
export function rosterHousemates(roster: Roster, memberCode: number, checkedHere: CheckedHere): DoorMember[] {
  const { households } = rosterFamilies(roster, checkedHere);
  const seen = new Set([memberCode]);
  const housemates: DoorMember[] = [];
  for (const { members } of households) {
    if (!members.some((member) => member.code === memberCode)) continue;
    for (const member of members) {
      if (seen.has(member.code)) continue;
      seen.add(member.code);
      housemates.push(member);
    }
  }
  return housemates;
}
