import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { buildProgram } from '../../../test/programs-fixtures.ts';
import { ProgramsTable } from './programs-table.tsx';

describe('ProgramsTable', () => {
  it('shows Code, Name and Category with View and Edit links, and no row selection', () => {
    const program = buildProgram({ id: 12, name: 'Choir', categoryId: 1 });
    renderWithApp(<ProgramsTable programs={[program]} sort="name" direction="asc" onSort={() => {}} />);
    const table = screen.getByRole('table', { name: 'Programs' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Choir' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Worship' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Choir' })).toHaveAttribute('href', '/programs/12');
    expect(screen.getByRole('link', { name: 'Edit Choir' })).toHaveAttribute('href', '/programs/12/edit');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sorts by code, name and category', async () => {
    const onSort = vi.fn();
    const { user } = renderWithApp(<ProgramsTable programs={[buildProgram()]} sort="name" direction="asc" onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Category' }));
    expect(onSort.mock.calls).toEqual([['code'], ['name'], ['category']]);
  });

  it('says when there are no programs', () => {
    renderWithApp(<ProgramsTable programs={[]} sort="name" direction="asc" onSort={() => {}} />);
    expect(screen.getByText('No programs to show!')).toBeInTheDocument();
  });
});
