import { MEMBER_FOOD_CARE_FIELDS, type MemberFoodCareField, type RosterAttendee } from '@console/contracts';

export interface CareGroup {
  /** The need as written on the first member who has it. */
  need: string;
  registered: string[];
  checked: string[];
}

/** Each food care field's needs. */
export type CareSummary = Record<MemberFoodCareField, CareGroup[]>;

/** Needs written with different capitals or spaces are one need ("Vegan", " vegan "). */
const needKey = (need: string) => need.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

function groupBy(attendees: RosterAttendee[], field: MemberFoodCareField): CareGroup[] {
  const groups = new Map<string, CareGroup>();
  for (const attendee of attendees) {
    const need = attendee.care?.[field];
    if (!need) continue;
    const group = groups.get(needKey(need)) ?? { need: need.trim(), registered: [], checked: [] };
    group.registered.push(attendee.fullname);
    if (attendee.checkIn) group.checked.push(attendee.fullname);
    groups.set(needKey(need), group);
  }
  // The most common needs first, then by name.
  return [...groups.values()].sort((a, b) => b.registered.length - a.registered.length || a.need.localeCompare(b.need));
}

/** For catering: how many registered and checked-in attendees have each diet restriction and food allergy, and who. */
export function careSummary(attendees: RosterAttendee[]): CareSummary {
  const registered = attendees.filter((attendee) => attendee.registered);
  return Object.fromEntries(MEMBER_FOOD_CARE_FIELDS.map((field) => [field, groupBy(registered, field)])) as CareSummary;
}
