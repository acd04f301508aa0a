import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi, type ApiAnswer } from '../../../test/stub-api.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** Answers POST /api/change-password with `answer`; answers the sent bodies. */
function stubChangePassword(answer: () => ApiAnswer) {
  const bodies: unknown[] = [];
  stubApi((call) => {
    if (call.method !== 'POST' || call.path !== '/api/change-password') return undefined;
    bodies.push(call.body);
    return answer();
  });
  return bodies;
}

/** A password input by its label (which also carries the required asterisk). */
function passwordInput(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderForm() {
  return renderWithApp(<ChangePasswordForm code={3} />, { url: '/profile/change-password' });
}

describe('ChangePasswordForm (profile)', () => {
  it('says each password is required, on blur', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.click(passwordInput('Current password'));
    await user.tab();
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    await user.click(passwordInput('New password'));
    await user.tab();
    expect(await screen.findByText('New password is required.')).toBeInTheDocument();
    expect(screen.queryByText('New password must have at least 8 characters.')).not.toBeInTheDocument();
    await user.click(passwordInput('Confirm password'));
    await user.tab();
    expect(await screen.findByText('Confirm password is required.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Confirm password is invalid' })).toBeInTheDocument();
  });

  it('announces the error on the password input itself (aria-invalid, described by its message)', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    const input = passwordInput('Current password');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(input);
    await user.tab();
    await screen.findByText('Current password is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Current password is required\./);
  });

  it.each([
    ['abcdefg1!', 'New password must have at least one uppercase letter.'],
    ['ABCDEFG1!', 'New password must have at least one lowercase letter.'],
    ['Abcdefgh!', 'New password must have at least one digit.'],
    ['Abcdefgh1', 'New password must have at least one special character.'],
    ['Ab1!', 'New password must have at least 8 characters.'],
  ])('refuses %s with "%s"', async (password, message) => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('New password'), password);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('lists every broken rule at once and marks a passing field', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('New password'), 'abc');
    await user.tab();
    for (const message of [
      'New password must have at least 8 characters.',
      'New password must have at least one uppercase letter.',
      'New password must have at least one digit.',
      'New password must have at least one special character.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(passwordInput('Current password'), 'Old#pass1');
    await user.tab();
    expect(await screen.findByRole('img', { name: 'Current password is valid' })).toBeInTheDocument();
  });

  it('requires the confirmation to match, and re-checks it when the new password changes', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('New password'), 'Secret#123');
    await user.type(passwordInput('Confirm password'), 'Secret#124');
    await user.tab();
    expect(await screen.findByText('Must match the new password.')).toBeInTheDocument();
    await user.clear(passwordInput('New password'));
    await user.type(passwordInput('New password'), 'Secret#124');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Must match the new password.')).not.toBeInTheDocument());
  });

  it('reveals a password with its toggle', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    expect(passwordInput('Current password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(passwordInput('Current password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show current password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes the password with code and all three fields, toasts and clears the form', async () => {
    const bodies = stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('Current password'), 'Old#pass1');
    await user.type(passwordInput('New password'), 'Secret#123');
    await user.type(passwordInput('Confirm password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed successfully!', { about: 'passwords.change' }));
    expect(bodies).toEqual([{ code: 3, currentPassword: 'Old#pass1', newPassword: 'Secret#123', confirmPassword: 'Secret#123' }]);
    expect(passwordInput('Current password')).toHaveValue('');
  });

  it('sends nothing while a field is invalid', async () => {
    const bodies = stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows a wrong current password on its field and toasts the failure, keeping the values', async () => {
    stubChangePassword(() => ({
      status: 400,
      body: errorBody(messages.passwords.currentIncorrect, { currentPassword: [messages.passwords.currentIncorrect] }),
    }));
    const { user } = renderForm();
    await user.type(passwordInput('Current password'), 'Wrong#pass1');
    await user.type(passwordInput('New password'), 'Secret#123');
    await user.type(passwordInput('Confirm password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Password change failed! Please try again.', { about: 'passwords.change' });
    expect(passwordInput('New password')).toHaveValue('Secret#123');
  });
});
