import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { Component as SettingsCalendarFeeds } from './settings-calendar-feeds.tsx';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signIn = (roleId: number, role: string) => setSession({ code: 1, firstName: 'Ada', lastName: 'Lovelace', role, roleId, token: 't' });
const at = { url: '/settings/calendar-feeds', path: '/settings/calendar-feeds' };

describe('/settings/calendar-feeds', () => {
  it('shows an Administrator the Calendar feeds page under Settings, and reads the feeds', async () => {
    const { calls } = stubApi((call) => (call.path === '/api/calendar-feeds' ? { body: { feeds: [] } } : undefined));
    signIn(1, 'Administrator');
    renderWithApp(<SettingsCalendarFeeds />, at);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar feeds' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByText(/\w/).map((crumb) => crumb.textContent)).toEqual(['Home', 'Settings', 'Calendar feeds']);
    expect(await screen.findByText('No calendar feeds to show!')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/calendar-feeds')).toBe(true);
  });

  it('sends anyone else home without asking for the feeds', () => {
    const { calls } = stubApi(() => undefined);
    signIn(2, 'Coordinator');
    renderWithApp(<SettingsCalendarFeeds />, at);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.some((call) => call.path === '/api/calendar-feeds')).toBe(false);
  });
});
