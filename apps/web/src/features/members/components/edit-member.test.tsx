import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { clearSession, setSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildMember, referenceAnswer, stubApi, type ApiAnswer, type ApiCall } from '../../../test/members-fixtures.ts';
import { EditMember } from './edit-member.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
  signInAs(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
});

function signInAs(roleId: number) {
  setSession({ code: 1, firstName: 'Admin', lastName: 'User', role: roleId === 1 ? 'Administrator' : 'Coordinator', roleId, token: 't' });
}

/** Serves `member` and the reference lists; `extra` answers the rest. */
function stubMemberApi(member: Member, extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/members/${member.code}`) return { body: { ...member, pickups: [], households: [] } };
    if (call.path === '/api/members/validate-email') return { body: { isValid: true } };
    return extra(call) ?? referenceAnswer(call);
  });
}

/** The password input itself (its label also carries the required asterisk). */
function passwordInput(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

function renderEdit(member: Member) {
  return renderWithApp(<EditMember code={member.code} />, { url: `/members/${member.code}/edit` });
}

const ana = () =>
  buildMember({
    code: 7,
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.org',
    roleId: 3,
    phones: '555',
    civilStatusId: 1,
    isEnabled: true,
  });

describe('EditMember', () => {
  it('shows the stored member with a disabled Code and an Enabled switch', async () => {
    stubMemberApi(ana());
    renderEdit(ana());
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('7');
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Phones' })).toHaveValue('555');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/members/7');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('3'));
  });

  it("sends the member's own code with the email check", async () => {
    const { calls } = stubMemberApi(ana());
    const { user } = renderEdit(ana());
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ana.lopez@example.org');
    await user.tab();
    expect(await screen.findByRole('img', { name: 'Email is valid' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/members/validate-email').map((call) => call.body)).toEqual([
      { email: 'ana.lopez@example.org', code: 7 },
    ]);
  });

  it('saves with PUT, stays on the page and toasts', async () => {
    const saved = { ...ana(), firstName: 'Anna', pickups: [] };
    const { calls } = stubMemberApi(ana(), (call) => (call.method === 'PUT' ? { body: saved } : undefined));
    const { user } = renderEdit(ana());
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Anna');
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member updated successfully!', { about: 'save.Member.update' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/members/7');
    expect(put?.body).toMatchObject({ code: 7, firstName: 'Anna', email: 'ana@example.org', roleId: 3, phones: '555', isEnabled: false });
    expect(screen.getByTestId('location')).toHaveTextContent('/members/7/edit');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Anna');
  });

  it('refuses to save an invalid form with "check for errors"', async () => {
    const { calls } = stubMemberApi(ana());
    const { user } = renderEdit(ana());
    await user.clear(await screen.findByRole('textbox', { name: 'Last Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last name is required.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please check for errors.', { about: 'save.Member.update' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps what was typed when the server refuses (403 for a Coordinator editing an Administrator)', async () => {
    signInAs(2);
    const admin = buildMember({ code: 9, roleId: 1, role: 'Administrator', firstName: 'Root' });
    stubMemberApi(admin, (call) =>
      call.method === 'PUT' ? { status: 403, body: errorBody(messages.members.coordinatorCannotChangeAdmin) } : undefined,
    );
    const { user } = renderEdit(admin);
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please try again.', { about: 'save.Member.update' }),
    );
    expect(firstName).toHaveValue('Changed');
    expect(screen.queryByRole('region', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('shows a 409 email conflict on the email field', async () => {
    stubMemberApi(ana(), (call) =>
      call.method === 'PUT'
        ? { status: 409, body: errorBody(messages.members.emailInUse, { email: [messages.members.emailInUse] }) }
        : undefined,
    );
    const { user } = renderEdit(ana());
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Member update failed! Please check for errors.', { about: 'save.Member.update' });
  });
});

describe('Set password panel', () => {
  it.each([
    [1, 1, true],
    [1, 2, true],
    [1, 3, false],
    [2, 2, false],
  ])('signed in with role %i, editing role %i: shown %s', async (sessionRole, memberRole, shown) => {
    signInAs(sessionRole);
    const member = buildMember({ code: 11, roleId: memberRole });
    stubMemberApi(member);
    renderEdit(member);
    await screen.findByRole('textbox', { name: 'First Name' });
    if (shown) expect(screen.getByRole('region', { name: 'Set password' })).toBeInTheDocument();
    else expect(screen.queryByRole('region', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('applies the password rules and the confirmation', async () => {
    const member = buildMember({ code: 12, roleId: 2 });
    const { calls } = stubMemberApi(member);
    const { user } = renderEdit(member);
    await screen.findByRole('region', { name: 'Set password' });
    const newPassword = passwordInput('New password');
    await user.type(newPassword, 'abc');
    await user.tab();
    for (const message of [
      'New password must have at least 8 characters.',
      'New password must have at least one uppercase letter.',
      'New password must have at least one digit.',
      'New password must have at least one special character.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Confirm password is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/password'))).toBe(false);
  });

  it('sets the password and toasts', async () => {
    const member = buildMember({ code: 13, roleId: 1 });
    const { calls } = stubMemberApi(member, (call) => (call.path === '/api/members/13/password' ? { status: 204 } : undefined));
    const { user } = renderEdit(member);
    await screen.findByRole('region', { name: 'Set password' });
    await user.type(passwordInput('New password'), 'Secret#123');
    await user.type(passwordInput('Confirm password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password set successfully!'));
    expect(calls.find((call) => call.path === '/api/members/13/password')?.body).toEqual({ newPassword: 'Secret#123' });
    expect(passwordInput('New password')).toHaveValue('');
  });

  it('toasts a failure and keeps the typed password', async () => {
    const member = buildMember({ code: 14, roleId: 2 });
    stubMemberApi(member, (call) =>
      call.path === '/api/members/14/password' ? { status: 500, body: { message: 'Internal server error' } } : undefined,
    );
    const { user } = renderEdit(member);
    await screen.findByRole('region', { name: 'Set password' });
    await user.type(passwordInput('New password'), 'Secret#123');
    await user.type(passwordInput('Confirm password'), 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Must match the new password.')).toBeInTheDocument();
    await user.clear(passwordInput('Confirm password'));
    await user.type(passwordInput('Confirm password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith('Password set failed! Please try again.'));
    expect(passwordInput('New password')).toHaveValue('Secret#123');
  });
});
