import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { buildHousehold } from '../../test/households-fixtures.ts';
import { buildMemberRecord } from '../../test/members-fixtures.ts';
import { stubApi } from '../../test/stub-api.ts';
import { Component as MemberDetails } from './member-view.tsx';
import { Component as MemberEdit } from './member-edit.tsx';
import { Component as MemberNew } from './member-new.tsx';

beforeEach(() => {
  // Every call is unanswered: 404 Not found.
  stubApi(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function crumbs() {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByText(/\w/)
    .map((crumb) => crumb.textContent);
}

describe('member routes', () => {
  it('New Member: Members > New', () => {
    renderWithApp(<MemberNew />, { url: '/members/new', path: '/members/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Member' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Members', 'New']);
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members');
  });

  it('New Member from a household: the household loaded first and chosen, or its absence said', async () => {
    vi.unstubAllGlobals();
    stubApi((call) => {
      if (call.path === '/api/households/7') return { body: buildHousehold({ id: 7, name: 'The Ruiz family' }) };
      if (call.path === '/api/roles' || call.path === '/api/civil-statuses') return { body: [] };
      return undefined;
    });
    const view = renderWithApp(<MemberNew />, { url: '/members/new?household=7', path: '/members/new' });
    expect(await screen.findByRole('group', { name: 'Joins The Ruiz family' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/households/7');
    view.unmount();
    renderWithApp(<MemberNew />, { url: '/members/new?household=8', path: '/members/new' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Household not found');
  });

  it('Member Details: Members > code, with an Edit button once the member is loaded', async () => {
    vi.unstubAllGlobals();
    stubApi((call) => {
      if (call.path === '/api/members/42') return { body: buildMemberRecord({ code: 42 }) };
      if (call.path === '/api/roles' || call.path === '/api/civil-statuses') return { body: [] };
      return undefined;
    });
    renderWithApp(<MemberDetails />, { url: '/members/42', path: '/members/:code' });
    expect(screen.getByRole('heading', { level: 1, name: 'Member Details' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Members', '42']);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/members/42/edit');
  });

  it('Member Details of a code that names nobody: the absence said, and no Edit nor any other action', async () => {
    renderWithApp(<MemberDetails />, { url: '/members/42', path: '/members/:code' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Member not found');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('Edit Member: Members > code > Edit', () => {
    renderWithApp(<MemberEdit />, { url: '/members/42/edit', path: '/members/:code/edit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Member' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Members', '42', 'Edit']);
    expect(screen.getByRole('link', { name: '42' })).toHaveAttribute('href', '/members/42');
  });

  it('a code that is not a number names no member', () => {
    renderWithApp(<MemberEdit />, { url: '/members/abc/edit', path: '/members/:code/edit' });
    expect(screen.getByRole('alert')).toHaveTextContent('Member not found');
  });
});
