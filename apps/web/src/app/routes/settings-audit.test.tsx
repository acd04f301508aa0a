import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { TestEnvMantine, renderWithApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { inTimeZone } from '../../test/time-zone.ts';
import { Component as SettingsAudit } from './settings-audit.tsx';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signIn = (roleId: number, role: string) => setSession({ code: 1, firstName: 'Ada', lastName: 'Lovelace', role, roleId, token: 't' });

const ENTRIES: AuditEntry[] = [
  {
    id: 9,
    at: '2026-11-27T15:04:00.000Z',
    actor: { kind: 'token', id: 3, name: 'Website form' },
    action: 'attendance.checked_in',
    target: { kind: 'member', id: 40, name: 'Ana Ruiz' },
    ip: '192.168.1.20',
  },
  {
    id: 8,
    at: '2026-11-27T02:30:00.000Z',
    actor: { kind: 'staff', id: 1, name: 'Ada Lovelace' },
    action: 'household.deleted',
    target: { kind: 'household', id: 12, name: null },
    ip: '127.0.0.1',
  },
  {
    id: 7,
    at: '2026-11-26T09:00:00.000Z',
    actor: { kind: 'system', id: null, name: 'Console' },
    action: 'station.created',
    target: { kind: 'station', id: 2, name: 'Front door' },
    ip: null,
  },
];

function renderAudit(url = '/settings/audit') {
  return renderWithApp(
    <TestEnvMantine>
      <SettingsAudit />
    </TestEnvMantine>,
    { url, path: '/settings/audit' },
  );
}

const auditCalls = (calls: { pathname: string; params: URLSearchParams }[]) =>
  calls.filter((call) => call.pathname === '/api/audit').map((call) => Object.fromEntries(call.params));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/settings/audit', () => {
  inTimeZone('America/Toronto');

  it('shows an Administrator the entries newest first: when in local time, who and of which kind, what, the record linked, the address', async () => {
    const { calls } = stubApi((call) => (call.pathname === '/api/audit' ? { body: { totalCount: 3, entries: ENTRIES } } : undefined));
    signIn(1, 'Administrator');
    renderAudit();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByText(/\w/).map((crumb) => crumb.textContent)).toEqual(['Home', 'Settings', 'Audit log']);
    const settings = within(screen.getByRole('navigation', { name: 'Settings' }));
    expect(settings.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stations', '/settings/stations'],
      ['Calendar feeds', '/settings/calendar-feeds'],
      ['Webhooks', '/settings/webhooks'],
      ['Audit log', '/settings/audit'],
      ['API tokens', '/settings/api-tokens'],
    ]);
    expect(settings.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('cell', { name: 'Checked in' });
    const rows = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    // Toronto is 5 hours behind UTC in November: 02:30 UTC on the 27th is 21:30 on the 26th.
    expect(rows.map(cellsOf)).toEqual([
      ['2026-11-27 10:04', 'Website formAPI token 3', 'Checked in', 'Ana Ruiz', '192.168.1.20'],
      ['2026-11-26 21:30', 'Ada LovelaceStaff 1', 'Household deleted', 'Household 12', '127.0.0.1'],
      ['2026-11-26 04:00', 'ConsoleSystem', 'Station created', 'Front door', ''],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', '/members/40');
    expect(within(rows[1]!).getByRole('link', { name: 'Household 12' })).toHaveAttribute('href', '/households/12');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(auditCalls(calls)).toEqual([{ page: '1', size: '10' }]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/audit/export');
  });

  it('puts each filter in the URL, asks for it, and exports the same filters', async () => {
    const { calls } = stubApi((call) => (call.pathname === '/api/audit' ? { body: { totalCount: 0, entries: [] } } : undefined));
    signIn(1, 'Administrator');
    const { user } = renderAudit('/settings/audit?target=member:40');
    await screen.findByText('No entries to show!');
    expect(screen.getByText('Record: Member 40')).toBeInTheDocument();
    expect(auditCalls(calls).at(-1)).toEqual({ page: '1', size: '10', target: 'member:40' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Checked in');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/settings/audit?target=member%3A40&action=attendance.checked_in'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of author' }), 'API token');
    // No author is asked for until its number is whole.
    expect(screen.getByTestId('location')).not.toHaveTextContent('actor');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '3');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('actor=token%3A3'));
    await waitFor(() =>
      expect(auditCalls(calls).at(-1)).toEqual({
        page: '1',
        size: '10',
        target: 'member:40',
        action: 'attendance.checked_in',
        actor: 'token:3',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/audit/export?actor=token%3A3&target=member%3A40&action=attendance.checked_in',
    );

    await user.click(screen.getByRole('button', { name: 'Show every record' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('target'));
    await waitFor(() =>
      expect(auditCalls(calls).at(-1)).toEqual({ page: '1', size: '10', action: 'attendance.checked_in', actor: 'token:3' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/audit$/));
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('');
  });

  it('reads the days, the page and its size from the URL, and pages on', async () => {
    const { calls } = stubApi((call) => (call.pathname === '/api/audit' ? { body: { totalCount: 60, entries: ENTRIES } } : undefined));
    signIn(1, 'Administrator');
    const { user } = renderAudit('/settings/audit?from=2026-11-01&to=2026-11-27&size=20&page=2');
    await screen.findByRole('cell', { name: 'Checked in' });
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To (UTC day)')).toHaveValue('2026-11-27');
    expect(auditCalls(calls)).toEqual([{ page: '2', size: '20', from: '2026-11-01', to: '2026-11-27' }]);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toEqual({ page: '3', size: '20', from: '2026-11-01', to: '2026-11-27' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sends anyone else home without asking for the log', () => {
    const { calls } = stubApi(() => undefined);
    signIn(2, 'Coordinator');
    renderAudit();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.some((call) => call.pathname === '/api/audit')).toBe(false);
  });
});
