import { fitsAges, type DoorGroup, type Event } from '@console/contracts';

/** One pair of a person and an event, as a checkbox's value: `memberCode:eventCode`. */
export const selectionValue = (memberCode: number, eventCode: number) => `${memberCode}:${eventCode}`;

export function parseSelection(value: string): { memberCode: number; eventCode: number } {
  const [memberCode, eventCode] = value.split(':').map(Number);
  return { memberCode: memberCode!, eventCode: eventCode! };
}

/**
 * What is ticked when a family opens: each child in every event that fits their age, except the
 * event they are already in. Adults come to a children's door to bring them, so they are left to
 * the volunteer to tick.
 */
export function preselected(group: DoorGroup, events: Pick<Event, 'code' | 'ageMin' | 'ageMax'>[], eventCode: number): string[] {
  return group.members.flatMap((member) =>
    member.role !== 'child'
      ? []
      : events
          .filter((event) => fitsAges(member.age, event) && !(event.code === eventCode && member.checkIn))
          .map((event) => selectionValue(member.code, event.code)),
  );
}
