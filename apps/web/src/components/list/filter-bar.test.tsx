import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { FilterBar } from './filter-bar.tsx';
import type { FilterGroup } from './filter-types.ts';
import { useListState } from './use-list-state.ts';

const groups: FilterGroup<'role' | 'status'>[] = [
  {
    key: 'role',
    label: 'Role',
    options: [
      { value: '1', label: 'Administrator' },
      { value: '2', label: 'Coordinator' },
      { value: '3', label: 'Member' },
    ],
  },
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'enabled', label: 'Enabled' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
];

function Harness() {
  const list = useListState({ defaultSort: 'fullname', filterKeys: ['role', 'status'] });
  return <FilterBar groups={groups} value={list.filters} onChange={list.setFilters} />;
}

function location() {
  return screen.getByTestId('location').textContent;
}

describe('FilterBar', () => {
  it('offers the options in labelled groups and applies the choice only on Apply', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<FilterBar groups={groups} value={{}} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog');
    const role = within(dialog).getByRole('group', { name: 'Role' });
    await user.click(within(role).getByRole('checkbox', { name: 'Coordinator' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Disabled' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ role: ['2'], status: ['disabled'] });
  });

  it('starts the choice from the filters in force', async () => {
    const { user } = renderWithApp(<FilterBar groups={groups} value={{ status: ['enabled'] }} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(await screen.findByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Disabled' })).not.toBeChecked();
  });

  it('forgets a choice that was not applied', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<FilterBar groups={groups} value={{}} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Member' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('checkbox', { name: 'Member' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies to the URL, shows chips, and closes the panel', async () => {
    const { user } = renderWithApp(<Harness />, { url: '/members?page=2' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Administrator' }));
    await user.click(screen.getByRole('checkbox', { name: 'Coordinator' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/members?role=1&role=2&status=enabled');
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Role: Administrator', 'Role: Coordinator', 'Status: Enabled']);
    expect(screen.getByRole('button', { name: 'Filters, 3 applied' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('drops one value when its chip is removed', async () => {
    const { user } = renderWithApp(<Harness />, { url: '/members?role=1&role=2&status=enabled' });
    await user.click(screen.getByRole('button', { name: 'Remove filter Role: Coordinator' }));
    expect(location()).toBe('/members?role=1&status=enabled');
    expect(screen.queryByText('Role: Coordinator')).not.toBeInTheDocument();
    expect(screen.getByText('Role: Administrator')).toBeInTheDocument();
  });

  it('lets the keyboard reach a chip remove button', async () => {
    const { user } = renderWithApp(<Harness />, { url: '/members?status=disabled' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove filter Status: Disabled' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/members');
  });

  it('empties every filter with Clear', async () => {
    const { user } = renderWithApp(<Harness />, { url: '/members?page=3&role=3&status=enabled&status=disabled' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/members');
    expect(screen.queryByRole('list', { name: 'Filters in force' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
