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
  it('shows Settings to an Administrator, opening Stations, and marks it current on every Settings page', () => {
    signIn(1, 'Administrator');
    const view = renderWithApp(<MainNav orientation="vertical" />, { url: '/settings/stations' });
    expect(links()).toEqual(['Home', 'Events', 'Members', 'Households', 'Programs', 'Services', 'Venues', 'Reports', 'Settings']);
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings/stations');
    expect(settings).toHaveAttribute('aria-current', 'page');
    view.unmount();
    renderWithApp(<MainNav orientation="vertical" />, { url: '/settings/audit?action=member.created' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not show Settings to a Coordinator', () => {
    signIn(2, 'Coordinator');
    renderWithApp(<MainNav orientation="vertical" />);
    expect(links()).toEqual(['Home', 'Events', 'Members', 'Households', 'Programs', 'Services', 'Venues', 'Reports']);
  });
});
