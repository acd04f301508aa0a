import {
  doorSearchTerm,
  normalizeText,
  PHONE_END_LENGTH,
  STATION_EVENT_LEAD_MINUTES,
  utcInstant,
  type BatchInput,
  type DoorGroup,
  type Event,
  type StationRoster,
  type StationRosterHousehold,
} from '@console/contracts';

/** The most families a search shows, as the server answers. */
const GROUPS_MAX = 10;

/** Whether this device checked a member in to an event, in a batch still waiting to be sent. */
export type CheckedHere = (memberCode: number, eventCode: number) => boolean;

/** The predicate of the device's waiting batches (their selections). */
export function checkedHereBy(waiting: readonly { body: Pick<BatchInput, 'selections'> }[]): CheckedHere {
  const pairs = new Set(waiting.flatMap(({ body }) => body.selections.map((pick) => `${pick.memberCode}:${pick.eventCode}`)));
  return (memberCode, eventCode) => pairs.has(`${memberCode}:${eventCode}`);
}

/**
 * The roster's events a station serves at `now` by the device's clock, as the server decides it
 * online: in progress, or starting within STATION_EVENT_LEAD_MINUTES.
 */
export function servedEvents(roster: StationRoster, now: Date): Event[] {
  const time = now.getTime();
  const lead = STATION_EVENT_LEAD_MINUTES * 60_000;
  return roster.events.filter(
    (event) =>
      !event.isCancelled && utcInstant(event.startDate, event.startTime) - lead <= time && time < utcInstant(event.endDate, event.endTime),
  );
}

/**
 * A roster household as the door's search gives it, so that the kiosk's screens take it unchanged:
 * a member counts as checked in when they are in the first served event, by the roster or by a
 * batch this device made and has not sent yet.
 */
export function rosterGroup(household: StationRosterHousehold, events: readonly Event[], checkedHere: CheckedHere): DoorGroup {
  const first = events[0];
  return {
    householdId: household.id,
    name: household.name,
    members: household.members.map((member) => ({
      code: member.code,
      fullname: member.fullname,
      firstName: member.firstName,
      lastName: member.lastName,
      role: member.role,
      age: member.age,
      // The roster does not say who is registered; a station's batch registers whoever it checks in.
      registered: false,
      checkIn: first !== undefined && (member.checkedIn.includes(first.code) || checkedHere(member.code, first.code)),
      checkedOutAt: null,
    })),
  };
}

/**
 * The door's search over a stored roster, for a kiosk without the network: the typed digits' last
 * 4 against each household's phone ends, or a name (the household's or a member's), at most 10
 * households by name, as the server answers (the roster holds them by id).
 */
export function searchStoredRoster(roster: StationRoster, q: string, events: readonly Event[], checkedHere: CheckedHere): DoorGroup[] {
  const term = doorSearchTerm(q);
  if (!term) return [];
  const matches =
    'digits' in term
      ? (household: StationRosterHousehold) => household.phoneEnds.includes(term.digits.slice(-PHONE_END_LENGTH))
      : (household: StationRosterHousehold) =>
          [household.name, ...household.members.map((member) => member.fullname)].some((name) => normalizeText(name).includes(term.name));
  const byName = (household: StationRosterHousehold) => normalizeText(household.name);
  return roster.households
    .filter((household) => household.members.length > 0 && matches(household))
    .sort((a, b) => (byName(a) < byName(b) ? -1 : byName(a) > byName(b) ? 1 : a.id - b.id))
    .slice(0, GROUPS_MAX)
    .map((household) => rosterGroup(household, events, checkedHere));
}
