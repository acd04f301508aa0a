import { pickupTagText, type BatchAnswer, type DoorGroup, type Event, type LabelSheet } from '@console/contracts';

/*
 * What a batch's labels print, made on the station from what it already holds (the family it
 * found, the events it serves, the check-in's answer) with the server's rules
 * (apps/server/src/modules/stations/labels.service.ts): a name label for each child in each event,
 * then the adult's pickup tag with the children's first names; a batch of no child gets a name
 * label each and no tag, there being nobody to collect.
 */

/** Today on this device's calendar, as the labels print it (YYYY-MM-DD). */
export function labelDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function labelSheetOf(answer: BatchAnswer, group: DoorGroup, events: readonly Event[], date: string): LabelSheet {
  const rows = answer.results.flatMap((result) => {
    const member = group.members.find((candidate) => candidate.code === result.memberCode);
    const event = events.find((candidate) => candidate.code === result.eventCode);
    return member && event ? [{ result, member, event }] : [];
  });
  const children = rows.filter((row) => row.member.role === 'child');
  const labelled = children.length > 0 ? children : rows;
  return {
    securityCode: answer.securityCode,
    date,
    nameLabels: labelled.map(({ result, member, event }) => {
      const care = [result.care?.medicalConditions, result.care?.dietRestrictions].filter((text) => text).join('; ');
      return {
        firstName: member.firstName,
        lastName: member.lastName,
        eventName: event.name,
        allergies: result.care?.foodAllergies || null,
        care: care || null,
      };
    }),
    pickupTag:
      children.length > 0
        ? {
            childrenFirstNames: [...new Set(children.map((row) => row.member.firstName))],
            qrText: pickupTagText(answer.batchId, answer.securityCode),
          }
        : null,
  };
}
