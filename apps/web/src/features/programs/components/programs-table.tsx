import type { Program, ProgramSort, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { useTranslation } from 'react-i18next';
import { ViewEditLinks } from '../../../components/list/view-edit-links.tsx';
import type { TFunction } from 'i18next';

export interface ProgramsTableProps {
  programs: Program[];
  sort: ProgramSort;
  direction: SortDirection;
  onSort: (column: ProgramSort) => void;
  busy?: boolean;
}

function programColumns(t: TFunction): DataTableColumn<Program, ProgramSort>[] {
  return [
    { key: 'code', header: t('programs.column.code'), sortKey: 'code', render: (program) => program.id },
    { key: 'name', header: t('programs.column.name'), sortKey: 'name', render: (program) => program.name },
    { key: 'category', header: t('programs.column.category'), sortKey: 'category', render: (program) => program.category },
  ];
}

/** The programs list: sortable Code, Name and Category, with View and Edit (no row selection). */
export function ProgramsTable({ programs, sort, direction, onSort, busy }: ProgramsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('programs.title')}
      columns={programColumns(t)}
      rows={programs}
      getRowKey={(program) => program.id}
      itemName={t('programs.item')}
      itemsName={t('programs.items')}
      sort={{ column: sort, direction, onSort }}
      rowActions={(program) => <ViewEditLinks to={`/programs/${program.id}`} name={program.name} />}
      busy={busy}
    />
  );
}
