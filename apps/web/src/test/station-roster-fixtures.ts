import type { StationRoster, StationRosterMember } from '@console/contracts';
import { personName } from './attendance-fixtures.ts';
import { buildEvent } from './events-fixtures.ts';

/** A roster member: a child of 7 unless told, checked in nowhere, with no care note. */
export function rosterMember(code: number, fullname: string, overrides: Partial<StationRosterMember> = {}): StationRosterMember {
  return { code, ...personName(fullname), role: 'child', age: 7, checkedIn: [], care: null, ...overrides };
}

/** Kids club (3–11) 09:00–11:00 and Youth (12–17) 10:30–12:00 UTC on 2026-03-08; the Ross, Empty and Rivera households, by id. */
export function buildRoster(overrides: Partial<StationRoster> = {}): StationRoster {
  const day = { startDate: '2026-03-08', endDate: '2026-03-08' };
  return {
    generatedAt: '2026-03-08T08:00:00.000Z',
    day: '2026-03-08',
    events: [
      buildEvent({ ...day, code: 41, name: 'Kids club', startTime: '09:00', endTime: '11:00', ageMin: 3, ageMax: 11 }),
      buildEvent({ ...day, code: 43, name: 'Youth', startTime: '10:30', endTime: '12:00', ageMin: 12, ageMax: 17 }),
    ],
    households: [
      { id: 8, name: 'The Ross family', phoneEnds: ['2273'], members: [rosterMember(3, 'Ian Ross', { role: 'adult', age: 50 })] },
      { id: 9, name: 'The Empty family', phoneEnds: ['2273'], members: [] },
      {
        id: 17,
        name: 'The Rivera family',
        phoneEnds: ['2273', '8080'],
        members: [
          rosterMember(1, 'Ana Rivera', { role: 'adult', age: 36 }),
          rosterMember(2, 'Sofía Rivera', { care: { foodAllergies: 'Peanuts' } }),
        ],
      },
    ],
    usedCodes: [],
    ...overrides,
  };
}
