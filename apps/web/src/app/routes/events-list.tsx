import { Button, Flex, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EVENT_STATUSES, EVENT_STATUS_LABELS, PAGE_SIZES } from '@console/contracts';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import type { FilterGroup } from '../../components/list/filter-types.ts';
import { Pagination } from '../../components/list/pagination.tsx';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { useEvents } from '../../entities/events/api/get-events.ts';
import { useVenues } from '../../entities/venues/api/get-venues.ts';
import { EventDateFilters } from '../../features/events/components/event-date-filters.tsx';
import { EventsTable } from '../../features/events/components/events-table.tsx';
import { useEventsList } from '../../features/events/hooks/use-events-list.ts';

const statusGroup: FilterGroup<'status'> = {
  key: 'status',
  label: 'Status',
  options: EVENT_STATUSES.map((status) => ({ value: status, label: EVENT_STATUS_LABELS[status] })),
};

/** /events: search, filters, the events table and its pages, all kept in the URL. */
export function Component() {
  const { list, query, dates, setDate, clearDates } = useEventsList();
  // A failed fetch is silent (product-spec section 8): the table shows its empty text.
  const events = useEvents(query);
  const venues = useVenues();
  const filterGroups: FilterGroup<'venue' | 'status'>[] = [
    { key: 'venue', label: 'Venue', options: (venues.data ?? []).map((venue) => ({ value: String(venue.id), label: venue.name })) },
    statusGroup,
  ];

  return (
    <PageFrame
      breadcrumbs={[{ label: 'Events' }]}
      title="Events"
      actions={
        <Button component={Link} to="/events/new" leftSection={<IconPlus size={16} aria-hidden />}>
          Add Event
        </Button>
      }
    >
      <Stack gap="md">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-start' }}>
          <SearchBar label="Search events" value={list.search} onSearch={list.setSearch} />
          <FilterBar groups={filterGroups} value={{ venue: list.filters.venue, status: list.filters.status }} onChange={list.setFilters} />
        </Flex>
        <EventDateFilters value={dates} onChange={setDate} onClear={clearDates} />
        <EventsTable
          events={events.data?.events ?? []}
          sort={list.sort}
          direction={list.direction}
          onSort={list.toggleSort}
          busy={events.isFetching}
        />
        <Pagination
          page={list.page}
          totalCount={events.data?.totalCount ?? 0}
          size={list.size}
          pageSizes={PAGE_SIZES}
          onPageChange={list.setPage}
          onSizeChange={list.setSize}
        />
      </Stack>
    </PageFrame>
  );
}
