import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SortDirection, Venue, VenueSort } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { ViewEditLinks } from '../../../components/list/view-edit-links.tsx';

export interface VenuesTableProps {
  venues: Venue[];
  sort: VenueSort;
  direction: SortDirection;
  onSort: (column: VenueSort) => void;
  busy?: boolean;
}

/** A venue's street address on one line. */
export const streetAddress = (venue: Venue) => [venue.addressLine1, venue.addressLine2].filter(Boolean).join(', ');

function venueColumns(t: TFunction): DataTableColumn<Venue, VenueSort>[] {
  return [
    { key: 'code', header: t('venues.column.code'), sortKey: 'id', render: (venue) => venue.id },
    { key: 'name', header: t('venues.column.name'), sortKey: 'name', render: (venue) => venue.name },
    { key: 'address', header: t('venues.column.address'), render: streetAddress },
    { key: 'city', header: t('venues.column.city'), sortKey: 'city', render: (venue) => venue.city },
    { key: 'province', header: t('venues.column.province'), render: (venue) => venue.province },
    { key: 'country', header: t('venues.column.country'), render: (venue) => venue.country },
  ];
}

/** The venues list: sortable Code, Name and City, with View and Edit. */
export function VenuesTable({ venues, sort, direction, onSort, busy }: VenuesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('venues.title')}
      columns={venueColumns(t)}
      rows={venues}
      getRowKey={(venue) => venue.id}
      itemName={t('venues.item')}
      itemsName={t('venues.items')}
      sort={{ column: sort, direction, onSort }}
      rowActions={(venue) => <ViewEditLinks to={`/venues/${venue.id}`} name={venue.name} />}
      minWidth={800}
      busy={busy}
    />
  );
}
