import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { Component as SettingsStations } from './settings-stations.tsx';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signIn = (roleId: number, role: string) => setSession({ code: 1, firstName: 'Ada', lastName: 'Lovelace', role, roleId, token: 't' });

describe('/settings/stations', () => {
  it('shows an Administrator the Stations page under Settings, and reads the stations', async () => {
    const { calls } = stubApi((call) => (call.path === '/api/stations' ? { body: { stations: [] } } : undefined));
    signIn(1, 'Administrator');
    renderWithApp(<SettingsStations />, { url: '/settings/stations', path: '/settings/stations' });
    expect(screen.getByRole('heading', { level: 1, name: 'Stations' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByText(/\w/).map((crumb) => crumb.textContent)).toEqual(['Home', 'Settings', 'Stations']);
    expect(await screen.findByText('No stations to show!')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/stations')).toBe(true);
  });

  it('sends anyone else home without asking for the stations', () => {
    const { calls } = stubApi(() => undefined);
    signIn(2, 'Coordinator');
    renderWithApp(<SettingsStations />, { url: '/settings/stations', path: '/settings/stations' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'Stations' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/stations')).toBe(false);
  });
});
