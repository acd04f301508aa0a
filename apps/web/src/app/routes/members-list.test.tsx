import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts } from '../../components/toasts/toast-store.ts';
import { Toaster } from '../../components/toasts/toaster.tsx';
import { QueryClient } from '@tanstack/react-query';
import { clearSession, setSession } from '../../lib/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { startFirstRead } from '../first-reads.ts';
import { stubApi, type ApiAnswer, type ApiCall } from '../../test/stub-api.ts';
import { buildMember } from '../../test/members-fixtures.ts';
import { Component as MembersList } from './members-list.tsx';

const roles = [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Coordinator' },
  { id: 3, name: 'Member' },
];
const members = [
  buildMember({ code: 1, firstName: 'Ana', lastName: 'Pérez' }),
  buildMember({ code: 2, firstName: 'Bruno', lastName: 'Díaz', isEnabled: false }),
];

let listAnswer: () => ApiAnswer | Promise<ApiAnswer>;
let calls: ApiCall[];

beforeEach(() => {
  listAnswer = () => ({ body: { totalCount: 25, members } });
  ({ calls } = stubApi((call) => {
    if (call.pathname === '/api/roles') return { body: roles };
    if (call.pathname === '/api/members' && call.method === 'GET') return listAnswer();
    if (call.method === 'PATCH') return { body: members[0] };
    return undefined;
  }));
});
afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
});

/** The query strings of every members list call so far. */
function listCalls() {
  return calls
    .filter((call) => call.path.startsWith('/api/members?') && call.method === 'GET')
    .map((call) => call.path.slice('/api/members'.length));
}

function renderPage(url = '/members', queryClient?: QueryClient) {
  return renderWithApp(
    <>
      <MembersList />
      <Toaster />
    </>,
    { url, path: '/members', queryClient },
  );
}

function location() {
  return screen.getByTestId('location').textContent;
}

describe('Members list page', () => {
  it('shows the frame: breadcrumb, title and Add Member', async () => {
    renderPage();
    const breadcrumb = screen.getByLabelText('Breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Members')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Member' })).toHaveAttribute('href', '/members/new');
    expect(await screen.findByRole('cell', { name: 'Ana Pérez' })).toBeInTheDocument();
  });

  it('loads the first page sorted by full name, with its pages', async () => {
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Bruno Díaz' })).toBeInTheDocument();
    expect(listCalls()).toEqual(['?page=1&size=10&sort=fullname&direction=asc']);
    expect(screen.getByText('of 3')).toBeInTheDocument();
  });

  it("reads the page once when the signed-in frame started the read before the screen's code", async () => {
    const search = '?page=2&size=5&sort=email&direction=desc&search=ana&role=2&status=enabled';
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    setSession({ code: 1, firstName: 'Ada', lastName: 'Admin', role: 'Administrator', roleId: 1, token: 't' });
    try {
      startFirstRead(queryClient, { pathname: '/members', search });
      expect(listCalls()).toEqual([search]);
      renderPage(`/members${search}`, queryClient);
      expect(await screen.findByRole('cell', { name: 'Ana Pérez' })).toBeInTheDocument();
      expect(listCalls()).toEqual([search]);
    } finally {
      clearSession();
    }
  });

  it('starts no read before a session exists, nor for a screen without a first read', () => {
    const queryClient = new QueryClient();
    startFirstRead(queryClient, { pathname: '/members', search: '' });
    setSession({ code: 1, firstName: 'Ada', lastName: 'Admin', role: 'Administrator', roleId: 1, token: 't' });
    try {
      startFirstRead(queryClient, { pathname: '/programs', search: '' });
    } finally {
      clearSession();
    }
    expect(calls).toEqual([]);
  });

  it('restores the list state from the URL', async () => {
    renderPage('/members?page=2&size=5&sort=email&direction=desc&search=ana&role=2&status=enabled');
    await screen.findByRole('cell', { name: 'Ana Pérez' });
    expect(listCalls()).toEqual(['?page=2&size=5&sort=email&direction=desc&search=ana&role=2&status=enabled']);
    expect(screen.getByRole('textbox', { name: 'Search members' })).toHaveValue('ana');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
    expect(await screen.findByText('Role: Coordinator')).toBeInTheDocument();
    expect(screen.getByText('Status: Enabled')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
  });

  it('searches from page 1', async () => {
    const { user } = renderPage('/members?page=3');
    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'bruno{Enter}');
    expect(location()).toBe('/members?search=bruno');
    await waitFor(() => expect(listCalls()).toContain('?page=1&size=10&sort=fullname&direction=asc&search=bruno'));
  });

  it('filters by role (from the roles list) and status', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const roleGroup = await screen.findByRole('group', { name: 'Role' });
    await user.click(await within(roleGroup).findByRole('checkbox', { name: 'Coordinator' }));
    expect(within(roleGroup).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Disabled' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/members?role=2&status=disabled');
    await waitFor(() => expect(listCalls()).toContain('?page=1&size=10&sort=fullname&direction=asc&role=2&status=disabled'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Role: Coordinator' }));
    expect(location()).toBe('/members?status=disabled');
  });

  it('sorts and pages through the URL', async () => {
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Pérez' });
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(location()).toBe('/members?sort=code');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/members?sort=code&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(location()).toBe('/members?sort=code&size=20');
    await waitFor(() => expect(listCalls().at(-1)).toBe('?page=1&size=20&sort=code&direction=asc'));
  });

  it('shows how many members the list holds above the table, in words with plurals', async () => {
    listAnswer = () => ({ body: { totalCount: 1234, members } });
    renderPage();
    expect(await screen.findByText('1,234 members')).toHaveAttribute('role', 'status');
  });

  it('says one member in the singular', async () => {
    listAnswer = () => ({ body: { totalCount: 1, members: members.slice(0, 1) } });
    renderPage();
    await screen.findByRole('cell', { name: 'Ana Pérez' });
    expect(screen.getByText('1 member')).toHaveAttribute('role', 'status');
  });

  it('sorts by last name and pages by 100 through the URL', async () => {
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Pérez' });
    await user.click(screen.getByRole('button', { name: 'Last Name' }));
    expect(location()).toBe('/members?sort=lastname');
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '50', '100']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(location()).toBe('/members?sort=lastname&size=100');
    await waitFor(() => expect(listCalls().at(-1)).toBe('?page=1&size=100&sort=lastname&direction=asc'));
  });

  it("offers the listed members' QR cards on A4 and Letter, with the list's filters, search and sort but not its page", async () => {
    const { user } = renderPage('/members?page=2&size=5&sort=lastname&search=ana&role=2');
    await screen.findByRole('cell', { name: 'Ana Pérez' });
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('QR cards of the 25 members listed, eight a page.');
    const query = 'sort=lastname&direction=asc&search=ana&role=2';
    expect(await within(dialog).findByRole('link', { name: 'Cards on A4 paper (PDF)' })).toHaveAttribute(
      'href',
      `/api/members/cards.pdf?${query}&paper=a4`,
    );
    expect(within(dialog).getByRole('link', { name: 'Cards on Letter paper (PDF)' })).toHaveAttribute(
      'href',
      `/api/members/cards.pdf?${query}&paper=letter`,
    );
  });

  it('says why there are no cards when the list holds more than the server prints at once', async () => {
    listAnswer = () => ({ body: { totalCount: 501, members } });
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Pérez' });
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('At most 500 cards print at once: narrow the list with a search or a filter.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('after a bulk Enable toasts, goes back to page 1 and refetches', async () => {
    const { user } = renderPage('/members?page=2&search=a');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bruno Díaz' }));
    expect(screen.getByText('1 member selected')).toBeInTheDocument();
    const before = listCalls().length;
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Members enabled successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(location()).toBe('/members?search=a');
    expect(listCalls().slice(before)).toContain('?page=1&size=10&sort=fullname&direction=asc&search=a');
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
  });

  it('shows the empty text, and no toast, when the list cannot be fetched', async () => {
    listAnswer = () => ({ status: 500, body: { message: 'Internal server error' } });
    renderPage();
    expect(await screen.findByText('No members to show!')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/failed|try again/i)).not.toBeInTheDocument();
    expect(screen.getByText('of 1')).toBeInTheDocument();
  });

  it('draws no pages until the first answer, so that the rows arriving push nothing down', async () => {
    let answer!: (value: ApiAnswer) => void;
    listAnswer = () => new Promise((resolve) => (answer = resolve));
    renderPage();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    answer({ body: { totalCount: 25, members } });
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toHaveTextContent('of 3');
  });

  it("says 'No members to show!' for an empty answer", async () => {
    listAnswer = () => ({ body: { totalCount: 0, members: [] } });
    renderPage();
    expect(await screen.findByText('No members to show!')).toBeInTheDocument();
    expect(screen.getByText('of 1')).toBeInTheDocument();
  });
});
