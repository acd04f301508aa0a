import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { startFirstRead } from '../first-reads.ts';
import { stubApi, type ApiCall } from '../../test/stub-api.ts';
import { Component as HouseholdDuplicates } from './household-duplicates.tsx';
import { Component as HouseholdEdit } from './household-edit.tsx';
import { Component as HouseholdNew } from './household-new.tsx';
import { Component as HouseholdView } from './household-view.tsx';
import { Component as HouseholdsList } from './households-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function crumbs() {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByText(/\w/)
    .map((crumb) => crumb.textContent);
}

describe('household routes', () => {
  let calls: ApiCall[] = [];
  beforeEach(() => {
    // Every call is unanswered but the list's: 404 Not found.
    ({ calls } = stubApi((call) => {
      if (call.pathname === '/api/households') return { body: { totalCount: 0, households: [] } };
      return call.pathname === '/api/households/duplicates' ? { body: [] } : undefined;
    }));
  });

  it('Households: the list with its search, Add Household and Export CSV, its query from the URL', async () => {
    renderWithApp(<HouseholdsList />, { url: '/households?search=555&sort=size&direction=desc', path: '/households' });
    expect(screen.getByRole('heading', { level: 1, name: 'Households' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Household' })).toHaveAttribute('href', '/households/new');
    expect(screen.getByRole('link', { name: 'Possible Duplicates' })).toHaveAttribute('href', '/households/duplicates');
    expect(screen.getByRole('textbox', { name: 'Search households' })).toHaveValue('555');
    expect(await screen.findByText('No households to show!')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/households?page=1&size=10&sort=size&direction=desc&search=555']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/households/export?sort=size&direction=desc&search=555',
    );
  });

  it('Households: the list read with the signed-in frame is the one the list shows', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    setSession({ code: 1, firstName: 'Ada', lastName: 'Admin', role: 'Administrator', roleId: 1, token: 't' });
    try {
      startFirstRead(queryClient, { pathname: '/households', search: '?sort=size&direction=desc' });
      renderWithApp(<HouseholdsList />, { url: '/households?sort=size&direction=desc', path: '/households', queryClient });
      expect(await screen.findByText('No households to show!')).toBeInTheDocument();
      expect(calls.map((call) => call.path)).toEqual(['/api/households?page=1&size=10&sort=size&direction=desc']);
    } finally {
      clearSession();
    }
  });

  it('Possible Duplicates: Households > Possible Duplicates, with what the API answers', async () => {
    renderWithApp(<HouseholdDuplicates />, { url: '/households/duplicates', path: '/households/duplicates' });
    expect(screen.getByRole('heading', { level: 1, name: 'Possible Duplicates' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Households', 'Possible Duplicates']);
    expect(screen.getByRole('link', { name: 'Households' })).toHaveAttribute('href', '/households');
    expect(await screen.findByText('No possible duplicate households found.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/households/duplicates']);
  });

  it('New Household: Households > New', () => {
    renderWithApp(<HouseholdNew />, { url: '/households/new', path: '/households/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Household' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Households', 'New']);
  });

  it('Household: Households > id, and Household not found', async () => {
    renderWithApp(<HouseholdView />, { url: '/households/42', path: '/households/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Household' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Households', '42']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Household not found');
  });

  it('Edit Household: Households > id > Edit', () => {
    renderWithApp(<HouseholdEdit />, { url: '/households/42/edit', path: '/households/:id/edit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Household' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Households', '42', 'Edit']);
    expect(screen.getByRole('link', { name: '42' })).toHaveAttribute('href', '/households/42');
  });
});
