import { EVENT_STATUSES } from '@console/contracts';
import { useCardsLayout } from '../../components/list/data-table.tsx';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import type { FilterGroup } from '../../components/list/filter-types.ts';
import { eventsExportUrl, useEvents } from '../../entities/events/api/get-events.ts';
import { useVenueOptions } from '../../entities/venues/api/get-venue-options.ts';
import { EventDateFilters } from '../../features/events/components/event-date-filters.tsx';
import { EventsTable } from '../../features/events/components/events-table.tsx';
import { useEventsList } from '../../features/events/hooks/use-events-list.ts';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { listTotal } from '../../components/list/pagination.tsx';

/** /events: search, filters, the events table and its pages, all kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  const { list, query, dates, setDate, clearDates } = useEventsList();
  // On a phone the four date filters fold into the Filters panel, so the rows start in view.
  const phone = useCardsLayout();
  const dateFilters = <EventDateFilters value={dates} onChange={setDate} onClear={clearDates} />;
  const datesSet = Object.values(dates).filter((day) => day !== '').length;
  // A failed fetch is silent (docs/product.md §2.8): the table shows its empty text.
  const events = useEvents(query);
  const venues = useVenueOptions();
  const filterGroups: FilterGroup<'venue' | 'status'>[] = [
    {
      key: 'venue',
      label: t('events.column.venue'),
      options: (venues.data ?? []).map((venue) => ({ value: String(venue.id), label: venue.name })),
    },
    {
      key: 'status',
      label: t('list.status'),
      options: EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.status.${status}`) })),
    },
  ];

  return (
    <ListPage
      breadcrumbs={[{ label: t('nav.events') }]}
      title={t('events.title')}
      add={{ to: '/events/new', label: t('events.add') }}
      exportHref={eventsExportUrl(query)}
      searchLabel={t('events.search')}
      list={list}
      totalCount={listTotal(events)}
      filters={
        <FilterBar
          groups={filterGroups}
          value={{ venue: list.filters.venue, status: list.filters.status }}
          onChange={list.setFilters}
          more={phone ? dateFilters : undefined}
          moreCount={phone ? datesSet : 0}
        />
      }
      beforeList={!phone && dateFilters}
    >
      <EventsTable
        events={events.data?.events ?? []}
        sort={list.sort}
        direction={list.direction}
        onSort={list.toggleSort}
        busy={events.isFetching}
      />
    </ListPage>
  );
}
