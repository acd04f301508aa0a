import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi, type ApiAnswer } from '../../../test/stub-api.ts';
import { StandaloneChangePasswordForm } from './standalone-change-password-form.tsx';

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
  return renderWithApp(<StandaloneChangePasswordForm code={3} />, { url: '/change-password' });
}

async function fillValid(user: ReturnType<typeof renderForm>['user']) {
  await user.type(passwordInput('Current password'), 'Old#pass1');
  await user.type(passwordInput('New password'), 'Secret#123');
  await user.type(passwordInput('Confirm password'), 'Secret#123');
}

describe('StandaloneChangePasswordForm', () => {
  it('lets no field take more than 50 characters', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      expect(passwordInput(label)).toHaveAttribute('maxlength', '50');
      await user.type(passwordInput(label), 'Aa1!'.repeat(15));
      expect(passwordInput(label)).toHaveValue('Aa1!'.repeat(15).slice(0, 50));
    }
  });

  it('says so when a longer value gets in anyway (pasted by a script)', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    const input = passwordInput('Current password');
    input.removeAttribute('maxlength');
    await user.type(input, 'x'.repeat(51));
    await user.tab();
    expect(await screen.findByText('Must be at most 50 characters.')).toBeInTheDocument();
  });

  it('accepts only printable ASCII in the new password', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('New password'), 'Contraseña#1');
    await user.tab();
    expect(await screen.findByText('New password must contain only printable ASCII characters.')).toBeInTheDocument();
  });

  it('words the digit rule its own way', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('New password'), 'Abcdefgh!');
    await user.tab();
    expect(await screen.findByText('Password must have at least one digit.')).toBeInTheDocument();
    expect(screen.queryByText('New password must have at least one digit.')).not.toBeInTheDocument();
  });

  it('keeps the other rules and messages of the profile form', async () => {
    stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.type(passwordInput('New password'), 'abc');
    await user.type(passwordInput('Confirm password'), 'abd');
    await user.tab();
    expect(await screen.findByText('Must match the new password.')).toBeInTheDocument();
    for (const message of [
      'New password must have at least 8 characters.',
      'New password must have at least one uppercase letter.',
      'New password must have at least one special character.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('toasts "check for errors" on an invalid submit and sends nothing', async () => {
    const bodies = stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Password changed failed! Please check for errors.', { about: 'passwords.change' });
    expect(bodies).toEqual([]);
  });

  it('changes the password without a confirmation in the call and toasts the success', async () => {
    const bodies = stubChangePassword(() => ({ status: 204 }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed successfully!', { about: 'passwords.change' }));
    expect(bodies).toEqual([{ code: 3, currentPassword: 'Old#pass1', newPassword: 'Secret#123' }]);
  });

  it("toasts the server's message without doubling its final period", async () => {
    stubChangePassword(() => ({
      status: 400,
      body: errorBody(messages.passwords.currentIncorrect, { currentPassword: [messages.passwords.currentIncorrect] }),
    }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Password changed failed! Current password is incorrect.', { about: 'passwords.change' }),
    );
    expect(screen.getByText('Current password is incorrect.')).toBeInTheDocument();
    expect(passwordInput('New password')).toHaveValue('Secret#123');
  });

  it('adds the period when the server message has none', async () => {
    stubChangePassword(() => ({ status: 500, body: { message: 'Internal server error' } }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Password changed failed! Internal server error.', { about: 'passwords.change' }),
    );
  });
});
