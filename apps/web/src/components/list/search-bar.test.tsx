import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { SearchBar } from './search-bar.tsx';
import { useListState } from './use-list-state.ts';

function searchBox() {
  return screen.getByRole('textbox', { name: 'Search members' });
}

describe('SearchBar', () => {
  it('runs the search on Enter', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithApp(<SearchBar label="Search members" value="" onSearch={onSearch} />);
    await user.type(searchBox(), 'ana{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ana');
  });

  it('runs the search with the Search button, trimmed', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithApp(<SearchBar label="Search members" value="" onSearch={onSearch} />);
    await user.type(searchBox(), '  pérez ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('pérez');
  });

  it('clears the text and runs an empty search with the X button', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithApp(<SearchBar label="Search members" value="ana" onSearch={onSearch} />);
    expect(searchBox()).toHaveValue('ana');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('offers the X button only when there is something to clear', async () => {
    const { user } = renderWithApp(<SearchBar label="Search members" value="" onSearch={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(searchBox(), 'a');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('is a search landmark', () => {
    renderWithApp(<SearchBar label="Search members" value="" onSearch={vi.fn()} />);
    expect(screen.getByRole('search', { name: 'Search members' })).toBeInTheDocument();
  });

  it('keeps the search in the URL and shows the search in force', async () => {
    function Harness() {
      const list = useListState({ defaultSort: 'fullname' });
      return <SearchBar label="Search members" value={list.search} onSearch={list.setSearch} />;
    }
    const { user } = renderWithApp(<Harness />, { url: '/members?page=3&search=old' });
    expect(searchBox()).toHaveValue('old');
    await user.clear(searchBox());
    await user.type(searchBox(), 'josé{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/members?search=jos%C3%A9');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
  });
});
