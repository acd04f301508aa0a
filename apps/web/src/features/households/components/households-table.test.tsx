import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { buildHousehold, buildHouseholdMember } from '../../../test/households-fixtures.ts';
import { HouseholdsTable } from './households-table.tsx';

const names = ['Ana Lopez', 'Luis Lopez', 'Eva Lopez', 'Tom Lopez', 'Mia Lopez', 'Leo Lopez'];
const members = (count: number) => names.slice(0, count).map((fullname, index) => buildHouseholdMember({ code: index + 1, fullname }));

describe('HouseholdsTable', () => {
  it("shows Id, Name, Phone, the members' names and Size, with View and Edit links", () => {
    const household = buildHousehold({ id: 12, name: 'Lopez family', phone: '+1 (555) 014-2273', members: members(3) });
    renderWithApp(<HouseholdsTable households={[household]} sort="name" direction="asc" onSort={() => {}} />);
    const table = screen.getByRole('table', { name: 'Households' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Lopez family' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '+1 (555) 014-2273' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Ana Lopez, Luis Lopez, Eva Lopez' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Lopez family' })).toHaveAttribute('href', '/households/12');
    expect(screen.getByRole('link', { name: 'Edit Lopez family' })).toHaveAttribute('href', '/households/12/edit');
  });

  it('counts the members past the first four', () => {
    renderWithApp(<HouseholdsTable households={[buildHousehold({ members: members(6) })]} sort="name" direction="asc" onSort={() => {}} />);
    expect(screen.getByRole('cell', { name: 'Ana Lopez, Luis Lopez, Eva Lopez, Tom Lopez and 2 more' })).toBeInTheDocument();
  });

  it('sorts by id, name and size', async () => {
    const onSort = vi.fn();
    const { user } = renderWithApp(<HouseholdsTable households={[buildHousehold()]} sort="name" direction="asc" onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Id' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(onSort.mock.calls).toEqual([['id'], ['name'], ['size']]);
  });

  it('says when there are no households', () => {
    renderWithApp(<HouseholdsTable households={[]} sort="name" direction="asc" onSort={() => {}} />);
    expect(screen.getByText('No households to show!')).toBeInTheDocument();
  });
});
