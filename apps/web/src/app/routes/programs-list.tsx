import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PROGRAM_SORTS } from '@console/contracts';
import { useListState } from '../../components/list/use-list-state.ts';
import { usePrograms } from '../../entities/programs/api/get-programs.ts';
import { ProgramsTable } from '../../features/programs/components/programs-table.tsx';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { listTotal } from '../../components/list/pagination.tsx';

/** /programs: search, the programs table and its pages, all kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ defaultSort: 'name', sorts: PROGRAM_SORTS, pageSizes: PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE });
  // A failed fetch is silent (docs/product.md §2.8): the table shows its empty text.
  const programs = usePrograms(list.query);

  return (
    <ListPage
      breadcrumbs={[{ label: t('nav.programs') }]}
      title={t('programs.title')}
      add={{ to: '/programs/new', label: t('programs.add') }}
      searchLabel={t('programs.search')}
      list={list}
      totalCount={listTotal(programs)}
    >
      <ProgramsTable
        programs={programs.data?.programs ?? []}
        sort={list.sort}
        direction={list.direction}
        onSort={list.toggleSort}
        busy={programs.isFetching}
      />
    </ListPage>
  );
}
