import type { ReactNode } from 'react';
import { ActionIcon, Box, Checkbox, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, DataTableSelection, DataTableSort } from './data-table-types.ts';
import { NoRows, useRowCheckboxLabel } from './row-parts.tsx';
import type { RowKey } from './use-row-selection.ts';
import './row-cards.css';

interface RowCardsProps<Row, Key extends RowKey, SortKey extends string> {
  label: string;
  columns: DataTableColumn<Row, SortKey>[];
  rows: Row[];
  getRowKey: (row: Row) => Key;
  itemsName: string;
  sort?: DataTableSort<SortKey>;
  selection?: DataTableSelection<Row, Key>;
  onToggleRow: (key: Key) => void;
  rowActions?: (row: Row) => ReactNode;
  busy: boolean;
}

/** On a phone the sortable columns become a select and a direction button. */
function SortControl<Row, SortKey extends string>({
  columns,
  sort,
}: {
  columns: DataTableColumn<Row, SortKey>[];
  sort: DataTableSort<SortKey>;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortKey);
  const current = sortable.find((column) => column.sortKey === sort.column);
  const Icon = sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={t('list.sortByLabel')}
        size="sm"
        style={{ flex: 1 }}
        value={sort.column}
        data={sortable.map((column) => ({ value: column.sortKey as string, label: column.header }))}
        onChange={(event) => sort.onSort(event.currentTarget.value as SortKey)}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t(sort.direction === 'asc' ? 'list.sortedAscending' : 'list.sortedDescending', { column: current?.header ?? '' })}
        onClick={() => sort.onSort(sort.column)}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The list as one card per row for narrow screens: every column's value under its header, the
 * row's checkbox and actions always in view, nothing to scroll sideways.
 */
export function RowCards<Row, Key extends RowKey, SortKey extends string>({
  label,
  columns,
  rows,
  getRowKey,
  itemsName,
  sort,
  selection,
  onToggleRow,
  rowActions,
  busy,
}: RowCardsProps<Row, Key, SortKey>) {
  const rowLabel = useRowCheckboxLabel(selection);
  return (
    <Stack gap="xs">
      {sort && columns.some((column) => column.sortKey) && <SortControl columns={columns} sort={sort} />}
      <Stack gap="xs" component="ul" aria-label={label} aria-busy={busy} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.length === 0 ? (
          <Box component="li" ta="center" py="xl">
            <NoRows busy={busy} itemsName={itemsName} />
          </Box>
        ) : (
          rows.map((row, index) => {
            const key = getRowKey(row);
            const checked = selection?.selected.includes(key) ?? false;
            return (
              <Paper component="li" key={key} withBorder p="sm" bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  {selection && <Checkbox mt={2} aria-label={rowLabel(row, index)} checked={checked} onChange={() => onToggleRow(key)} />}
                  <dl className="row-card-fields">
                    {columns.map((column) => (
                      <div key={column.key}>
                        <dt>{column.header}</dt>
                        <dd>{column.render(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </Group>
                {rowActions && (
                  <Group justify="flex-end" mt="xs">
                    {rowActions(row)}
                  </Group>
                )}
              </Paper>
            );
          })
        )}
      </Stack>
    </Stack>
  );
}
