import type { Event, Roster, RosterAttendee } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { doorSearchTerm } from '@console/contracts';
import { rosterHousemates, searchRoster } from './roster-families.ts';
import { personName } from '../../test/attendance-fixtures.ts';

const attendee = (code: number, fullname: string, overrides: Partial<RosterAttendee> = {}): RosterAttendee => ({
  code,
  ...personName(fullname),
  registered: true,
  checkIn: false,
  checkedInAt: null,
  birthDate: null,
  phoneDigits: null,
  care: null,
  ...overrides,
});

// The Ruiz family: Ana (phone +1 (555) 014-2273) is registered and has a birthday on the event's
// day; Sofia (7 tomorrow) is checked in; Luis is not on the roster (not registered). Tom Vidal is alone.
const roster: Roster = {
  event: { code: 7, startDate: '2027-06-15', registrationRequired: true, isCancelled: false } as Event,
  generatedAt: '2027-06-15T08:00:00.000Z',
  attendees: [
    attendee(1, 'Ana Ruiz', { birthDate: '1990-06-15', phoneDigits: '15550142273' }),
    attendee(3, 'Sofia Ruiz', { birthDate: '2019-06-16', checkIn: true, checkedInAt: '2027-06-15T09:00:00.000Z' }),
    attendee(4, 'Tomás Vidal', { phoneDigits: '5559990142' }),
  ],
  households: [
    {
      id: 20,
      name: 'The Ruiz family',
      phoneDigits: null,
      members: [
        { code: 3, ...personName('Sofia Ruiz'), role: 'child' },
        { code: 2, ...personName('Luis Ruiz'), role: 'adult' },
        { code: 1, ...personName('Ana Ruiz'), role: 'adult' },
      ],
    },
  ],
};
const nobodyHere = () => false;

describe('the family search over a stored roster', () => {
  it('reads a search as the server does: digits from 4, a name from 2 characters, nothing in between', () => {
    expect(doorSearchTerm('(555) 014-2273')).toEqual({ digits: '5550142273' });
    expect(doorSearchTerm('555')).toBeUndefined();
    expect(doorSearchTerm('R')).toBeUndefined();
    expect(doorSearchTerm(' RÚ ')).toEqual({ name: 'ru' });
  });

  it('finds the family by the last four digits of a phone, with every member, role, age and state', () => {
    expect(searchRoster(roster, '2273', nobodyHere)).toEqual([
      {
        householdId: 20,
        name: 'The Ruiz family',
        members: [
          // Adults first, oldest first (Luis's birth date is not known here: after Ana), then the child.
          {
            code: 1,
            fullname: 'Ana Ruiz',
            firstName: 'Ana',
            lastName: 'Ruiz',
            role: 'adult',
            age: 37,
            registered: true,
            checkIn: false,
            checkedOutAt: null,
          },
          {
            code: 2,
            fullname: 'Luis Ruiz',
            firstName: 'Luis',
            lastName: 'Ruiz',
            role: 'adult',
            age: null,
            registered: false,
            checkIn: false,
            checkedOutAt: null,
          },
          {
            code: 3,
            fullname: 'Sofia Ruiz',
            firstName: 'Sofia',
            lastName: 'Ruiz',
            role: 'child',
            age: 7,
            registered: true,
            checkIn: true,
            checkedOutAt: null,
          },
        ],
      },
    ]);
  });

  it('finds by name, case and accents aside, households and lone members by name, and counts a check-in made here', () => {
    const found = searchRoster(roster, 'TOMAS', (code) => code === 4);
    expect(found).toEqual([
      {
        householdId: null,
        name: 'Tomás Vidal',
        members: [
          {
            code: 4,
            fullname: 'Tomás Vidal',
            firstName: 'Tomás',
            lastName: 'Vidal',
            role: null,
            age: null,
            registered: true,
            checkIn: true,
            checkedOutAt: null,
          },
        ],
      },
    ]);
    // "0142" is in both phones: the household (by its name) and Tomás, by name.
    expect(searchRoster(roster, '0142', nobodyHere).map((group) => group.name)).toEqual(['The Ruiz family', 'Tomás Vidal']);
    expect(searchRoster(roster, 'luis', nobodyHere).map((group) => group.householdId)).toEqual([20]);
    expect(searchRoster(roster, '9876', nobodyHere)).toEqual([]);
  });

  it("offers a scanned member's housemates, and works with a roster stored before rosters carried households", () => {
    expect(rosterHousemates(roster, 3, nobodyHere).map((member) => member.code)).toEqual([1, 2]);
    expect(rosterHousemates(roster, 4, nobodyHere)).toEqual([]);
    const old = { ...roster, households: undefined } as unknown as Roster;
    expect(searchRoster(old, 'ana', nobodyHere).map((group) => group.name)).toEqual(['Ana Ruiz']);
  });
});
