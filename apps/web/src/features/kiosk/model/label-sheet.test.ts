import { describe, expect, it } from 'vitest';
import type { BatchAnswer, DoorGroup } from '@console/contracts';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { labelDate, labelSheetOf } from './label-sheet.ts';

const kids = buildEvent({ code: 10, name: 'Kids club' });
const service = buildEvent({ code: 12, name: 'Sunday service' });
const BATCH = '0b7c9d3e-5f1a-4c2b-9e8d-7a6b5c4d3e2f';

const family: DoorGroup = {
  householdId: 7,
  name: 'The Rivera family',
  members: [
    {
      code: 1,
      fullname: 'Ana Rivera',
      firstName: 'Ana',
      lastName: 'Rivera',
      role: 'adult',
      age: 40,
      registered: true,
      checkIn: false,
      checkedOutAt: null,
    },
    {
      code: 2,
      fullname: 'María José Rivera Gil',
      firstName: 'María José',
      lastName: 'Rivera Gil',
      role: 'child',
      age: 7,
      registered: true,
      checkIn: false,
      checkedOutAt: null,
    },
    {
      code: 3,
      fullname: 'Leo Rivera',
      firstName: 'Leo',
      lastName: 'Rivera',
      role: 'child',
      age: 4,
      registered: true,
      checkIn: false,
      checkedOutAt: null,
    },
  ],
};

function answer(results: BatchAnswer['results']): BatchAnswer {
  return { batchId: BATCH, securityCode: 'K7QM', results };
}

describe('a batch label sheet', () => {
  it('labels each child in each event, with the alerts, then the pickup tag with their first names once each', () => {
    const sheet = labelSheetOf(
      answer([
        { memberCode: 1, eventCode: 12, alreadyCheckedIn: false, care: { medicalConditions: 'Diabetes' } },
        {
          memberCode: 2,
          eventCode: 10,
          alreadyCheckedIn: false,
          care: { foodAllergies: 'Peanuts', medicalConditions: 'Asthma', dietRestrictions: 'Vegetarian' },
        },
        {
          memberCode: 2,
          eventCode: 12,
          alreadyCheckedIn: false,
          care: { foodAllergies: 'Peanuts', medicalConditions: 'Asthma', dietRestrictions: 'Vegetarian' },
        },
        { memberCode: 3, eventCode: 10, alreadyCheckedIn: true, care: null },
      ]),
      family,
      [kids, service],
      '2026-11-29',
    );
    expect(sheet).toEqual({
      securityCode: 'K7QM',
      date: '2026-11-29',
      nameLabels: [
        { firstName: 'María José', lastName: 'Rivera Gil', eventName: 'Kids club', allergies: 'Peanuts', care: 'Asthma; Vegetarian' },
        { firstName: 'María José', lastName: 'Rivera Gil', eventName: 'Sunday service', allergies: 'Peanuts', care: 'Asthma; Vegetarian' },
        { firstName: 'Leo', lastName: 'Rivera', eventName: 'Kids club', allergies: null, care: null },
      ],
      pickupTag: { childrenFirstNames: ['María José', 'Leo'], qrText: `${BATCH}:K7QM` },
    });
  });

  it('gives a batch of adults a name label each and no tag', () => {
    const sheet = labelSheetOf(
      answer([{ memberCode: 1, eventCode: 12, alreadyCheckedIn: false, care: { medicalConditions: 'Diabetes', foodAllergies: '' } }]),
      family,
      [kids, service],
      '2026-11-29',
    );
    expect(sheet.nameLabels).toEqual([
      { firstName: 'Ana', lastName: 'Rivera', eventName: 'Sunday service', allergies: null, care: 'Diabetes' },
    ]);
    expect(sheet.pickupTag).toBeNull();
  });

  it('prints the day of the device', () => {
    expect(labelDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
