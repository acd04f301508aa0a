import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { clearSession, setSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { EraseMemberDialog } from './erase-member-dialog.tsx';
import { MemberPrivacyActions } from './member-privacy-actions.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
});

const member = { code: 42, fullname: 'Rosa Ruiz' };

describe('EraseMemberDialog', () => {
  it('says what stays, and enables the red Erase only once the full name is typed', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'POST' && call.pathname === '/api/members/42/erase'
        ? { body: { code: 42, firstName: 'Erased', lastName: 'Member 42', fullname: 'Erased Member 42', isEnabled: false, pickups: [] } }
        : undefined,
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<EraseMemberDialog member={member} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Erase Rosa Ruiz?' });
    expect(dialog).toHaveTextContent('Their attendance stays, without a name, so that counts and reports stay true.');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const erase = screen.getByRole('button', { name: 'Erase' });
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(erase).toBeDisabled();
    await user.type(name, 'Rosa');
    expect(erase).toBeDisabled();
    await user.type(name, ' ruiz');
    expect(erase).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Rosa Ruiz');
    expect(erase).toBeEnabled();
    await user.click(erase);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ body: { confirm: 'Rosa Ruiz' } })]);
    expect(toast.success).toHaveBeenCalledWith('Member erased.');
  });

  it("shows the server's refusal in the dialog", async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? { status: 409, body: { message: 'The last enabled Administrator cannot be erased.', code: 'members.lastAdministratorErased' } }
        : undefined,
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<EraseMemberDialog member={member} opened onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Rosa Ruiz');
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last enabled Administrator cannot be erased.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('MemberPrivacyActions', () => {
  const record = { ...member, firstName: 'Rosa', lastName: 'Ruiz', pickups: [], households: [] };

  it('downloads the data document, and offers Erase… on another member', async () => {
    setSession({ code: 1, firstName: 'Ada', lastName: 'Lovelace', role: 'Administrator', roleId: ROLE_IDS.administrator, token: 't' });
    stubApi((call) => (call.pathname === '/api/members/42' ? { body: record } : undefined));
    const { user } = renderWithApp(<MemberPrivacyActions code={42} />);
    expect(await screen.findByRole('link', { name: 'Download data' })).toHaveAttribute('href', '/api/members/42/data');
    await user.click(screen.getByRole('button', { name: 'Erase…' }));
    expect(await screen.findByRole('dialog', { name: 'Erase Rosa Ruiz?' })).toBeInTheDocument();
  });

  it('does not offer to erase yourself', async () => {
    setSession({ code: 42, firstName: 'Rosa', lastName: 'Ruiz', role: 'Administrator', roleId: ROLE_IDS.administrator, token: 't' });
    stubApi((call) => (call.pathname === '/api/members/42' ? { body: record } : undefined));
    renderWithApp(<MemberPrivacyActions code={42} />);
    expect(await screen.findByRole('link', { name: 'Download data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase…' })).not.toBeInTheDocument();
  });
});
