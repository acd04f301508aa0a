import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildHousehold, buildHouseholdMember, stubApi } from '../../../test/households-fixtures.ts';
import { EditHousehold } from './edit-household.tsx';

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
    primaryContactCode: 1,
    members: [
      buildHouseholdMember({ code: 1, fullname: 'Ana Lopez', role: 'adult' }),
      buildHouseholdMember({ code: 2, fullname: 'Luis Lopez', role: 'child' }),
    ],
  });

describe('EditHousehold', () => {
  it('shows the stored household, its members and primary contact, with a disabled Id', async () => {
    stubApi((call) => (call.path === '/api/households/4' ? { body: lopez() } : undefined));
    renderWithApp(<EditHousehold id={4} />, { url: '/households/4/edit' });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Lopez family');
    expect(screen.getByRole('form', { name: 'Household 4' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Id' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('555-0142');
    expect(screen.getByRole('combobox', { name: 'Role of Luis Lopez' })).toHaveValue('child');
    expect(screen.getByRole('combobox', { name: 'Primary contact' })).toHaveValue('1');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/households/4');
  });

  it('says when the household does not exist', async () => {
    stubApi((call) => (call.path === '/api/households/8' ? { status: 404, body: errorBody(messages.households.notFound) } : undefined));
    renderWithApp(<EditHousehold id={8} />, { url: '/households/8/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Household not found');
  });

  it('saves a changed role with PUT, toasts, and shows what the server stored', async () => {
    const saved = lopez();
    saved.members[1]!.role = 'other';
    const { calls } = stubApi((call) => {
      if (call.method === 'PUT') return { body: saved };
      return call.path === '/api/households/4' ? { body: lopez() } : undefined;
    });
    const { user } = renderWithApp(<EditHousehold id={4} />, { url: '/households/4/edit' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Luis Lopez' }), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Household updated successfully!', { about: 'save.Household.update' }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect({ path: put.path, body: put.body }).toEqual({
      path: '/api/households/4',
      body: {
        name: 'Lopez family',
        phone: '555-0142',
        address: null,
        notes: null,
        members: [
          { code: 1, role: 'adult' },
          { code: 2, role: 'other' },
        ],
        primaryContactCode: 1,
      },
    });
    expect(screen.getByRole('combobox', { name: 'Role of Luis Lopez' })).toHaveValue('other');
    expect(screen.getByTestId('location')).toHaveTextContent('/households/4/edit');
  });

  it("shows a refused members list's message and asks to try again after a server failure, keeping the edits", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        ...errorBody(messages.common.invalidInput),
        errors: { members: ['A member is listed twice.'] },
        errorCodes: { members: [{ code: 'households.memberTwice' }] },
      },
    };
    stubApi((call) => {
      if (call.method === 'PUT') return answer;
      return call.path === '/api/households/4' ? { body: lopez() } : undefined;
    });
    const { user } = renderWithApp(<EditHousehold id={4} />, { url: '/households/4/edit' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Household update failed! Please check for errors.', { about: 'save.Household.update' }),
    );
    expect(screen.getByText('A member is listed twice.')).toBeInTheDocument();

    answer = { status: 500, body: { message: 'Internal Server Error' } };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Household update failed! Please try again.', { about: 'save.Household.update' }),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lopez family II');
    expect(within(screen.getByRole('group', { name: 'Members' })).getAllByRole('group')).toHaveLength(2);
  });
});
