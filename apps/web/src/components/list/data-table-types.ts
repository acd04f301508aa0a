import type { ReactNode } from 'react';
import type { SortDirection } from './use-list-state.ts';
import type { RowKey } from './use-row-selection.ts';

export interface DataTableColumn<Row, SortKey extends string = string> {
  key: string;
  header: string;
  /** The sort key this column orders by; without it the column does not sort. */
  sortKey?: SortKey;
  render: (row: Row) => ReactNode;
}

export interface DataTableSort<SortKey extends string = string> {
  column: SortKey;
  direction: SortDirection;
  /** A new column starts ascending; the same column toggles (see `useListState().toggleSort`). */
  onSort: (column: SortKey) => void;
}

export interface DataTableSelection<Row, Key extends RowKey = RowKey> {
  selected: Key[];
  onChange: (keys: Key[]) => void;
  /** Names a row's checkbox, e.g. 'Select Ana Pérez'; default 'Select row {n}'. */
  getRowLabel?: (row: Row, index: number) => string;
  /** Bulk action buttons shown beside the count of selected rows. */
  actions?: ReactNode;
}
