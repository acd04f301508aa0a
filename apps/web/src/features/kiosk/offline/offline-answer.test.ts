import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './offline-answer.ts';
import { checkedHereBy } from './roster-search.ts';
import { buildRoster } from '../../../test/station-roster-fixtures.ts';

const SCAN_ID = '0b7c9d3e-5f1a-4c2b-9e8d-7a6b5c4d3e2f';

describe('offlineAnswer', () => {
  it("answers as the server would: the scanId as the batch, the device's code, care from the roster", () => {
    const roster = buildRoster();
    const selections = [
      { memberCode: 1, eventCode: 43 },
      { memberCode: 2, eventCode: 41 },
    ];
    expect(offlineAnswer({ scanId: SCAN_ID, householdId: 17, selections }, 'KQ7MA', roster, () => false)).toEqual({
      batchId: SCAN_ID,
      securityCode: 'KQ7MA',
      results: [
        { memberCode: 1, eventCode: 43, alreadyCheckedIn: false, care: null },
        { memberCode: 2, eventCode: 41, alreadyCheckedIn: false, care: { foodAllergies: 'Peanuts' } },
      ],
    });
  });

  it('says already checked in where the roster or a waiting batch of this device says so', () => {
    const roster = buildRoster();
    roster.households[2]!.members[0]!.checkedIn = [43];
    const here = checkedHereBy([{ body: { selections: [{ memberCode: 2, eventCode: 41 }] } }]);
    const selections = [
      { memberCode: 1, eventCode: 43 },
      { memberCode: 2, eventCode: 41 },
      { memberCode: 2, eventCode: 43 },
    ];
    const answer = offlineAnswer({ scanId: SCAN_ID, householdId: 17, selections }, 'KQ7MA', roster, here);
    expect(answer.results.map((result) => result.alreadyCheckedIn)).toEqual([true, true, false]);
  });
});
