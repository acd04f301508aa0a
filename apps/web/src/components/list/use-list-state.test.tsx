import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { useListState } from './use-list-state.ts';

function ListStateProbe() {
  const list = useListState({ defaultSort: 'fullname', sorts: ['code', 'fullname', 'email'], filterKeys: ['role', 'status'] });
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setSize(20)}>size 20</button>
      <button onClick={() => list.toggleSort('email')}>sort email</button>
      <button onClick={() => list.toggleSort('fullname')}>sort fullname</button>
      <button onClick={() => list.setSearch('  ana ')}>search ana</button>
      <button onClick={() => list.setSearch('')}>search none</button>
      <button onClick={() => list.setFilters({ role: ['1', '2'], status: ['enabled'] })}>filter</button>
      <button onClick={() => list.setFilters({ role: [] })}>no roles</button>
      <button onClick={() => list.resetToFirstPage()}>first page</button>
      <button
        onClick={() => {
          list.setFilters({ status: ['enabled'] });
          list.setSearch('ana');
        }}
      >
        filter and search
      </button>
      <button onClick={() => void navigate('/members?sort=email')}>elsewhere</button>
    </div>
  );
}

const defaults = { page: 1, size: 10, sort: 'fullname', direction: 'asc', role: [], status: [] };

function query() {
  return JSON.parse(screen.getByLabelText('query').textContent ?? '{}') as Record<string, unknown>;
}
function location() {
  return screen.getByTestId('location').textContent;
}

describe('useListState', () => {
  it('answers the defaults when the URL has no list state', () => {
    renderWithApp(<ListStateProbe />, { url: '/members' });
    expect(query()).toEqual(defaults);
  });

  it('reads page, size, sort, direction, search and repeated filters from the URL', () => {
    renderWithApp(<ListStateProbe />, {
      url: '/members?page=2&size=5&sort=email&direction=desc&search=jose&role=1&role=3&status=disabled',
    });
    expect(query()).toEqual({ page: 2, size: 5, sort: 'email', direction: 'desc', search: 'jose', role: ['1', '3'], status: ['disabled'] });
  });

  it('falls back to the defaults for invalid values', () => {
    renderWithApp(<ListStateProbe />, { url: '/members?page=-2&size=7&sort=password&direction=up' });
    expect(query()).toEqual(defaults);
  });

  it.each(['0', 'abc', '1.5', '2x', ''])('treats page=%s as page 1', (page) => {
    renderWithApp(<ListStateProbe />, { url: `/members?page=${page}` });
    expect(query().page).toBe(1);
  });

  it('writes the page to the URL and keeps the other values', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?sort=email&role=2' });
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(location()).toBe('/members?sort=email&role=2&page=3');
    expect(query()).toMatchObject({ page: 3, sort: 'email', role: ['2'] });
  });

  it('goes back to page 1 when the size changes', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?page=4' });
    await user.click(screen.getByRole('button', { name: 'size 20' }));
    expect(location()).toBe('/members?size=20');
  });

  it('sorts a new column ascending and toggles the direction of the same column', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?page=2&sort=code&direction=desc' });
    await user.click(screen.getByRole('button', { name: 'sort email' }));
    expect(query()).toMatchObject({ sort: 'email', direction: 'asc', page: 1 });
    await user.click(screen.getByRole('button', { name: 'sort email' }));
    expect(query()).toMatchObject({ sort: 'email', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'sort email' }));
    expect(query()).toMatchObject({ sort: 'email', direction: 'asc' });
    expect(location()).toBe('/members?sort=email');
  });

  it('leaves the default sort out of the URL', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members' });
    await user.click(screen.getByRole('button', { name: 'sort fullname' }));
    expect(location()).toBe('/members?direction=desc');
    await user.click(screen.getByRole('button', { name: 'sort fullname' }));
    expect(location()).toBe('/members');
  });

  it('searches from page 1 with trimmed text, and an empty search leaves the URL', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?page=3' });
    await user.click(screen.getByRole('button', { name: 'search ana' }));
    expect(location()).toBe('/members?search=ana');
    expect(query()).toMatchObject({ search: 'ana', page: 1 });
    await user.click(screen.getByRole('button', { name: 'search none' }));
    expect(location()).toBe('/members');
    expect(query()).not.toHaveProperty('search');
  });

  it('repeats each filter value in the URL and goes back to page 1', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?page=2' });
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(location()).toBe('/members?role=1&role=2&status=enabled');
    await user.click(screen.getByRole('button', { name: 'no roles' }));
    expect(location()).toBe('/members?status=enabled');
  });

  it('resets to the first page and nothing else', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?page=5&search=x&status=enabled' });
    await user.click(screen.getByRole('button', { name: 'first page' }));
    expect(location()).toBe('/members?search=x&status=enabled');
  });

  it('keeps both of two changes made before the first has landed', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members?page=2' });
    await user.click(screen.getByRole('button', { name: 'filter and search' }));
    expect(location()).toBe('/members?status=enabled&search=ana');
  });

  it('starts from the URL, not the last change written, once the URL has moved elsewhere', async () => {
    const { user } = renderWithApp(<ListStateProbe />, { url: '/members' });
    await user.click(screen.getByRole('button', { name: 'filter' }));
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(location()).toBe('/members?sort=email&page=3');
  });
});
