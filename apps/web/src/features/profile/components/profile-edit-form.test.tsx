import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { clearSession, getSession, setSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { sentRequest, stubApi, type ApiAnswer } from '../../../test/stub-api.ts';
import { EditProfile } from './edit-profile.tsx';

const me = {
  code: 3,
  firstName: 'Rosa',
  lastName: 'Diaz',
  fullname: 'Rosa Diaz',
  email: 'rosa@example.org',
  phones: null,
  roleId: 2,
  role: 'Coordinator',
} as Member;

/** Answers GET of the member, the email check (`isValid`) and PATCH (`patch`), recording calls. */
function stubProfileApi({ isValid = true, patch }: { isValid?: boolean; patch?: (body: Record<string, unknown>) => ApiAnswer } = {}) {
  const { calls } = stubApi((call) => {
    if (call.path === '/api/members/validate-email') return { body: { isValid } };
    if (call.method === 'PATCH' && patch) return patch(call.body as Record<string, unknown>);
    if (call.path === '/api/members/3') return { body: me };
    return undefined;
  });
  return calls;
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
  setSession({ code: 3, firstName: 'Rosa', lastName: 'Diaz', role: 'Coordinator', roleId: 2, token: 't' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
});

function renderEditProfile() {
  return renderWithApp(<EditProfile code={3} />, { url: '/profile/edit' });
}

describe('EditProfile', () => {
  it('shows the code disabled and the editable fields filled in', async () => {
    stubProfileApi();
    renderEditProfile();
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.org');
    expect(screen.getByRole('textbox', { name: 'Phones' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['First Name', 'First name is required.'],
    ['Last Name', 'Last name is required.'],
    ['Email', 'Email is required.'],
  ])('says %s is required on blur', async (label, message) => {
    stubProfileApi();
    const { user } = renderEditProfile();
    await user.clear(await screen.findByRole('textbox', { name: label }));
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${label} is invalid` })).toBeInTheDocument();
  });

  it('refuses a malformed email', async () => {
    stubProfileApi();
    const { user } = renderEditProfile();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'rosa@');
    await user.tab();
    expect(await screen.findByText('Must be a valid email.')).toBeInTheDocument();
  });

  it('checks the email with the own code and shows when it is in use', async () => {
    const calls = stubProfileApi({ isValid: false });
    const { user } = renderEditProfile();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.org');
    await user.tab();
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/members/validate-email').map((call) => call.body)).toEqual([
      { email: 'taken@example.org', code: 3 },
    ]);
  });

  it('rejects the submit while a field is invalid', async () => {
    const calls = stubProfileApi({ patch: () => ({ body: me }) });
    const { user } = renderEditProfile();
    await user.clear(await screen.findByRole('textbox', { name: 'First Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please check for errors.', { about: 'save.Member.update' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends PATCH with the four fields, toasts and renames the session', async () => {
    const calls = stubProfileApi({ patch: (body) => ({ body: { ...me, ...body } }) });
    const { user } = renderEditProfile();
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, ' Rosalia ');
    await user.type(screen.getByRole('textbox', { name: 'Phones' }), '555-0102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member updated successfully!', { about: 'save.Member.update' }));
    expect(calls.filter((call) => call.method === 'PATCH').map(sentRequest)).toEqual([
      {
        method: 'PATCH',
        path: '/api/members/3',
        body: { firstName: 'Rosalia', lastName: 'Diaz', email: 'rosa@example.org', phones: '555-0102' },
      },
    ]);
    expect(getSession()).toMatchObject({ code: 3, firstName: 'Rosalia', lastName: 'Diaz', token: 't' });
  });

  it('keeps what was typed when the save fails', async () => {
    stubProfileApi({ patch: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    const { user } = renderEditProfile();
    const lastName = await screen.findByRole('textbox', { name: 'Last Name' });
    await user.clear(lastName);
    await user.type(lastName, 'Diaz Ortega');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please try again.', { about: 'save.Member.update' }),
    );
    expect(lastName).toHaveValue('Diaz Ortega');
    expect(getSession()?.lastName).toBe('Diaz');
  });

  it('shows a 409 email conflict on the email field', async () => {
    stubProfileApi({
      patch: () => ({
        status: 409,
        body: errorBody(messages.members.emailInUse, { email: [messages.members.emailInUse] }),
      }),
    });
    const { user } = renderEditProfile();
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please check for errors.', { about: 'save.Member.update' });
  });
});
