import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberChange } from '@console/contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { MemberHistoryPanel } from './member-history-panel.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MemberHistoryPanel', () => {
  it('names each changed field, says Yes and No for switches, and never shows a password', async () => {
    const at = new Date(2030, 2, 10, 9, 5).toISOString();
    const change = (field: string, oldValue: string | null, newValue: string | null): MemberChange => ({
      at,
      field,
      oldValue,
      newValue,
      byCode: 1,
      byName: 'Console Administrator',
    });
    const { calls } = stubApi((call) =>
      call.pathname === '/api/members/9/history'
        ? {
            body: {
              totalCount: 3,
              changes: [change('password', null, null), change('isEnabled', 'true', 'false'), change('lastName', 'Lima', 'Lima Díaz')],
            },
          }
        : undefined,
    );
    renderWithApp(<MemberHistoryPanel code={9} />);
    const table = await screen.findByRole('table', { name: 'History' });
    await within(table).findAllByRole('cell', { name: 'Console Administrator' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2030-03-10 09:05', 'Password', '', '(changed, not kept)', 'Console Administrator'],
      ['2030-03-10 09:05', 'Enabled', 'Yes', 'No', 'Console Administrator'],
      ['2030-03-10 09:05', 'Last Name', 'Lima', 'Lima Díaz', 'Console Administrator'],
    ]);
    expect(calls[0]!.params.get('page')).toBe('1');
  });

  it('shows a change of the pickups as their names, who may not collect marked', async () => {
    const before = JSON.stringify([{ name: 'Rosa Ruiz', phone: null, relation: 'Grandmother', allowed: true, note: null }]);
    const after = JSON.stringify([
      { name: 'Rosa Ruiz', phone: null, relation: 'Grandmother', allowed: true, note: null },
      { name: 'Luis Ruiz', phone: null, relation: 'Father', allowed: false, note: 'Court order' },
    ]);
    stubApi((call) =>
      call.pathname === '/api/members/9/history'
        ? {
            body: {
              totalCount: 2,
              changes: [
                {
                  at: new Date(2030, 2, 10, 9, 5).toISOString(),
                  field: 'pickups',
                  oldValue: before,
                  newValue: after,
                  byCode: 1,
                  byName: 'Carla',
                },
                {
                  at: new Date(2030, 2, 9, 9, 5).toISOString(),
                  field: 'pickups',
                  oldValue: null,
                  newValue: before,
                  byCode: 1,
                  byName: 'Carla',
                },
              ],
            },
          }
        : undefined,
    );
    renderWithApp(<MemberHistoryPanel code={9} />);
    const table = await screen.findByRole('table', { name: 'History' });
    await within(table).findAllByRole('cell', { name: 'Carla' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
          .slice(1, 4),
      ),
    ).toEqual([
      ['Pickups', 'Rosa Ruiz', 'Rosa Ruiz; Luis Ruiz (Not allowed)'],
      ['Pickups', '', 'Rosa Ruiz'],
    ]);
  });

  it('shows an erasure as one entry, with no values', async () => {
    stubApi((call) =>
      call.pathname === '/api/members/9/history'
        ? {
            body: {
              totalCount: 1,
              changes: [
                {
                  at: new Date(2030, 2, 10, 9, 5).toISOString(),
                  field: 'erased',
                  oldValue: null,
                  newValue: null,
                  byCode: 1,
                  byName: 'Carla',
                },
              ],
            },
          }
        : undefined,
    );
    renderWithApp(<MemberHistoryPanel code={9} />);
    const table = await screen.findByRole('table', { name: 'History' });
    await within(table).findAllByRole('cell', { name: 'Carla' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Erased', '', '', 'Carla']);
  });
});
