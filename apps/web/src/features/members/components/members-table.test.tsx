import { act, screen, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts } from '../../../components/toasts/toast-store.ts';
import { Toaster } from '../../../components/toasts/toaster.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi, type ApiAnswer, type ApiCall } from '../../../test/stub-api.ts';
import { MembersTable, type MembersTableProps } from './members-table.tsx';
import { buildMember } from '../../../test/members-fixtures.ts';

const members = [
  buildMember({ code: 11, firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.org', roleId: 2, role: 'Coordinator' }),
  buildMember({ code: 12, firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@example.org', phones: '555-0142', isEnabled: false }),
  buildMember({ code: 13, firstName: 'Carla', lastName: 'Ruiz', email: 'carla@example.org' }),
];

let calls: ApiCall[] = [];
/** Answers every call with `answer`, recording the calls. */
function serve(answer: (call: ApiCall) => ApiAnswer) {
  ({ calls } = stubApi(answer));
}

beforeEach(() => serve(() => ({ status: 404, body: errorBody(messages.common.notFound) })));
afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
});

function renderTable(props: Partial<MembersTableProps> = {}) {
  const onSort = vi.fn();
  const onBulkChange = vi.fn();
  const rendered = renderWithApp(
    <>
      <MembersTable
        members={members}
        sort="fullname"
        direction="asc"
        onSort={onSort}
        viewKey="page-1"
        onBulkChange={onBulkChange}
        {...props}
      />
      <Toaster />
    </>,
  );
  return { ...rendered, onSort, onBulkChange };
}

function patchCalls() {
  return calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body as { isEnabled: boolean }] as const);
}

describe('MembersTable', () => {
  it('shows Code, Full Name, Last Name, Email, Phone, Role and Status, sorted by full name', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Members' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', 'Code', 'Full Name', 'Last Name', 'Email', 'Phone', 'Role', 'Status', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Full Name' })).toHaveAttribute('aria-sort', 'ascending');
    const row = screen.getByRole('row', { name: /Bruno Díaz/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 8),
    ).toEqual(['12', 'Bruno Díaz', 'Díaz', 'bruno@example.org', '555-0142', 'Member', 'Disabled']);
  });

  it('sorts by every column but the phone', async () => {
    const { user, onSort } = renderTable();
    for (const name of ['Code', 'Full Name', 'Last Name', 'Email', 'Role', 'Status'])
      await user.click(screen.getByRole('button', { name }));
    expect(onSort.mock.calls.flat()).toEqual(['code', 'fullname', 'lastname', 'email', 'role', 'status']);
    expect(screen.queryByRole('button', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('links each row to its View and Edit pages', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'View Ana Pérez' })).toHaveAttribute('href', '/members/11');
    expect(screen.getByRole('link', { name: 'Edit Ana Pérez' })).toHaveAttribute('href', '/members/11/edit');
  });

  it('offers Enable and Disable only with rows selected', async () => {
    const { user } = renderTable();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Pérez' }));
    expect(screen.getByText('1 member selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled();
  });

  it('enables the selected members, one PATCH each, then clears the selection', async () => {
    serve((call) => ({ body: members.find((member) => call.path.endsWith(`/${member.code}`)) }));
    const { user, onBulkChange } = renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Bruno Díaz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carla Ruiz' }));
    expect(screen.getByText('2 members selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Members enabled successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(patchCalls()).toEqual([
      ['/api/members/12', { isEnabled: true }],
      ['/api/members/13', { isEnabled: true }],
    ]);
    expect(onBulkChange).toHaveBeenCalledOnce();
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).not.toBeChecked();
  });

  it('disables every member selected with select-all', async () => {
    serve(() => ({ body: members[0] }));
    const { user } = renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Members disabled successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(patchCalls().map(([url, body]) => [url, body.isEnabled])).toEqual([
      ['/api/members/11', false],
      ['/api/members/12', false],
      ['/api/members/13', false],
    ]);
  });

  it('reports a failure when any call fails, still trying every member', async () => {
    serve((call) =>
      call.path.endsWith('/11') ? { status: 409, body: errorBody(messages.members.cannotDisableSelf) } : { body: members[1] },
    );
    const { user, onBulkChange } = renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Pérez' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bruno Díaz' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Members disable failed! Please try again.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Members disabled successfully!')).not.toBeInTheDocument();
    expect(patchCalls()).toHaveLength(2);
    expect(onBulkChange).toHaveBeenCalledOnce();
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
  });

  it('reports a failed enable', async () => {
    serve(() => ({ status: 500, body: { message: 'Internal server error' } }));
    const { user } = renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Carla Ruiz' }));
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Members enable failed! Please try again.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('drops the selection when the list view changes', async () => {
    const { user, rerender } = renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Pérez' }));
    expect(screen.getByText('1 member selected')).toBeInTheDocument();
    rerender(<MembersTable members={members} sort="fullname" direction="asc" onSort={vi.fn()} viewKey="page-2" onBulkChange={vi.fn()} />);
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
  });

  it("says 'No members to show!' without members", () => {
    renderTable({ members: [] });
    expect(screen.getByText('No members to show!')).toBeInTheDocument();
  });
});
