import { describe, expect, it } from 'vitest';
import type { DoorGroup, DoorMember } from '@console/contracts';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { initialPicks, selectionsOf, toggledEvent, toggledMember } from './selections.ts';
import { personName } from '../../../test/attendance-fixtures.ts';

const kids = buildEvent({ code: 10, name: 'Kids club', ageMin: 3, ageMax: 11 });
const youth = buildEvent({ code: 11, name: 'Youth', ageMin: 12, ageMax: 17 });
const service = buildEvent({ code: 12, name: 'Service', ageMin: null, ageMax: null });
const events = [kids, youth, service];

function member(code: number, role: DoorMember['role'], age: number | null, checkIn = false): DoorMember {
  return { code, ...personName(`Person ${code}`), role, age, registered: true, checkIn, checkedOutAt: null };
}

const family: DoorGroup = {
  householdId: 7,
  name: 'The Rivera family',
  members: [member(1, 'adult', 40), member(2, 'child', 7), member(3, 'child', 13), member(4, 'child', null), member(5, 'child', 5, true)],
};

describe('the picks a family opens with', () => {
  it('chooses each child not yet in, with the events that fit their age; no adult', () => {
    // 7: kids (3-11) and the service (no limits); 13: youth (12-17) and the service; unknown age:
    // the service alone (no group by age is chosen blind); the child already checked in and the
    // adult: nothing.
    expect(initialPicks(family, events)).toEqual({ 2: [10, 12], 3: [11, 12], 4: [12] });
  });

  it('leaves out a child whom no event fits', () => {
    expect(initialPicks({ ...family, members: [member(3, 'child', 13)] }, [kids])).toEqual({});
  });
});

describe('toggles', () => {
  it('a member tapped off loses every event; tapped on again, gets what fits (an adult the first event)', () => {
    const start = initialPicks(family, events);
    const off = toggledMember(start, family.members[1]!, events);
    expect(off[2]).toBeUndefined();
    expect(toggledMember(off, family.members[1]!, events)[2]).toEqual([10, 12]);
    expect(toggledMember(start, family.members[0]!, events)[1]).toEqual([10]);
  });

  it('an event chip joins or leaves, and the last one leaving turns the member off', () => {
    const picks = { 2: [10] };
    expect(toggledEvent(picks, 2, 12)).toEqual({ 2: [10, 12] });
    expect(toggledEvent(picks, 2, 10)).toEqual({});
  });

  it('sends the pairs in the family order and the events order', () => {
    expect(selectionsOf({ 4: [12, 10], 1: [12] }, family, events)).toEqual([
      { memberCode: 1, eventCode: 12 },
      { memberCode: 4, eventCode: 10 },
      { memberCode: 4, eventCode: 12 },
    ]);
  });
});
