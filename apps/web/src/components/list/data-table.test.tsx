import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-types.ts';
import { useListState } from './use-list-state.ts';
import { stubPhoneWidth } from '../../test/media-query.ts';

interface Person {
  code: number;
  name: string;
  email: string;
}

const people: Person[] = [
  { code: 1, name: 'Ana Pérez', email: 'ana@example.org' },
  { code: 2, name: 'Bruno Díaz', email: 'bruno@example.org' },
  { code: 3, name: 'Carla Ruiz', email: 'carla@example.org' },
];

type PersonSort = 'code' | 'name';
const columns: DataTableColumn<Person, PersonSort>[] = [
  { key: 'code', header: 'Code', sortKey: 'code', render: (person) => person.code },
  { key: 'name', header: 'Name', sortKey: 'name', render: (person) => person.name },
  { key: 'email', header: 'Email', render: (person) => person.email },
];

function SortableTable() {
  const list = useListState<PersonSort>({ defaultSort: 'name', sorts: ['code', 'name'] });
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={people}
      getRowKey={(person) => person.code}
      itemName="person"
      itemsName="people"
      sort={{ column: list.sort, direction: list.direction, onSort: list.toggleSort }}
    />
  );
}

function SelectableTable({ rows = people, named = false }: { rows?: Person[]; named?: boolean }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      getRowKey={(person) => person.code}
      itemName="member"
      itemsName="members"
      selection={{
        selected,
        onChange: setSelected,
        getRowLabel: named ? (person) => `Select ${person.name}` : undefined,
        actions: <button disabled={selected.length === 0}>Enable</button>,
      }}
    />
  );
}

describe('DataTable', () => {
  it('shows the columns and rows in a named table', () => {
    renderWithApp(<SortableTable />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Name', 'Email']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: 'bruno@example.org' })).toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort and sorts only sortable columns', () => {
    renderWithApp(<SortableTable />, { url: '/people?direction=desc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Code' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Email' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts a new column ascending first and toggles the same column', async () => {
    const { user } = renderWithApp(<SortableTable />, { url: '/people' });
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByTestId('location')).toHaveTextContent('/people?sort=code');
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('location')).toHaveTextContent('/people?sort=code&direction=desc');
  });

  it('sorts from the keyboard', async () => {
    const onSort = vi.fn();
    const { user } = renderWithApp(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        getRowKey={(p) => p.code}
        itemName="person"
        itemsName="people"
        sort={{ column: 'name', direction: 'asc', onSort }}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledExactlyOnceWith('code');
  });

  it('selects rows one by one, counts them, and shows the select-all checkbox as indeterminate', async () => {
    const { user } = renderWithApp(<SelectableTable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    expect(screen.getByText('1 member selected')).toBeInTheDocument();
    expect(all).toBePartiallyChecked();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByText('2 members selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByText('2 members selected')).toBeInTheDocument();
    expect(all).toBePartiallyChecked();
  });

  it('selects and unselects every row with select-all', async () => {
    const { user } = renderWithApp(<SelectableTable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(all);
    expect(screen.getByText('3 members selected')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox', { name: /^Select row/ })) expect(box).toBeChecked();
    await user.click(all);
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
    expect(all).not.toBeChecked();
  });

  it('selects everything from a partial selection', async () => {
    const { user } = renderWithApp(<SelectableTable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('3 members selected')).toBeInTheDocument();
  });

  it('names row checkboxes by the row when asked', () => {
    renderWithApp(<SelectableTable named />);
    expect(screen.getByRole('checkbox', { name: 'Select Carla Ruiz' })).toBeInTheDocument();
  });

  it('shows row actions in an Actions column', () => {
    renderWithApp(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        getRowKey={(p) => p.code}
        itemName="person"
        itemsName="people"
        rowActions={(person) => <a href={`/people/${person.code}`}>{`View ${person.name}`}</a>}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Bruno Díaz/ });
    expect(within(row).getByRole('link', { name: 'View Bruno Díaz' })).toHaveAttribute('href', '/people/2');
  });

  it("says 'No {items} to show!' without rows, and disables select-all", () => {
    renderWithApp(<SelectableTable rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No members to show!' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  });

  it('shows a loader instead of the empty text while the first rows load', () => {
    renderWithApp(
      <DataTable label="People" columns={columns} rows={[]} getRowKey={(p: Person) => p.code} itemName="person" itemsName="people" busy />,
    );
    expect(screen.queryByText('No people to show!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading people')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the given minimum height', () => {
    renderWithApp(
      <DataTable
        label="Events"
        columns={columns}
        rows={[]}
        getRowKey={(p: Person) => p.code}
        itemName="event"
        itemsName="events"
        minHeight={300}
      />,
    );
    const table = screen.getByRole('table', { name: 'Events' });
    const frame = table.closest<HTMLElement>('[style*="min-height"]');
    expect(frame).toHaveStyle({ minHeight: '300px' });
  });
});

describe('DataTable on a phone', () => {
  function onPhone() {
    stubPhoneWidth();
  }

  it('shows a card per row: every column under its header, the row actions, a sort select', async () => {
    onPhone();
    const { user } = renderWithApp(<SortableTable />, { url: '/people' });
    const list = await screen.findByRole('list', { name: 'People' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Code', 'Name', 'Email']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1', 'Ana Pérez', 'ana@example.org']);

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('name');
    await user.selectOptions(sortBy, 'code');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=code');
    await user.click(screen.getByRole('button', { name: 'Code, ascending: sort descending' }));
    expect(screen.getByTestId('location')).toHaveTextContent('direction=desc');
    vi.unstubAllGlobals();
  });
});
