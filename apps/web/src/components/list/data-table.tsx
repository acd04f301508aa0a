import type { ReactNode } from 'react';
import { Box, Checkbox, Table } from '@mantine/core';
import type { DataTableColumn, DataTableSelection, DataTableSort } from './data-table-types.ts';
import { SelectionBar } from './selection-bar.tsx';
import { SortableHeader } from './sortable-header.tsx';
import type { RowKey } from './use-row-selection.ts';
import { useTranslation } from 'react-i18next';
import { RowCards } from './row-cards.tsx';
import { NoRows, useRowCheckboxLabel } from './row-parts.tsx';
import { useScreenMatches } from '../../lib/use-screen-matches.ts';

/** Below Mantine's `sm` breakpoint (48em) a list shows cards instead of a table. */
const CARDS_QUERY = '(max-width: 47.99em)';

/** Whether lists show cards. */
export function useCardsLayout() {
  return useScreenMatches(CARDS_QUERY);
}

export interface DataTableProps<Row, Key extends RowKey, SortKey extends string> {
  /** The table's accessible name, e.g. 'Members'. */
  label: string;
  columns: DataTableColumn<Row, SortKey>[];
  rows: Row[];
  getRowKey: (row: Row) => Key;
  /** Singular and plural item names: 'No members to show!', '1 member selected'. */
  itemName: string;
  itemsName: string;
  sort?: DataTableSort<SortKey>;
  selection?: DataTableSelection<Row, Key>;
  /** Per-row actions, shown in a last 'Actions' column. */
  rowActions?: (row: Row) => ReactNode;
  /** Keeps the page from jumping while rows load (members 200 px, events 300 px). */
  minHeight?: number;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  /** True while rows are being fetched; with no rows yet it shows a loader, not the empty text. */
  busy?: boolean;
}

/**
 * The list pages' table: sortable headers, optional row selection, row actions, empty text. On a
 * phone the same rows show as cards (RowCards), so no column or action is off the screen.
 */
export function DataTable<Row, Key extends RowKey, SortKey extends string>({
  label,
  columns,
  rows,
  getRowKey,
  itemName,
  itemsName,
  sort,
  selection,
  rowActions,
  minHeight,
  minWidth = 640,
  busy = false,
}: DataTableProps<Row, Key, SortKey>) {
  const { t } = useTranslation();
  const phone = useCardsLayout();
  const rowLabel = useRowCheckboxLabel(selection);
  const keys = rows.map(getRowKey);
  const selectedCount = selection ? keys.filter((key) => selection.selected.includes(key)).length : 0;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);

  function handleToggleAll() {
    selection?.onChange(allSelected ? [] : keys);
  }

  function handleToggleRow(key: Key) {
    if (!selection) return;
    const chosen = selection.selected.includes(key);
    selection.onChange(chosen ? selection.selected.filter((item) => item !== key) : [...selection.selected, key]);
  }

  return (
    <Box style={{ minHeight }}>
      {selection && <SelectionBar count={selectedCount} itemName={itemName} itemsName={itemsName} actions={selection.actions} />}
      {phone ? (
        <RowCards
          label={label}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          itemsName={itemsName}
          sort={sort}
          selection={selection}
          onToggleRow={handleToggleRow}
          rowActions={rowActions}
          busy={busy}
        />
      ) : (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table aria-label={label} aria-busy={busy} striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('list.selectAll')}
                      checked={allSelected}
                      indeterminate={selectedCount > 0 && !allSelected}
                      disabled={rows.length === 0}
                      onChange={handleToggleAll}
                    />
                  </Table.Th>
                )}
                {columns.map((column) =>
                  sort && column.sortKey ? (
                    <SortableHeader
                      key={column.key}
                      label={column.header}
                      direction={sort.column === column.sortKey ? sort.direction : undefined}
                      onSort={() => sort.onSort(column.sortKey as SortKey)}
                    />
                  ) : (
                    <Table.Th key={column.key}>{column.header}</Table.Th>
                  ),
                )}
                {rowActions && <Table.Th>{t('list.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount} ta="center" py="xl">
                    <NoRows busy={busy} itemsName={itemsName} />
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row, index) => {
                  const key = getRowKey(row);
                  const checked = selection?.selected.includes(key) ?? false;
                  return (
                    <Table.Tr key={key} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
                      {selection && (
                        <Table.Td>
                          <Checkbox aria-label={rowLabel(row, index)} checked={checked} onChange={() => handleToggleRow(key)} />
                        </Table.Td>
                      )}
                      {columns.map((column) => (
                        <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                      ))}
                      {rowActions && <Table.Td>{rowActions(row)}</Table.Td>}
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}
