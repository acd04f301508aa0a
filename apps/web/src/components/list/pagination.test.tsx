import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Pagination } from './pagination.tsx';
import { useListState } from './use-list-state.ts';

function pageInput() {
  return screen.getByRole('textbox', { name: 'Page number' });
}

function renderPagination({ page = 3, totalCount = 95, size = 10 } = {}) {
  const onPageChange = vi.fn();
  const onSizeChange = vi.fn();
  const rendered = renderWithApp(
    <Pagination page={page} totalCount={totalCount} size={size} onPageChange={onPageChange} onSizeChange={onSizeChange} />,
  );
  return { ...rendered, onPageChange, onSizeChange };
}

function UrlPagination({ totalCount }: { totalCount: number }) {
  const list = useListState({ defaultSort: 'fullname' });
  return <Pagination page={list.page} totalCount={totalCount} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />;
}

describe('Pagination', () => {
  it("shows the page and 'of N' pages", () => {
    renderPagination();
    expect(pageInput()).toHaveValue('3');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('of 10')).toBeInTheDocument();
  });

  it('goes to the first, previous, next and last pages', async () => {
    const { user, onPageChange } = renderPagination();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [2], [4], [10]]);
  });

  it('disables First and Previous on the first page', () => {
    renderPagination({ page: 1 });
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
  });

  it('disables Next and Last on the last page', () => {
    renderPagination({ page: 10 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('shows an empty list as page 1 of 1 with every button disabled', () => {
    renderPagination({ page: 1, totalCount: 0 });
    expect(screen.getByText('of 1')).toBeInTheDocument();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  describe('page-number input', () => {
    it('accepts digits only', async () => {
      const { user } = renderPagination();
      await user.clear(pageInput());
      await user.type(pageInput(), 'a1-b.2 e');
      expect(pageInput()).toHaveValue('12');
    });

    it('goes to the typed page on Enter', async () => {
      const { user, onPageChange } = renderPagination();
      await user.clear(pageInput());
      await user.type(pageInput(), '7');
      expect(onPageChange).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(onPageChange).toHaveBeenCalledExactlyOnceWith(7);
    });

    it('goes to the typed page when the box is left', async () => {
      const { user, onPageChange } = renderPagination();
      await user.clear(pageInput());
      await user.type(pageInput(), '5');
      await user.tab();
      expect(onPageChange).toHaveBeenCalledExactlyOnceWith(5);
    });

    it('turns a number below 1 into 1', async () => {
      const { user, onPageChange } = renderPagination();
      await user.clear(pageInput());
      await user.type(pageInput(), '0{Enter}');
      expect(onPageChange).toHaveBeenCalledExactlyOnceWith(1);
    });

    it('turns a number past the end into the last page', async () => {
      const { user, onPageChange } = renderPagination();
      await user.clear(pageInput());
      await user.type(pageInput(), '99{Enter}');
      expect(onPageChange).toHaveBeenCalledExactlyOnceWith(10);
    });

    it('shows the clamped page when it is the current one', async () => {
      const { user, onPageChange } = renderPagination({ page: 10 });
      await user.clear(pageInput());
      await user.type(pageInput(), '250{Enter}');
      expect(onPageChange).not.toHaveBeenCalled();
      expect(pageInput()).toHaveValue('10');
    });

    it('reverts an empty box to the current page', async () => {
      const { user, onPageChange } = renderPagination();
      await user.clear(pageInput());
      await user.tab();
      expect(pageInput()).toHaveValue('3');
      await user.clear(pageInput());
      await user.type(pageInput(), '{Enter}');
      expect(pageInput()).toHaveValue('3');
      expect(onPageChange).not.toHaveBeenCalled();
    });

    it('grows with the number of digits of the page count', () => {
      const { unmount } = renderPagination({ page: 1, totalCount: 90 });
      const narrow = pageInput().style.width;
      unmount();
      renderPagination({ page: 1, totalCount: 12_000 });
      const wide = pageInput().style.width;
      expect(narrow).toContain('2ch');
      expect(wide).toContain('5ch');
    });

    it('keeps the page in the URL', async () => {
      const { user } = renderWithApp(<UrlPagination totalCount={95} />, { url: '/members?page=2&sort=email' });
      expect(pageInput()).toHaveValue('2');
      await user.clear(pageInput());
      await user.type(pageInput(), '40{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent('/members?page=10&sort=email');
      expect(pageInput()).toHaveValue('10');
      expect(pageInput()).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'First page' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/members\?sort=email$/);
      expect(pageInput()).toHaveValue('1');
    });
  });

  describe('rows per page', () => {
    it('offers 5, 10, 20, 50 and 100 and reports the choice', async () => {
      const { user, onSizeChange } = renderPagination();
      const select = screen.getByRole('combobox', { name: 'Rows per page' });
      expect(select).toHaveValue('10');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['5', '10', '20', '50', '100']);
      await user.selectOptions(select, '100');
      expect(onSizeChange).toHaveBeenCalledExactlyOnceWith(100);
    });

    it('writes the size to the URL and goes back to page 1', async () => {
      const { user } = renderWithApp(<UrlPagination totalCount={95} />, { url: '/members?page=4' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
      expect(screen.getByTestId('location')).toHaveTextContent('/members?size=5');
      expect(screen.getByText('of 19')).toBeInTheDocument();
    });

    it('is left out when the list has a fixed page size', () => {
      renderWithApp(<Pagination page={1} totalCount={30} size={10} onPageChange={vi.fn()} />);
      expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    });
  });
});
