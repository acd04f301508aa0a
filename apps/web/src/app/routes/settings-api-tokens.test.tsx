import { screen, waitFor, within } from '@testing-library/react';
import type { ApiToken } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { TestEnvMantine, renderWithApp } from '../../test/render.tsx';
import { sentRequest, stubApi } from '../../test/stub-api.ts';
import { inTimeZone } from '../../test/time-zone.ts';
import { Component as SettingsApiTokens } from './settings-api-tokens.tsx';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signIn = (roleId: number, role: string) => setSession({ code: 1, firstName: 'Ada', lastName: 'Lovelace', role, roleId, token: 't' });

const WEBSITE: ApiToken = {
  id: 3,
  name: 'Website form',
  scopes: ['members:write', 'attendance:write'],
  prefix: 'cc_Ab12C',
  createdAt: '2026-11-20T14:00:00.000Z',
  createdBy: { code: 1, name: 'Ada Lovelace' },
  lastUsedAt: null,
  expiresAt: '2027-01-01T00:00:00.000Z',
};

function renderTokens() {
  return renderWithApp(
    <TestEnvMantine>
      <SettingsApiTokens />
    </TestEnvMantine>,
    { url: '/settings/api-tokens', path: '/settings/api-tokens' },
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/settings/api-tokens', () => {
  inTimeZone('America/Toronto');

  it('lists each token: name, scopes, prefix, made by whom and when, last use, expiry', async () => {
    stubApi((call) => (call.path === '/api/api-tokens' ? { body: { apiTokens: [WEBSITE] } } : undefined));
    signIn(1, 'Administrator');
    renderTokens();
    expect(screen.getByRole('heading', { level: 1, name: 'API tokens' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByText(/\w/).map((crumb) => crumb.textContent)).toEqual(['Home', 'Settings', 'API tokens']);
    const row = (await screen.findByRole('cell', { name: 'Website form' })).closest('tr')!;
    // Toronto is 5 hours behind UTC: 14:00 UTC is 09:00, and midnight of 1 January is 19:00 of 31 December.
    expect(cellsOf(row).slice(0, 6)).toEqual([
      'Website form',
      'Add and change members, Register and check in members',
      'cc_Ab12C…',
      '2026-11-20 09:00 by Ada Lovelace',
      'Never',
      '2026-12-31 19:00',
    ]);
  });

  it('creates a token from the form, and shows it once with Copy and a warning', async () => {
    const tokens: ApiToken[] = [];
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/api-tokens') return { body: { apiTokens: tokens } };
      if (call.method !== 'POST' || call.path !== '/api/api-tokens') return undefined;
      tokens.push(WEBSITE);
      return { status: 201, body: { token: 'cc_Ab12CdEfGhIjKlMnOpQrStUvWxYz0123456789', apiToken: WEBSITE } };
    });
    signIn(1, 'Administrator');
    const { user } = renderTokens();
    await screen.findByText('No API tokens to show!');
    const form = screen.getByRole('form', { name: 'New API token' });

    // Nothing is sent without a name and a scope: the contract's messages say why.
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Website form');
    await user.click(within(form).getByRole('checkbox', { name: /Add and change members/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Register and check in members/ }));
    await user.type(within(form).getByLabelText('Expires on'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token Website form created' });
    expect(calls.filter((call) => call.method === 'POST').map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/api/api-tokens',
        body: { name: 'Website form', scopes: ['members:write', 'attendance:write'], expiresAt: '2027-01-01' },
      },
    ]);
    expect(within(dialog).getByTestId('api-token')).toHaveTextContent('cc_Ab12CdEfGhIjKlMnOpQrStUvWxYz0123456789');
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Website form' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once closed, the token is nowhere on the page.
    expect(screen.queryByText(/cc_Ab12CdEf/)).not.toBeInTheDocument();
  });

  it('asks before revoking, and revokes only when confirmed', async () => {
    let tokens: ApiToken[] = [WEBSITE];
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/api-tokens') return { body: { apiTokens: tokens } };
      if (call.method === 'DELETE' && call.path === '/api/api-tokens/3') {
        tokens = [];
        return { status: 204 };
      }
      return undefined;
    });
    signIn(1, 'Administrator');
    const { user } = renderTokens();
    await user.click(await screen.findByRole('button', { name: 'Revoke Website form' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke API token' });
    expect(dialog).toHaveTextContent('Revoke the token Website form?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Website form' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await screen.findByText('No API tokens to show!');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/api-tokens/3']);
  });

  it('sends anyone else home without asking for the tokens', () => {
    const { calls } = stubApi(() => undefined);
    signIn(2, 'Coordinator');
    renderTokens();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.some((call) => call.path === '/api/api-tokens')).toBe(false);
  });
});
