import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInEntry, RosterAttendee } from '@console/contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildEvent, stubApi } from '../../../test/attendance-fixtures.ts';
import { careSummary } from '../care-summary.ts';
import { CareSummaryPanel } from './care-summary-panel.tsx';
import { CheckInLogPanel } from './check-in-log-panel.tsx';
import { personName } from '../../../test/attendance-fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const person = (code: number, fullname: string, registered: boolean, checkIn: boolean, care: RosterAttendee['care']): RosterAttendee => ({
  code,
  ...personName(fullname),
  registered,
  checkIn,
  checkedInAt: checkIn ? '2030-03-10T18:42:00.000Z' : null,
  birthDate: null,
  phoneDigits: null,
  care,
});

const roster = [
  person(1, 'Ana Díaz', true, true, { dietRestrictions: 'Vegetarian', foodAllergies: 'Peanuts' }),
  person(2, 'Ben Ruiz', true, false, { dietRestrictions: ' vegetarian ' }),
  person(3, 'Cid Mora', true, true, { foodAllergies: 'Shellfish', medicalConditions: 'Asthma' }),
  person(4, 'Dora Gil', false, false, { dietRestrictions: 'Vegan' }),
  person(5, 'Eva Paz', true, true, null),
];

describe('careSummary', () => {
  it('counts the registered and the checked in for each need, written any way, and leaves out the unregistered', () => {
    expect(careSummary(roster)).toEqual({
      dietRestrictions: [{ need: 'Vegetarian', registered: ['Ana Díaz', 'Ben Ruiz'], checked: ['Ana Díaz'] }],
      foodAllergies: [
        { need: 'Peanuts', registered: ['Ana Díaz'], checked: ['Ana Díaz'] },
        { need: 'Shellfish', registered: ['Cid Mora'], checked: ['Cid Mora'] },
      ],
    });
  });
});

describe('CareSummaryPanel', () => {
  it('shows each need with its counts and names, from the roster', async () => {
    stubApi((call) =>
      call.pathname === '/api/events/42/roster'
        ? { body: { event: buildEvent({ code: 42 }), generatedAt: '2030-03-10T18:00:00.000Z', attendees: roster } }
        : undefined,
    );
    renderWithApp(<CareSummaryPanel eventCode={42} />);
    const diets = await screen.findByRole('table', { name: 'Diet restrictions' });
    const vegetarian = within(diets).getByRole('row', { name: /Vegetarian/ });
    expect(vegetarian).toHaveTextContent('1 checked in of 2 registered');
    expect(vegetarian).toHaveTextContent('Ana Díaz, Ben Ruiz');
    const allergies = screen.getByRole('table', { name: 'Food allergies' });
    expect(
      within(allergies)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Peanuts1 checked in of 1 registeredAna Díaz', 'Shellfish1 checked in of 1 registeredCid Mora']);
  });
});

describe('CheckInLogPanel', () => {
  it('lists who, when, by whom, where, and marks an undone check-in', async () => {
    const entry = (overrides: Partial<CheckInEntry>): CheckInEntry => ({
      memberCode: 7,
      fullname: 'Ana Díaz',
      at: new Date(2030, 2, 10, 18, 42).toISOString(),
      byCode: 1,
      byName: 'Carla Door',
      station: 'Door A',
      scanId: null,
      action: 'check-in',
      undone: false,
      ...overrides,
    });
    const { calls } = stubApi((call) =>
      call.pathname === '/api/events/42/check-ins'
        ? { body: { totalCount: 2, checkIns: [entry({ action: 'undo', station: null }), entry({ undone: true })] } }
        : undefined,
    );
    renderWithApp(<CheckInLogPanel eventCode={42} />);
    const table = await screen.findByRole('table', { name: 'Check-in log' });
    await within(table).findAllByRole('cell', { name: 'Carla Door' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2030-03-10 18:42', 'Ana Díaz (7)', 'Check-in undone', 'Carla Door', ''],
      ['2030-03-10 18:42', 'Ana Díaz (7)', 'Checked inUndone later', 'Carla Door', 'Door A'],
    ]);
    expect(calls[0]!.params.get('size')).toBe('10');
  });
});
