import { Stack } from '@mantine/core';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-types.ts';
import { Pagination } from './pagination.tsx';
import { useTranslation } from 'react-i18next';

/** A row of a log, keyed by its place in the whole log (entries have no id of their own). */
export type LogRow<Entry> = Entry & { key: number };

interface LogTableProps<Entry> {
  label: string;
  columns: DataTableColumn<LogRow<Entry>>[];
  /** One page of the log, newest first, as the server answered it. */
  entries: Entry[];
  totalCount: number;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  itemName: string;
  itemsName: string;
  busy: boolean;
}

/** A paged log (the check-in log, a member's history and events): a table of one page, and its pages, named after it (a page may hold two). */
export function LogTable<Entry extends object>({ entries, totalCount, page, size, onPageChange, ...table }: LogTableProps<Entry>) {
  const { t } = useTranslation();
  const offset = (page - 1) * size;
  return (
    <Stack gap="md">
      <DataTable
        {...table}
        rows={entries.map((entry, index) => ({ ...entry, key: offset + index }))}
        getRowKey={(row) => row.key}
        minWidth={560}
      />
      <Pagination
        page={page}
        totalCount={totalCount}
        size={size}
        onPageChange={onPageChange}
        label={t('list.paginationOf', { name: table.label })}
      />
    </Stack>
  );
}
