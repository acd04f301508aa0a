import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Household, HouseholdSort, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { ViewEditLinks } from '../../../components/list/view-edit-links.tsx';

export interface HouseholdsTableProps {
  households: Household[];
  sort: HouseholdSort;
  direction: SortDirection;
  onSort: (column: HouseholdSort) => void;
  busy?: boolean;
}

/** How many members' names a row shows before it counts the rest. */
const NAMES_SHOWN = 4;

/** The members' full names joined by ", ", the rest counted past the first few. */
export function memberNames(household: Household, t: TFunction): string {
  const names = household.members.map((member) => member.fullname);
  if (names.length <= NAMES_SHOWN) return names.join(', ');
  return t('households.namesAndMore', { names: names.slice(0, NAMES_SHOWN).join(', '), count: names.length - NAMES_SHOWN });
}

function householdColumns(t: TFunction): DataTableColumn<Household, HouseholdSort>[] {
  return [
    { key: 'id', header: t('households.column.id'), sortKey: 'id', render: (household) => household.id },
    { key: 'name', header: t('households.column.name'), sortKey: 'name', render: (household) => household.name },
    { key: 'phone', header: t('households.column.phone'), render: (household) => household.phone },
    { key: 'members', header: t('households.column.members'), render: (household) => memberNames(household, t) },
    { key: 'size', header: t('households.column.size'), sortKey: 'size', render: (household) => household.members.length },
  ];
}

/** The households list: sortable Id, Name and Size, with View and Edit. */
export function HouseholdsTable({ households, sort, direction, onSort, busy }: HouseholdsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('households.title')}
      columns={householdColumns(t)}
      rows={households}
      getRowKey={(household) => household.id}
      itemName={t('households.item')}
      itemsName={t('households.items')}
      sort={{ column: sort, direction, onSort }}
      rowActions={(household) => <ViewEditLinks to={`/households/${household.id}`} name={household.name} />}
      minWidth={800}
      busy={busy}
    />
  );
}
