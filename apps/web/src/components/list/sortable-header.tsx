import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortDirection } from './use-list-state.ts';

export interface SortableHeaderProps {
  label: string;
  /** The column's direction when the table is sorted by it. */
  direction?: SortDirection;
  onSort: () => void;
}

/** A column header whose button sorts by the column; the sorted one carries `aria-sort`. */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
