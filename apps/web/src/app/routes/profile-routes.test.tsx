import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { Component as ChangePassword } from './change-password.tsx';
import { Component as ProfileChangePassword } from './profile-change-password.tsx';
import { Component as ProfileEdit } from './profile-edit.tsx';
import { Component as Profile } from './profile.tsx';

beforeEach(() => {
  setSession({ code: 3, firstName: 'Rosa', lastName: 'Diaz', role: 'Coordinator', roleId: 2, token: 't' });
  stubApi(() => ({ body: { code: 3, firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@example.org', phones: null } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function crumbs() {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByText(/\w/)
    .map((crumb) => crumb.textContent);
}

describe('profile and password routes', () => {
  it('Profile: Edit and Change Password buttons', async () => {
    renderWithApp(<Profile />, { url: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Profile']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/profile/change-password');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.org');
  });

  it('Edit Profile: Profile > Edit', async () => {
    renderWithApp(<ProfileEdit />, { url: '/profile/edit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Profile', 'Edit']);
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
  });

  it('Change Password: Profile > Change Password', () => {
    renderWithApp(<ProfileChangePassword />, { url: '/profile/change-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Profile', 'Change Password']);
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' })).not.toHaveAttribute('maxlength');
  });

  it('standalone Change Password: one crumb, fields capped at 50', () => {
    renderWithApp(<ChangePassword />, { url: '/change-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Change Password']);
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' })).toHaveAttribute('maxlength', '50');
  });

  it('sends a visitor without a session to sign in', () => {
    clearSession();
    renderWithApp(<Profile />, { url: '/profile' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
