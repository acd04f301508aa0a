import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildHousehold } from '../../../test/households-fixtures.ts';
import { buildMember, referenceAnswer, stubApi, type ApiAnswer, type ApiCall } from '../../../test/members-fixtures.ts';
import { NewMemberForm } from './new-member-form.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderNewMember() {
  return renderWithApp(<NewMemberForm />, { url: '/members/new' });
}

/** Fills the required fields with valid values. */
async function fillRequired(user: ReturnType<typeof renderNewMember>['user']) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Role' }),
    await screen.findByRole('option', { name: 'Coordinator' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Diaz');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rosa@example.org');
}

const emailChecks = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/members/validate-email');

describe('NewMemberForm', () => {
  it('labels every field and marks the required ones', async () => {
    stubApi(referenceAnswer);
    renderNewMember();
    for (const label of ['Role', 'First Name', 'Last Name']) expect(screen.getByLabelText(label, { exact: false })).toBeRequired();
    // Until a role that signs in is chosen, the email is optional, and says so.
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Optional: only Administrators and Coordinators need one, to sign in.',
    );
    // The birth date's picker stops at today (the local day).
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(screen.getByLabelText('Birth Date')).toHaveAttribute('max', today);
    for (const label of ['Phones', 'Gender', 'Birth Date', 'Civil Status', 'Education', 'Occupation', 'Work Schedule', 'Hobbies']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    for (const label of ['Medical Conditions', 'Diet Restrictions', 'Food Allergies'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active Laic' })).not.toBeChecked();
    expect(screen.getByLabelText('Birth Date')).toHaveAttribute('type', 'date');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Enabled' })).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Married' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Male' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/members');
  });

  it('shows each required message with an error mark when the field is left empty', async () => {
    stubApi(referenceAnswer);
    const { user } = renderNewMember();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.tab();
    expect(await screen.findByText('Role is required.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Role is invalid' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'First Name' }));
    await user.tab();
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Last name is required.')).toBeInTheDocument();
    // An email left empty is no email: nothing to say without a role that signs in.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toBeValid());
    expect(screen.queryByRole('img', { name: 'Email is invalid' })).not.toBeInTheDocument();
    expect(screen.queryByText('Must be a valid email.')).not.toBeInTheDocument();
  });

  it('requires the email of the roles that sign in only, checking it again when the role changes', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewMember();
    const role = await screen.findByRole('combobox', { name: 'Role' });
    await user.selectOptions(role, await screen.findByRole('option', { name: 'Coordinator' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).not.toHaveAccessibleDescription();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required for Administrators and Coordinators.')).toBeInTheDocument();
    expect(email).toBeInvalid();
    await user.selectOptions(role, 'Member');
    await waitFor(() => expect(screen.queryByText('Email is required for Administrators and Coordinators.')).not.toBeInTheDocument());
    expect(email).not.toBeRequired();
    expect(emailChecks(calls)).toHaveLength(0);
  });

  it('after a refused submit, asks for the email as soon as a role that signs in is chosen', async () => {
    stubApi(referenceAnswer);
    const { user } = renderNewMember();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role is required.')).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role' }),
      await screen.findByRole('option', { name: 'Administrator' }),
    );
    expect(await screen.findByText('Email is required for Administrators and Coordinators.')).toBeInTheDocument();
  });

  it('shows a success mark on a field that passes, and clears the error once fixed', async () => {
    stubApi(referenceAnswer);
    const { user } = renderNewMember();
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await user.click(firstName);
    await user.tab();
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    await user.type(firstName, 'Rosa');
    await user.tab();
    expect(await screen.findByRole('img', { name: 'First Name is valid' })).toBeInTheDocument();
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(firstName).toBeValid();
  });

  it('refuses a malformed email on blur without asking the server', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewMember();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Must be a valid email.')).toBeInTheDocument();
    expect(emailChecks(calls)).toHaveLength(0);
  });

  it('checks the email with the server on blur, without a code, and shows when it is in use', async () => {
    const { calls } = stubApi(
      (call) => referenceAnswer(call) ?? (call.path === '/api/members/validate-email' ? { body: { isValid: false } } : undefined),
    );
    const { user } = renderNewMember();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' taken@example.org ');
    await user.tab();
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Email is invalid' })).toBeInTheDocument();
    expect(emailChecks(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/members/validate-email', body: { email: 'taken@example.org' } },
    ]);
  });

  it('leaves another field without calling the server', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewMember();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await user.tab();
    await screen.findByRole('img', { name: 'First Name is valid' });
    expect(emailChecks(calls)).toHaveLength(0);
  });

  it('on submit shows every message, toasts "check for errors" and sends nothing', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewMember();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Role is required.', 'First name is required.', 'Last name is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeValid();
    expect(toast.danger).toHaveBeenCalledWith('Member create failed! Please check for errors.', { about: 'save.Member.create' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the email again before saving, and refuses the save when it is taken', async () => {
    let isValid = true;
    const { calls } = stubApi(
      (call) => referenceAnswer(call) ?? (call.path === '/api/members/validate-email' ? { body: { isValid } } : undefined),
    );
    const { user } = renderNewMember();
    await fillRequired(user);
    await user.tab();
    expect(await screen.findByRole('img', { name: 'Email is valid' })).toBeInTheDocument();
    isValid = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member create failed! Please check for errors.', { about: 'save.Member.create' });
    expect(emailChecks(calls)).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/members')).toBe(false);
  });

  it('creates the member, toasts and opens its details', async () => {
    const created = buildMember({ code: 42, firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@example.org', roleId: 2 });
    const { calls } = stubApi((call) => {
      if (call.path === '/api/members/validate-email') return { body: { isValid: true } };
      if (call.method === 'POST' && call.path === '/api/members') return { status: 201, body: created };
      return referenceAnswer(call);
    });
    const { user } = renderNewMember();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Phones'), '555-0101');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Civil Status' }), 'Married');
    await user.click(screen.getByRole('switch', { name: 'Active Laic' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members/42'));
    expect(toast.success).toHaveBeenCalledWith('Member created successfully!', { about: 'save.Member.create' });
    expect(calls.find((call) => call.path === '/api/members')?.body).toEqual({
      roleId: 2,
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@example.org',
      phones: '555-0101',
      gender: 'Female',
      birthDate: null,
      civilStatusId: 2,
      education: null,
      occupation: null,
      workSchedule: null,
      hobbies: null,
      medicalConditions: null,
      dietRestrictions: null,
      foodAllergies: null,
      isActiveLaic: true,
      pickups: [],
      household: null,
    });
  });

  it('creates a Member without an email, asking the server nothing about it', async () => {
    const created = buildMember({ code: 43, firstName: 'Lucía', lastName: 'Ortega', email: null });
    const { calls } = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/members' ? { status: 201, body: created } : referenceAnswer(call),
    );
    const { user } = renderNewMember();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), await screen.findByRole('option', { name: 'Member' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Ortega');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members/43'));
    expect(calls.find((call) => call.path === '/api/members')?.body).toMatchObject({ roleId: 3, email: null, household: null });
    expect(emailChecks(calls)).toHaveLength(0);
  });

  it('shows a 409 email conflict on the email field and keeps what was typed', async () => {
    stubApi((call) => {
      if (call.path === '/api/members/validate-email') return { body: { isValid: true } };
      if (call.path === '/api/members')
        return { status: 409, body: errorBody(messages.members.emailInUse, { email: [messages.members.emailInUse] }) };
      return referenceAnswer(call);
    });
    const { user } = renderNewMember();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member create failed! Please check for errors.', { about: 'save.Member.create' });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.org');
    expect(screen.getByTestId('location')).toHaveTextContent('/members/new');
  });

  it('on a server failure toasts "try again" and keeps every value', async () => {
    stubApi((call) => {
      if (call.path === '/api/members/validate-email') return { body: { isValid: true } };
      if (call.path === '/api/members') return { status: 500, body: { message: 'Internal server error' } };
      return referenceAnswer(call);
    });
    const { user } = renderNewMember();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Hobbies'), 'Chess');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Member create failed! Please try again.', { about: 'save.Member.create' }),
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Diaz');
    expect(screen.getByLabelText('Hobbies')).toHaveValue('Chess');
  });

  it('shows other field errors of a refused save on their fields', async () => {
    stubApi((call) => {
      if (call.path === '/api/members/validate-email') return { body: { isValid: true } };
      if (call.path === '/api/members')
        return { status: 400, body: errorBody(messages.common.invalidInput, { roleId: [messages.members.roleUnknown] }) };
      return referenceAnswer(call);
    });
    const { user } = renderNewMember();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role does not exist.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member create failed! Please check for errors.', { about: 'save.Member.create' });
  });
});

describe('NewMemberForm: the household', () => {
  const ruiz = buildHousehold({ id: 7, name: 'The Ruiz family' });
  const created = buildMember({ code: 44, firstName: 'Pablo', lastName: 'Ruiz', email: null, birthDate: '2019-06-01' });

  /** The reference lists, the households search ("ruiz"), and the create. */
  function householdAnswers(createAnswer: ApiAnswer = { status: 201, body: created }) {
    return (call: ApiCall): ApiAnswer | undefined => {
      if (call.method === 'GET' && call.pathname === '/api/households') return { body: { totalCount: 1, households: [ruiz] } };
      if (call.method === 'POST' && call.path === '/api/members') return createAnswer;
      return referenceAnswer(call);
    };
  }

  async function fillChild(user: ReturnType<typeof renderNewMember>['user']) {
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), await screen.findByRole('option', { name: 'Member' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Pablo');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Ruiz');
  }

  it('finds a household by search, guesses the role from the birth date, and sends both with the member', async () => {
    const { calls } = stubApi(householdAnswers());
    const { user } = renderNewMember();
    await fillChild(user);
    await user.type(screen.getByRole('searchbox', { name: 'Find a household' }), 'ruiz');
    await user.click(await screen.findByRole('button', { name: 'Choose The Ruiz family' }));
    const search = calls.find((call) => call.pathname === '/api/households')!;
    expect(Object.fromEntries(search.params)).toEqual({ page: '1', size: '10', sort: 'name', direction: 'asc', search: 'ruiz' });

    const chosen = screen.getByRole('group', { name: 'Joins The Ruiz family' });
    const role = within(chosen).getByRole('combobox', { name: 'Role in the household' });
    // No birth date: an adult; born in 2019: a child.
    expect(role).toHaveValue('adult');
    await user.type(screen.getByLabelText('Birth Date'), '2019-06-01');
    expect(role).toHaveValue('child');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members/44'));
    expect(calls.find((call) => call.path === '/api/members')?.body).toMatchObject({
      email: null,
      birthDate: '2019-06-01',
      household: { id: 7, role: 'child' },
    });
  });

  it('keeps a role chosen by hand whatever the birth date, and can leave the household out again', async () => {
    const { calls } = stubApi(householdAnswers());
    const { user } = renderNewMember();
    await fillChild(user);
    await user.type(screen.getByRole('searchbox', { name: 'Find a household' }), 'ruiz');
    await user.click(await screen.findByRole('button', { name: 'Choose The Ruiz family' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role in the household' }), 'Other');
    await user.type(screen.getByLabelText('Birth Date'), '2019-06-01');
    expect(screen.getByRole('combobox', { name: 'Role in the household' })).toHaveValue('other');
    await user.click(screen.getByRole('button', { name: 'Do not put the new member into The Ruiz family' }));
    expect(screen.queryByRole('group', { name: 'Joins The Ruiz family' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a household' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members/44'));
    expect(calls.find((call) => call.path === '/api/members')?.body).toMatchObject({ household: null });
  });

  it('opened from a household: it is chosen, Cancel goes back to it, and so does Save', async () => {
    const { calls } = stubApi(householdAnswers());
    const { user } = renderWithApp(<NewMemberForm from={{ id: 7, name: 'The Ruiz family' }} />, { url: '/members/new?household=7' });
    expect(screen.getByRole('group', { name: 'Joins The Ruiz family' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/households/7');
    await fillChild(user);
    await user.type(screen.getByLabelText('Birth Date'), '2019-06-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/households/7'));
    expect(toast.success).toHaveBeenCalledWith('Member created successfully!', { about: 'save.Member.create' });
    expect(calls.find((call) => call.path === '/api/members')?.body).toMatchObject({ household: { id: 7, role: 'child' } });
  });

  it("shows the server's refusal of the household under it and toasts 'check for errors'", async () => {
    const refusal = messages.households.householdUnknown({ id: 7 });
    stubApi(householdAnswers({ status: 400, body: errorBody(refusal, { 'household.id': [refusal] }) }));
    const { user } = renderWithApp(<NewMemberForm from={{ id: 7, name: 'The Ruiz family' }} />, { url: '/members/new?household=7' });
    await fillChild(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Household 7 does not exist.');
    expect(toast.danger).toHaveBeenCalledWith('Member create failed! Please check for errors.', { about: 'save.Member.create' });
    expect(screen.getByTestId('location')).toHaveTextContent('/members/new?household=7');
    // Another household chosen clears it.
    await user.click(screen.getByRole('button', { name: 'Do not put the new member into The Ruiz family' }));
    expect(screen.queryByText('Household 7 does not exist.')).not.toBeInTheDocument();
  });
});
