import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../../test/events-fixtures.ts';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { startFirstRead } from '../first-reads.ts';
import { Component as EventsList } from './events-list.tsx';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Toronto';
});
afterAll(() => {
  process.env.TZ = previousZone;
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Events list page', () => {
  it("reads the page once when the signed-in frame started the read before the screen's code", async () => {
    const { calls } = stubApi((call) => {
      if (call.pathname === '/api/venues') return { body: [] };
      if (call.pathname === '/api/events') return { body: { totalCount: 1, events: [buildEvent({ name: 'Choir night' })] } };
      return undefined;
    });
    const eventCalls = () => calls.filter((call) => call.pathname === '/api/events').map((call) => call.path.slice('/api/events'.length));
    // Every parameter, the date filters as local days (Toronto is UTC-5 in March, UTC-4 in July).
    const search =
      '?page=2&size=20&sort=name&direction=desc&search=noche&venue=2&status=upcoming&startafter=2026-03-08&endbefore=2026-07-01';
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    setSession({ code: 1, firstName: 'Ada', lastName: 'Admin', role: 'Administrator', roleId: 1, token: 't' });

    startFirstRead(queryClient, { pathname: '/events', search });
    const expected =
      '?page=2&size=20&sort=name&direction=desc&search=noche&venue=2&status=upcoming' +
      `&startafter=${encodeURIComponent('2026-03-08 05:00:00.000')}&endbefore=${encodeURIComponent('2026-07-02 03:59:59.999')}`;
    expect(eventCalls().map((path) => [...new URLSearchParams(path)])).toEqual([[...new URLSearchParams(expected)]]);

    renderWithApp(<EventsList />, { url: `/events${search}`, path: '/events', queryClient });
    expect(await screen.findByText('Choir night')).toBeInTheDocument();
    expect(eventCalls()).toHaveLength(1);
  });
});
