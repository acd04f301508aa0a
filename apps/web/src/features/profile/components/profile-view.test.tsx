import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ProfileView } from './profile-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileView', () => {
  it('shows the code, names, email and phones of the member, read-only', async () => {
    const { calls } = stubApi((call) =>
      call.path === '/api/members/3'
        ? { body: { code: 3, firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@example.org', phones: '555-0101' } }
        : undefined,
    );
    renderWithApp(<ProfileView code={3} />, { url: '/profile' });
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Diaz');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.org');
    expect(screen.getByRole('textbox', { name: 'Phones' })).toHaveValue('555-0101');
    for (const textbox of screen.getAllByRole('textbox')) expect(textbox).toHaveAttribute('readonly');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/members/3']);
  });
});
