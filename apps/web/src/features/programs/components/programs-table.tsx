import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Program, ProgramSort, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';

export interface ProgramsTableProps {
  programs: Program[];
  sort: ProgramSort;
  direction: SortDirection;
  onSort: (column: ProgramSort) => void;
  busy?: boolean;
}

const columns: DataTableColumn<Program, ProgramSort>[] = [
  { key: 'code', header: 'Code', sortKey: 'code', render: (program) => program.id },
  { key: 'name', header: 'Name', sortKey: 'name', render: (program) => program.name },
  { key: 'category', header: 'Category', sortKey: 'category', render: (program) => program.category },
];

function ProgramRowActions({ program }: { program: Program }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon component={Link} to={`/programs/${program.id}`} variant="subtle" aria-label={`View ${program.name}`}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon component={Link} to={`/programs/${program.id}/edit`} variant="subtle" aria-label={`Edit ${program.name}`}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The programs list: sortable Code, Name and Category, with View and Edit (no row selection). */
export function ProgramsTable({ programs, sort, direction, onSort, busy }: ProgramsTableProps) {
  return (
    <DataTable
      label="Programs"
      columns={columns}
      rows={programs}
      getRowKey={(program) => program.id}
      itemName="program"
      itemsName="programs"
      sort={{ column: sort, direction, onSort }}
      rowActions={(program) => <ProgramRowActions program={program} />}
      busy={busy}
    />
  );
}
