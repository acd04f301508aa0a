import type { Event, Roster, RosterAttendee } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { decideOffline } from './offline-decision.ts';
import { personName } from '../../test/attendance-fixtures.ts';

const attendee = (code: number, overrides: Partial<RosterAttendee> = {}): RosterAttendee => ({
  code,
  ...personName(`Member ${code}`),
  registered: true,
  checkIn: false,
  checkedInAt: null,
  birthDate: null,
  phoneDigits: null,
  care: null,
  ...overrides,
});

const roster = (registrationRequired: boolean, attendees: RosterAttendee[], isCancelled = false): Roster => ({
  // Only what a station's decision reads of the event.
  event: { code: 7, name: 'Youth Night', registrationRequired, isCancelled } as Event,
  generatedAt: '2030-03-10T18:00:00.000Z',
  attendees,
  households: [],
});

const care = { foodAllergies: 'Peanuts' };

describe('decideOffline', () => {
  it('checks in a registered member who is not in yet, with their care needs', () => {
    expect(decideOffline({ roster: roster(true, [attendee(1, { care })]), memberCode: 1, checkedHereAt: null })).toEqual({
      kind: 'check-in',
      fullname: 'Member 1',
      care,
    });
  });

  it('says already checked in from the roster, or from this device', () => {
    const inAlready = attendee(1, { checkIn: true, checkedInAt: '2030-03-10T18:42:00.000Z' });
    expect(decideOffline({ roster: roster(true, [inAlready]), memberCode: 1, checkedHereAt: null })).toEqual({
      kind: 'already',
      fullname: 'Member 1',
      at: '2030-03-10T18:42:00.000Z',
      care: null,
    });
    expect(decideOffline({ roster: roster(true, [attendee(2)]), memberCode: 2, checkedHereAt: '2030-03-10T19:00:00.000Z' })).toEqual({
      kind: 'already',
      fullname: 'Member 2',
      at: '2030-03-10T19:00:00.000Z',
      care: null,
    });
  });

  it('asks before registering someone not registered when the event requires it, and not when it is open', () => {
    expect(decideOffline({ roster: roster(true, [attendee(1)]), memberCode: 9, checkedHereAt: null })).toEqual({
      kind: 'register',
      fullname: null,
      care: null,
      ask: true,
    });
    const open = roster(false, [attendee(3, { registered: false, care })]);
    expect(decideOffline({ roster: open, memberCode: 3, checkedHereAt: null })).toEqual({
      kind: 'register',
      fullname: 'Member 3',
      care,
      ask: false,
    });
  });

  it('refuses everything on a cancelled event', () => {
    expect(decideOffline({ roster: roster(false, [attendee(1)], true), memberCode: 1, checkedHereAt: null })).toEqual({
      kind: 'cancelled',
    });
  });

  it('without a roster, asks and queues the registration: the server decides later', () => {
    expect(decideOffline({ roster: null, memberCode: 5, checkedHereAt: null })).toEqual({
      kind: 'register',
      fullname: null,
      care: null,
      ask: true,
    });
  });
});
