import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MainNav } from './main-nav.tsx';

afterEach(() => clearSession());

const signIn = (roleId: number, role: string) => setSession({ code: 1, firstName: 'Ada', lastName: 'Lovelace', role, roleId, token: 't' });
const links = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('MainNav', () => {
  it('shows Stations to an Administrator, and marks it current under /settings/stations', () => {
    signIn(1, 'Administrator');
    renderWithApp(<MainNav orientation="vertical" />, { url: '/settings/stations' });
    expect(links()).toEqual([
      'Home',
      'Events',
      'Members',
      'Households',
      'Programs',
      'Services',
      'Venues',
      'Reports',
      'Stations',
      'Audit log',
      'API tokens',
    ]);
    const stations = screen.getByRole('link', { name: 'Stations' });
    expect(stations).toHaveAttribute('href', '/settings/stations');
    expect(stations).toHaveAttribute('aria-current', 'page');
  });

  it('does not show Stations, the audit log or the API tokens to a Coordinator', () => {
    signIn(2, 'Coordinator');
    renderWithApp(<MainNav orientation="vertical" />);
    expect(links()).toEqual(['Home', 'Events', 'Members', 'Households', 'Programs', 'Services', 'Venues', 'Reports']);
  });
});
