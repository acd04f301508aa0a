import type { BatchAnswer, BatchInput, StationRoster } from '@console/contracts';
import type { CheckedHere } from './roster-search.ts';

/**
 * What the kiosk shows and prints for a check-in it made offline, shaped as the server's answer:
 * the batch is the call's scanId (the server makes it the batch's id), the code the one made on
 * the device, each child's care from the roster, and "already checked in" where the roster or an
 * earlier batch of this device (`checkedHere`, read before this one was kept) says so.
 */
export function offlineAnswer(
  body: Pick<BatchInput, 'scanId' | 'householdId' | 'selections'>,
  securityCode: string,
  roster: StationRoster,
  checkedHere: CheckedHere,
): BatchAnswer {
  const household = roster.households.find((candidate) => candidate.id === body.householdId);
  const members = new Map(household?.members.map((member) => [member.code, member]));
  return {
    batchId: body.scanId,
    securityCode,
    results: body.selections.map(({ memberCode, eventCode }) => {
      const member = members.get(memberCode);
      return {
        memberCode,
        eventCode,
        alreadyCheckedIn: Boolean(member?.checkedIn.includes(eventCode)) || checkedHere(memberCode, eventCode),
        care: member?.care ?? null,
      };
    }),
  };
}
