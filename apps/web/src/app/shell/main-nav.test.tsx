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
  it('shows Stations and Webhooks to an Administrator, and marks Stations current under /settings/stations', () => {
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
      'Calendar feeds',

      'Webhooks',
    ]);
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/settings/webhooks');
    const stations = screen.getByRole('link', { name: 'Stations' });
    expect(stations).toHaveAttribute('href', '/settings/stations');
    expect(stations).toHaveAttribute('aria-current', 'page');
  });

  it('shows Calendar feeds to an Administrator, and marks it current under /settings/calendar-feeds', () => {
    signIn(1, 'Administrator');
    renderWithApp(<MainNav orientation="vertical" />, { url: '/settings/calendar-feeds' });
    const feeds = screen.getByRole('link', { name: 'Calendar feeds' });
    expect(feeds).toHaveAttribute('href', '/settings/calendar-feeds');
    expect(feeds).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Stations' })).not.toHaveAttribute('aria-current');
  });

  it('does not show Stations, Calendar feeds or Webhooks to a Coordinator', () => {
    signIn(2, 'Coordinator');
    renderWithApp(<MainNav orientation="vertical" />);
    expect(links()).toEqual(['Home', 'Events', 'Members', 'Households', 'Programs', 'Services', 'Venues', 'Reports']);
  });
});
