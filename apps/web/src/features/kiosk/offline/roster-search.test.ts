import { describe, expect, it } from 'vitest';
import { checkedHereBy, rosterGroup, searchStoredRoster, servedEvents } from './roster-search.ts';
import { buildRoster } from '../../../test/station-roster-fixtures.ts';

const nobody = () => false;
const at = (time: string) => new Date(`2026-03-08T${time}:00Z`);

describe('servedEvents', () => {
  it('serves events in progress and those starting within the hour, by the clock given', () => {
    const roster = buildRoster();
    const names = (time: string) => servedEvents(roster, at(time)).map((event) => event.name);
    expect(names('07:59')).toEqual([]);
    expect(names('08:00')).toEqual(['Kids club']);
    expect(names('09:30')).toEqual(['Kids club', 'Youth']);
    expect(names('11:00')).toEqual(['Youth']);
    expect(names('12:00')).toEqual([]);
  });

  it('leaves out a cancelled event', () => {
    const roster = buildRoster();
    roster.events[0] = { ...roster.events[0]!, isCancelled: true };
    expect(servedEvents(roster, at('10:45')).map((event) => event.name)).toEqual(['Youth']);
  });
});

describe('searchStoredRoster', () => {
  const roster = buildRoster();
  const events = servedEvents(roster, at('09:30'));

  it("matches the typed digits' last 4 against the phone ends, households with nobody left out", () => {
    expect(searchStoredRoster(roster, '2273', events, nobody).map((group) => group.name)).toEqual(['The Rivera family', 'The Ross family']);
    expect(searchStoredRoster(roster, '555 010 8080', events, nobody).map((group) => group.name)).toEqual(['The Rivera family']);
    expect(searchStoredRoster(roster, '9999', events, nobody)).toEqual([]);
    expect(searchStoredRoster(roster, '227', events, nobody)).toEqual([]);
  });

  it("finds a household by its name or a member's, accents and case aside", () => {
    expect(searchStoredRoster(roster, 'ross', events, nobody).map((group) => group.name)).toEqual(['The Ross family']);
    expect(searchStoredRoster(roster, 'SOFIA', events, nobody).map((group) => group.name)).toEqual(['The Rivera family']);
  });

  it('gives each member as the door search does, checked in by the roster or by this device', () => {
    const [rivera] = searchStoredRoster(roster, '8080', events, nobody);
    expect(rivera).toEqual({
      householdId: 17,
      name: 'The Rivera family',
      members: [
        {
          code: 1,
          fullname: 'Ana Rivera',
          firstName: 'Ana',
          lastName: 'Rivera',
          role: 'adult',
          age: 36,
          registered: false,
          checkIn: false,
          checkedOutAt: null,
        },
        {
          code: 2,
          fullname: 'Sofía Rivera',
          firstName: 'Sofía',
          lastName: 'Rivera',
          role: 'child',
          age: 7,
          registered: false,
          checkIn: false,
          checkedOutAt: null,
        },
      ],
    });
    const here = checkedHereBy([{ body: { selections: [{ memberCode: 2, eventCode: 41 }] } }]);
    expect(rosterGroup(roster.households[2]!, events, here).members.map((member) => member.checkIn)).toEqual([false, true]);
    const inYouthOnly = checkedHereBy([{ body: { selections: [{ memberCode: 2, eventCode: 43 }] } }]);
    expect(rosterGroup(roster.households[2]!, events, inYouthOnly).members.map((member) => member.checkIn)).toEqual([false, false]);
    const household = {
      ...roster.households[2]!,
      members: roster.households[2]!.members.map((member) => ({ ...member, checkedIn: [41] })),
    };
    expect(rosterGroup(household, events, nobody).members.map((member) => member.checkIn)).toEqual([true, true]);
    expect(rosterGroup(household, [], nobody).members.map((member) => member.checkIn)).toEqual([false, false]);
  });
});
