import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PROGRAM_SORTS } from '@console/contracts';
import { Pagination } from '../../components/list/pagination.tsx';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePrograms } from '../../entities/programs/api/get-programs.ts';
import { ProgramsTable } from '../../features/programs/components/programs-table.tsx';

/** /programs: search, the programs table and its pages, all kept in the URL. */
export function Component() {
  const list = useListState({ defaultSort: 'name', sorts: PROGRAM_SORTS, pageSizes: PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE });
  // A failed fetch is silent (product-spec section 8): the table shows its empty text.
  const programs = usePrograms(list.query);

  return (
    <PageFrame
      breadcrumbs={[{ label: 'Programs' }]}
      title="Programs"
      actions={
        <Button component={Link} to="/programs/new" leftSection={<IconPlus size={16} aria-hidden />}>
          Add Program
        </Button>
      }
    >
      <Stack gap="md">
        <SearchBar label="Search programs" value={list.search} onSearch={list.setSearch} />
        <ProgramsTable
          programs={programs.data?.programs ?? []}
          sort={list.sort}
          direction={list.direction}
          onSort={list.toggleSort}
          busy={programs.isFetching}
        />
        <Pagination
          page={list.page}
          totalCount={programs.data?.totalCount ?? 0}
          size={list.size}
          pageSizes={PAGE_SIZES}
          onPageChange={list.setPage}
          onSizeChange={list.setSize}
        />
      </Stack>
    </PageFrame>
  );
}
