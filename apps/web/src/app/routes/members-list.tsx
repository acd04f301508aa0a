import { roleName } from '../../entities/reference/model/fixed-names.ts';
import { MEMBER_STATUSES } from '@console/contracts';
import { FilterBar } from '../../components/list/filter-bar.tsx';
import type { FilterGroup } from '../../components/list/filter-types.ts';
import { ListPage } from '../../components/list/list-page.tsx';
import { listTotal } from '../../components/list/pagination.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { MEMBERS_LIST, membersExportUrl, useMembers } from '../../entities/members/api/get-members.ts';
import { useRoles } from '../../entities/reference/api/get-roles.ts';
import { MemberCardsButton } from '../../features/members/components/member-cards-button.tsx';
import { MembersCount } from '../../features/members/components/members-count.tsx';
import { MembersTable } from '../../features/members/components/members-table.tsx';
import { useTranslation } from 'react-i18next';

/** /members: search, filters, the members table and its pages, all kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(MEMBERS_LIST);
  // A failed fetch is silent (docs/product.md §2.8): the table shows its empty text.
  const members = useMembers(list.query);
  const roles = useRoles();
  const filterGroups: FilterGroup<'role' | 'status'>[] = [
    {
      key: 'role',
      label: t('members.column.role'),
      options: (roles.data ?? []).map((role) => ({ value: String(role.id), label: roleName(t, role.id, role.name) })),
    },
    {
      key: 'status',
      label: t('list.status'),
      options: MEMBER_STATUSES.map((status) => ({ value: status, label: t(`members.status.${status}`) })),
    },
  ];

  return (
    <ListPage
      breadcrumbs={[{ label: t('nav.members') }]}
      title={t('members.title')}
      add={{ to: '/members/new', label: t('members.add') }}
      moreActions={<MemberCardsButton query={list.query} totalCount={listTotal(members)} />}
      exportHref={membersExportUrl(list.query)}
      links={[
        { to: '/members/import', label: t('memberImport.title') },
        { to: '/members/duplicates', label: t('duplicates.title') },
      ]}
      searchLabel={t('members.search')}
      list={list}
      totalCount={listTotal(members)}
      filters={<FilterBar groups={filterGroups} value={list.filters} onChange={list.setFilters} />}
      beforeList={<MembersCount totalCount={listTotal(members)} />}
    >
      <MembersTable
        members={members.data?.members ?? []}
        sort={list.sort}
        direction={list.direction}
        onSort={list.toggleSort}
        viewKey={JSON.stringify(list.query)}
        onBulkChange={list.resetToFirstPage}
        busy={members.isFetching}
      />
    </ListPage>
  );
}
