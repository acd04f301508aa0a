import { fitsAges, type DoorGroup, type DoorMember, type Event } from '@console/contracts';

/** Who goes to which events: member code → the codes of the events they are checked in to. */
export type Picks = Record<number, number[]>;

/**
 * The events a member is offered first: those whose ages fit (fitsAges, the manned station's rule
 * too: an unknown age fits only the events open to every age).
 */
export function eventsFitting(member: DoorMember, events: readonly Event[]): Event[] {
  return events.filter((event) => fitsAges(member.age, event));
}

/**
 * The picks a family opens with: each child not yet checked in, with the events that fit their
 * age. Adults choose for themselves (most come to drop the children off).
 */
export function initialPicks(group: DoorGroup, events: readonly Event[]): Picks {
  const picks: Picks = {};
  for (const member of group.members) {
    if (member.role !== 'child' || member.checkIn) continue;
    const fitting = eventsFitting(member, events);
    if (fitting.length > 0) picks[member.code] = fitting.map((event) => event.code);
  }
  return picks;
}

/**
 * A member's picks when their own toggle is tapped: off if they had any; else on, with the events
 * that fit them, or the first event when none fits (the chips below then let them choose another).
 */
export function toggledMember(picks: Picks, member: DoorMember, events: readonly Event[]): Picks {
  const { [member.code]: current, ...others } = picks;
  if (current && current.length > 0) return others;
  const fitting = member.role === 'child' ? eventsFitting(member, events) : [];
  const chosen = fitting.length > 0 ? fitting : events.slice(0, 1);
  return chosen.length > 0 ? { ...others, [member.code]: chosen.map((event) => event.code) } : others;
}

/** One event chip tapped: the event joins or leaves the member's picks (none left: the member is off). */
export function toggledEvent(picks: Picks, memberCode: number, eventCode: number): Picks {
  const { [memberCode]: current = [], ...others } = picks;
  const next = current.includes(eventCode) ? current.filter((code) => code !== eventCode) : [...current, eventCode];
  return next.length > 0 ? { ...others, [memberCode]: next } : others;
}

/** What the check-in sends, in the family's order and the events' order. */
export function selectionsOf(picks: Picks, group: DoorGroup, events: readonly Event[]) {
  return group.members.flatMap((member) =>
    events.filter((event) => picks[member.code]?.includes(event.code)).map((event) => ({ memberCode: member.code, eventCode: event.code })),
  );
}
