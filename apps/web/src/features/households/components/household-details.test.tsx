import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { ageInYears } from '../../../entities/households/model/age.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildHousehold, buildHouseholdMember, stubApi } from '../../../test/households-fixtures.ts';
import { HouseholdDetails } from './household-details.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lopez = () =>
  buildHousehold({
    id: 4,
    name: 'Lopez family',
    phone: '555-0142',
    address: '10 Rue Notre-Dame',
    notes: 'Prefers evening calls',
    primaryContactCode: 1,
    members: [
      buildHouseholdMember({ code: 1, fullname: 'Ana Lopez', role: 'adult', birthDate: '1980-06-15' }),
      buildHouseholdMember({ code: 2, fullname: 'Luis Lopez', role: 'child', birthDate: null }),
    ],
  });

describe('HouseholdDetails', () => {
  it('shows the name, phone, address and notes, and each member with role and age, the primary contact marked', async () => {
    stubApi((call) => (call.path === '/api/households/4' ? { body: lopez() } : undefined));
    renderWithApp(<HouseholdDetails id={4} />, { url: '/households/4' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lopez family' })).toBeInTheDocument();
    expect(screen.getByText('555-0142')).toBeInTheDocument();
    expect(screen.getByText('10 Rue Notre-Dame')).toBeInTheDocument();
    expect(screen.getByText('Prefers evening calls')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/households/4/edit');
    expect(screen.getByRole('link', { name: 'New member' })).toHaveAttribute('href', '/members/new?household=4');

    const members = within(screen.getByRole('region', { name: 'Members' })).getAllByRole('listitem');
    expect(members).toHaveLength(2);
    expect(within(members[0]!).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute('href', '/members/1');
    expect(members[0]).toHaveTextContent('Adult');
    expect(members[0]).toHaveTextContent(`${ageInYears('1980-06-15')} years old`);
    expect(members[0]).toHaveTextContent('Primary contact');
    expect(members[1]).toHaveTextContent('Child');
    expect(members[1]).not.toHaveTextContent('years old');
    expect(members[1]).not.toHaveTextContent('Primary contact');
  });

  it('says when the household does not exist', async () => {
    stubApi((call) => (call.path === '/api/households/9' ? { status: 404, body: errorBody(messages.households.notFound) } : undefined));
    renderWithApp(<HouseholdDetails id={9} />, { url: '/households/9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Household not found');
  });

  it('deletes after asking, then goes back to the list with a toast', async () => {
    const { calls } = stubApi((call) => {
      if (call.method === 'DELETE' && call.path === '/api/households/4') return { status: 204 };
      return call.path === '/api/households/4' ? { body: lopez() } : undefined;
    });
    const { user } = renderWithApp(<HouseholdDetails id={4} />, { url: '/households/4' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete household' });
    expect(dialog).toHaveTextContent('Delete the household Lopez family?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep household' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete household' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/households$/));
    expect(toast.success).toHaveBeenCalledWith('Household deleted successfully!');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/households/4']);
  });

  it('stays on the page and says so when the delete fails', async () => {
    stubApi((call) => {
      if (call.method === 'DELETE') return { status: 500, body: { message: 'Internal error' } };
      return call.path === '/api/households/4' ? { body: lopez() } : undefined;
    });
    const { user } = renderWithApp(<HouseholdDetails id={4} />, { url: '/households/4' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete household' }));
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith('Household delete failed! Please try again.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/households/4');
  });
});
