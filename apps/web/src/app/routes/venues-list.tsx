import { DEFAULT_PAGE_SIZE, PAGE_SIZES, VENUE_SORTS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { listTotal } from '../../components/list/pagination.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useVenues } from '../../entities/venues/api/get-venues.ts';
import { VenuesTable } from '../../features/venues/components/venues-table.tsx';

/** /venues: search, the venues table and its pages, all kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ defaultSort: 'name', sorts: VENUE_SORTS, pageSizes: PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE });
  // A failed fetch is silent, as on the other lists: the table shows its empty text.
  const venues = useVenues(list.query);

  return (
    <ListPage
      breadcrumbs={[{ label: t('nav.venues') }]}
      title={t('venues.title')}
      add={{ to: '/venues/new', label: t('venues.add') }}
      searchLabel={t('venues.search')}
      list={list}
      totalCount={listTotal(venues)}
    >
      <VenuesTable
        venues={venues.data?.venues ?? []}
        sort={list.sort}
        direction={list.direction}
        onSort={list.toggleSort}
        busy={venues.isFetching}
      />
    </ListPage>
  );
}
