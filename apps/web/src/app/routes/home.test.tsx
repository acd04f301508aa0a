import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { stubApi, type ApiAnswer, type ApiCall } from '../../test/stub-api.ts';
import { startFirstRead } from '../first-reads.ts';
import { Component as Home } from './home.tsx';

/** The households list's first page, as /households opens it. */
const FIRST_PAGE = '/api/households?page=1&size=10&sort=name&direction=asc';

let calls: ApiCall[];
let householdsAnswer: ApiAnswer;

beforeEach(() => {
  householdsAnswer = { body: { totalCount: 40_000, households: [] } };
  ({ calls } = stubApi((call) => (call.path === FIRST_PAGE ? householdsAnswer : undefined)));
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function signIn(roleId: number) {
  setSession({ code: 1, firstName: 'Ada', lastName: 'Admin', role: 'Staff', roleId, token: 't' });
}

describe('Home', () => {
  it('has a Households card with the count of households and links to the list and a new one', async () => {
    signIn(ROLE_IDS.administrator);
    renderWithApp(<Home />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Households' });
    expect(await within(card).findByText('40,000 households')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage Households' })).toHaveAttribute('href', '/households');
    expect(within(card).getByRole('link', { name: 'Add Households' })).toHaveAttribute('href', '/households/new');
    // After Members, in the navigation's order.
    // Today's account first, then the areas.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Today',
      'This week',
      'At a glance',
      'Events',
      'Members',
      'Households',
      'Programs',
      'Services',
      'Venues',
      'Reports',
    ]);
  });

  it('shows it to a Coordinator too, and one household as one', async () => {
    householdsAnswer = { body: { totalCount: 1, households: [] } };
    signIn(ROLE_IDS.coordinator);
    renderWithApp(<Home />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Today',
      'This week',
      'At a glance',
      'Events',
      'Members',
      'Households',
    ]);
    expect(await screen.findByText('1 household')).toBeInTheDocument();
  });

  it('keeps the card and its links when the count cannot be read', async () => {
    householdsAnswer = { status: 500, body: { message: 'Internal server error' } };
    signIn(ROLE_IDS.administrator);
    renderWithApp(<Home />);
    const card = screen.getByRole('region', { name: 'Households' });
    expect(await within(card).findByRole('link', { name: 'Manage Households' })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(card).queryByLabelText('Loading')).not.toBeInTheDocument());
    expect(within(card).queryByText(/^[\d,]+ households?$/)).not.toBeInTheDocument();
  });

  it('reads the count with the signed-in frame, once, and the card shows that read', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    signIn(ROLE_IDS.administrator);
    startFirstRead(queryClient, { pathname: '/', search: '' });
    expect(calls.map((call) => call.path)).toEqual([FIRST_PAGE]);
    renderWithApp(<Home />, { queryClient });
    expect(await screen.findByText('40,000 households')).toBeInTheDocument();
    // Today's lists are reads of their own; the households' page is read once.
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/households'))).toEqual([FIRST_PAGE]);
  });
});
