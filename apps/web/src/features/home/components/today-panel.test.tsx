import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { localDayStartUtc, localMonthStart } from '../../../lib/dates.ts';
import { clearSession, setSession } from '../../../lib/session-store.ts';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi, type ApiCall } from '../../../test/stub-api.ts';
import { TodayPanel } from './today-panel.tsx';

/* Home's account of today (docs/product.md §2.3). */

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const mass = buildEvent({ code: 31, name: 'Sunday Mass', status: 'In Progress', checked: 12, registered: 30 });
const choir = buildEvent({ code: 32, name: 'Choir practice', status: 'Upcoming' });

function answer(call: ApiCall) {
  if (call.pathname === '/api/events' && call.params.getAll('status').includes('in-progress'))
    return { body: { totalCount: 1, events: [mass] } };
  if (call.pathname === '/api/events') return { body: { totalCount: 1, events: [choir] } };
  if (call.pathname === '/api/members') return { body: { totalCount: 1_234, members: [] } };
  if (call.pathname === '/api/reports/absentees') return { body: [{ code: 5 }, { code: 6 }, { code: 7 }] };
  return undefined;
}

describe('TodayPanel', () => {
  it("shows today's events with their counts and Open check-in, the week's, and the month's figures", async () => {
    setSession({ code: 1, firstName: 'Ada', lastName: 'Admin', role: 'Staff', roleId: ROLE_IDS.administrator, token: 't' });
    const { calls } = stubApi(answer);
    renderWithApp(<TodayPanel />);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(await within(today).findByRole('link', { name: 'Sunday Mass' })).toHaveAttribute('href', '/events/31');
    expect(within(today).getByText('12 checked in of 30 registered')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Open check-in for Sunday Mass' })).toHaveAttribute('href', '/events/31/check-in');
    const week = screen.getByRole('region', { name: 'This week' });
    expect(await within(week).findByRole('link', { name: 'Choir practice' })).toHaveAttribute('href', '/events/32');
    const figures = screen.getByRole('region', { name: 'At a glance' });
    expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    expect(await within(figures).findByText('3')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'See the report' })).toHaveAttribute('href', '/reports');

    // The month's members are counted from the first of this month, local time.
    const members = calls.find((call) => call.pathname === '/api/members')!;
    expect(members.params.get('createdafter')).toBe(localDayStartUtc(localMonthStart()));
    // Today: in progress, or upcoming and starting by the end of today; the week: upcoming only.
    const [now, later] = calls.filter((call) => call.pathname === '/api/events');
    expect(now!.params.getAll('status')).toEqual(['in-progress', 'upcoming']);
    expect(later!.params.getAll('status')).toEqual(['upcoming']);
    expect(later!.params.get('startafter')! > now!.params.get('startbefore')!).toBe(true);
  });

  it("says when there is nothing today, and keeps the report's count from a Coordinator", async () => {
    setSession({ code: 2, firstName: 'Cora', lastName: 'Coord', role: 'Staff', roleId: ROLE_IDS.coordinator, token: 't' });
    const { calls } = stubApi((call) =>
      call.pathname === '/api/events'
        ? { body: { totalCount: 0, events: [] } }
        : call.pathname === '/api/members'
          ? answer(call)
          : undefined,
    );
    renderWithApp(<TodayPanel />);
    expect(await screen.findByText('No events in progress or starting today.')).toBeInTheDocument();
    expect(await screen.findByText('No events in the next seven days.')).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.queryByText(/Stopped coming/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.pathname === '/api/reports/absentees')).toBe(false);
  });
});
