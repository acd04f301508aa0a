import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { buildMember } from '../../../test/members-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildHousehold, stubApi, type ApiCall } from '../../../test/households-fixtures.ts';
import { NewHouseholdForm } from './new-household-form.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ana = buildMember({ code: 1, firstName: 'Ana', lastName: 'Lopez', birthDate: '1980-06-15' });
const luis = buildMember({ code: 2, firstName: 'Luis', lastName: 'Lopez', birthDate: '2018-02-01' });

/** The members search: both Lopez members for "lopez". */
function membersAnswer(call: ApiCall) {
  if (call.method === 'GET' && call.pathname === '/api/members') return { body: { totalCount: 2, members: [ana, luis] } };
  return undefined;
}

async function addMember(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  const search = screen.getByRole('searchbox', { name: 'Add a member' });
  await user.clear(search);
  await user.type(search, 'lopez');
  await user.click(await screen.findByRole('button', { name: `Add ${name}` }));
}

describe('NewHouseholdForm', () => {
  it('finds enabled members, sets roles and the primary contact, saves, and opens the new household', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'POST' ? { status: 201, body: buildHousehold({ id: 31, name: 'Lopez family' }) } : membersAnswer(call),
    );
    const { user } = renderWithApp(<NewHouseholdForm />, { url: '/households/new' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lopez family');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555-0142');
    await addMember(user, 'Ana Lopez');
    await addMember(user, 'Luis Lopez');

    const search = calls.find((call) => call.pathname === '/api/members')!;
    expect(Object.fromEntries(search.params)).toEqual({
      page: '1',
      size: '10',
      sort: 'fullname',
      direction: 'asc',
      search: 'lopez',
      status: 'enabled',
    });
    // A listed member is not offered again.
    expect(screen.queryByRole('button', { name: 'Add Ana Lopez' })).not.toBeInTheDocument();
    // Roles guessed from the birth dates; only the adult may be the primary contact.
    expect(screen.getByRole('combobox', { name: 'Role of Ana Lopez' })).toHaveValue('adult');
    expect(screen.getByRole('combobox', { name: 'Role of Luis Lopez' })).toHaveValue('child');
    const contact = screen.getByRole('combobox', { name: 'Primary contact' });
    expect(
      within(contact)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Ana Lopez']);
    await user.selectOptions(contact, 'Ana Lopez');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Luis Lopez' }), 'Other');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Household created successfully!', { about: 'save.Household.create' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Lopez family',
      phone: '555-0142',
      address: null,
      notes: null,
      members: [
        { code: 1, role: 'adult' },
        { code: 2, role: 'other' },
      ],
      primaryContactCode: 1,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/households/31'));
  });

  it('takes a removed member, or one no longer an adult, off the primary contact', async () => {
    stubApi(membersAnswer);
    const { user } = renderWithApp(<NewHouseholdForm />, { url: '/households/new' });
    await addMember(user, 'Ana Lopez');
    const contact = screen.getByRole('combobox', { name: 'Primary contact' });
    await user.selectOptions(contact, 'Ana Lopez');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ana Lopez' }), 'Child');
    expect(contact).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ana Lopez' }), 'Adult');
    await user.selectOptions(contact, 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Remove Ana Lopez' }));
    expect(screen.queryByRole('group', { name: 'Ana Lopez' })).not.toBeInTheDocument();
    expect(contact).toHaveValue('');
    expect(screen.getByText('No members yet: find them below.')).toBeInTheDocument();
  });

  it('refuses a missing name before sending anything', async () => {
    const { calls } = stubApi(membersAnswer);
    const { user } = renderWithApp(<NewHouseholdForm />, { url: '/households/new' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Household create failed! Please check for errors.', { about: 'save.Household.create' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's field errors on the members and the primary contact, and keeps what was typed", async () => {
    stubApi((call) => {
      if (call.method !== 'POST') return membersAnswer(call);
      return {
        status: 400,
        body: {
          ...errorBody(messages.common.invalidInput),
          errors: {
            'members.0.code': ['Member 1 is disabled.'],
            primaryContactCode: ['The primary contact must be one of the adults of the household.'],
          },
          errorCodes: {
            'members.0.code': [{ code: 'households.memberDisabled', values: { code: '1' } }],
            primaryContactCode: [{ code: 'households.primaryContactNotAdult' }],
          },
        },
      };
    });
    const { user } = renderWithApp(<NewHouseholdForm />, { url: '/households/new' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lopez family');
    await addMember(user, 'Ana Lopez');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary contact' }), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Household create failed! Please check for errors.', { about: 'save.Household.create' }),
    );
    expect(within(screen.getByRole('group', { name: 'Ana Lopez' })).getByText('Member 1 is disabled.')).toBeInTheDocument();
    expect(screen.getByText('The primary contact must be one of the adults of the household.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lopez family');
    expect(screen.getByRole('combobox', { name: 'Primary contact' })).toHaveValue('1');
    expect(screen.getByTestId('location')).toHaveTextContent('/households/new');
  });
});
