import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { listTotal } from '../../components/list/pagination.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { HOUSEHOLDS_LIST, householdsExportUrl, useHouseholds } from '../../entities/households/api/get-households.ts';
import { HouseholdsTable } from '../../features/households/components/households-table.tsx';

/** /households: search, the households table and its pages, all kept in the URL; a link to the possible duplicates. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(HOUSEHOLDS_LIST);
  // A failed fetch is silent, as on the other lists: the table shows its empty text.
  const households = useHouseholds(list.query);

  return (
    <ListPage
      breadcrumbs={[{ label: t('nav.households') }]}
      title={t('households.title')}
      add={{ to: '/households/new', label: t('households.add') }}
      exportHref={householdsExportUrl(list.query)}
      links={[{ to: '/households/duplicates', label: t('households.duplicates.title') }]}
      searchLabel={t('households.search')}
      list={list}
      totalCount={listTotal(households)}
    >
      <HouseholdsTable
        households={households.data?.households ?? []}
        sort={list.sort}
        direction={list.direction}
        onSort={list.toggleSort}
        busy={households.isFetching}
      />
    </ListPage>
  );
}
