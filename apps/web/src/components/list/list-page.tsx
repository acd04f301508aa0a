import type { ReactNode } from 'react';
import { Button, Flex, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame, type Crumb } from '../page-frame.tsx';
import { ExportButton } from './export-button.tsx';
import { Pagination } from './pagination.tsx';
import { SearchBar } from './search-bar.tsx';
import type { ListState } from './use-list-state.ts';

type ListPosition = Pick<ListState<string, string>, 'page' | 'size' | 'search' | 'setSearch' | 'setPage'> &
  Partial<Pick<ListState<string, string>, 'setSize'>>;

export interface ListPageProps {
  breadcrumbs: Crumb[];
  title: string;
  /** The page's Add button (e.g. Add Member), beside the title. */
  add?: { to: string; label: string };
  /** The list's CSV export with its current filters, search and sort: an Export CSV button beside Add. */
  exportHref?: string;
  /** More of the area's pages, as links beside Export (Members: Import, Possible duplicates). */
  links?: { to: string; label: string }[];
  /** More of the list's own actions, between the links and Export (Members: Print cards). */
  moreActions?: ReactNode;
  searchLabel: string;
  /** The list's state (useListState, or the attendee list built on it); with `setSize` the pages offer a size. */
  list: ListPosition;
  /** Rows in the whole list, for the pages (listTotal: unknown until the first answer). */
  totalCount: number | undefined;
  /** Beside the search on wide screens, under it on narrow ones (the Filters button). */
  filters?: ReactNode;
  /** Between the search row and the list (the events list's date filters). */
  beforeList?: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/** The layout of every list page: title and Add, search and filters, the list, its pages. */
export function ListPage({
  breadcrumbs,
  title,
  add,
  exportHref,
  links = [],
  moreActions,
  searchLabel,
  list,
  totalCount,
  filters,
  beforeList,
  children,
}: ListPageProps) {
  const actions = (add || exportHref || links.length > 0 || moreActions) && (
    <Group gap="sm">
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant="default">
          {link.label}
        </Button>
      ))}
      {moreActions}
      {exportHref && <ExportButton href={exportHref} />}
      {add && (
        <Button component={Link} to={add.to} leftSection={<IconPlus size={16} aria-hidden />}>
          {add.label}
        </Button>
      )}
    </Group>
  );
  return (
    <PageFrame breadcrumbs={breadcrumbs} title={title} actions={actions}>
      <Stack gap="md">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-start' }}>
          <SearchBar label={searchLabel} value={list.search} onSearch={list.setSearch} />
          {filters}
        </Flex>
        {beforeList}
        {children}
        <Pagination page={list.page} totalCount={totalCount} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />
      </Stack>
    </PageFrame>
  );
}
