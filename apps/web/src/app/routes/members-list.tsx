import { Button, Flex, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, MEMBER_SORTS, PAGE_SIZES } from '@console/contracts';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import type { FilterGroup } from '../../components/list/filter-types.ts';
import { Pagination } from '../../components/list/pagination.tsx';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { useMembers } from '../../entities/members/api/get-members.ts';
import { useRoles } from '../../entities/reference/api/get-roles.ts';
import { MembersTable } from '../../features/members/components/members-table.tsx';

const statusGroup: FilterGroup<'status'> = {
  key: 'status',
  label: 'Status',
  options: [
    { value: 'enabled', label: 'Enabled' },
    { value: 'disabled', label: 'Disabled' },
  ],
};

/** /members: search, filters, the members table and its pages, all kept in the URL. */
export function Component() {
  const list = useListState({
    defaultSort: 'fullname',
    sorts: MEMBER_SORTS,
    pageSizes: PAGE_SIZES,
    defaultSize: DEFAULT_PAGE_SIZE,
    filterKeys: ['role', 'status'],
  });
  // A failed fetch is silent (product-spec section 8): the table shows its empty text.
  const members = useMembers(list.query);
  const roles = useRoles();
  const filterGroups: FilterGroup<'role' | 'status'>[] = [
    { key: 'role', label: 'Role', options: (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name })) },
    statusGroup,
  ];

  return (
    <PageFrame
      breadcrumbs={[{ label: 'Members' }]}
      title="Members"
      actions={
        <Button component={Link} to="/members/new" leftSection={<IconPlus size={16} aria-hidden />}>
          Add Member
        </Button>
      }
    >
      <Stack gap="md">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-start' }}>
          <SearchBar label="Search members" value={list.search} onSearch={list.setSearch} />
          <FilterBar groups={filterGroups} value={list.filters} onChange={list.setFilters} />
        </Flex>
        <MembersTable
          members={members.data?.members ?? []}
          sort={list.sort}
          direction={list.direction}
          onSort={list.toggleSort}
          viewKey={JSON.stringify(list.query)}
          onBulkChange={list.resetToFirstPage}
          busy={members.isFetching}
        />
        <Pagination
          page={list.page}
          totalCount={members.data?.totalCount ?? 0}
          size={list.size}
          pageSizes={PAGE_SIZES}
          onPageChange={list.setPage}
          onSizeChange={list.setSize}
        />
      </Stack>
    </PageFrame>
  );
}
