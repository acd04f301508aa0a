import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_MAX_LENGTH, type SortDirection } from '@console/contracts';
import { useSearchParamsWriter } from '../../lib/use-search-params-writer.ts';

export type { SortDirection };

/** The query object a list call takes, ready for `apiFetch(path, { query })`. */
export type ListQuery<Sort extends string, FilterKey extends string> = {
  page: number;
  size: number;
  sort: Sort;
  direction: SortDirection;
  search?: string;
} & Record<FilterKey, string[]>;

export type ListFilters<FilterKey extends string> = Record<FilterKey, string[]>;

export interface ListStateOptions<Sort extends string, FilterKey extends string> {
  defaultSort: Sort;
  /** The sort keys the list accepts; another value in the URL falls back to `defaultSort`. */
  sorts?: readonly Sort[];
  defaultDirection?: SortDirection;
  pageSizes?: readonly number[];
  defaultSize?: number;
  /** Multi-valued filters, each repeated in the query string (`?role=1&role=2`). */
  filterKeys?: readonly FilterKey[];
}

export interface ListState<Sort extends string, FilterKey extends string> {
  page: number;
  size: number;
  sort: Sort;
  direction: SortDirection;
  search: string;
  filters: ListFilters<FilterKey>;
  query: ListQuery<Sort, FilterKey>;
  /** `replace` rewrites the current history entry (a correction the user did not ask for). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSize: (size: number) => void;
  toggleSort: (column: Sort) => void;
  setSearch: (text: string) => void;
  setFilters: (filters: Partial<ListFilters<FilterKey>>) => void;
  resetToFirstPage: () => void;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * What the query string says of a list, invalid values replaced by the defaults, and the query the
 * list's call takes. Pure, so that a screen's first read can start before the screen's code is
 * here (app/first-reads.ts).
 */
export function readListState<Sort extends string, const FilterKey extends string = never>(
  params: URLSearchParams,
  {
    defaultSort,
    sorts,
    defaultDirection = 'asc',
    pageSizes = PAGE_SIZES,
    defaultSize = DEFAULT_PAGE_SIZE,
    filterKeys = [],
  }: ListStateOptions<Sort, FilterKey>,
) {
  const page = readPage(params.get('page'));
  const sizeValue = Number(params.get('size'));
  const size = pageSizes.includes(sizeValue) ? sizeValue : defaultSize;
  const sortValue = params.get('sort') as Sort | null;
  const sort = sortValue && (sorts ? sorts.includes(sortValue) : sortValue !== '') ? sortValue : defaultSort;
  const directionValue = params.get('direction');
  const direction: SortDirection = directionValue === 'asc' || directionValue === 'desc' ? directionValue : defaultDirection;
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, [...new Set(params.getAll(key).filter((value) => value !== ''))]]),
  ) as ListFilters<FilterKey>;
  const query = {
    page,
    size,
    sort,
    direction,
    ...(search && { search }),
    ...filters,
  } as ListQuery<Sort, FilterKey>;
  return { page, size, sort, direction, search, filters, query };
}

/**
 * The state of a list page (page, size, sort, direction, search, filters) kept in the URL query
 * string, so back/forward and shared links restore it. Values equal to the defaults are left out
 * of the URL; invalid values in it fall back to the defaults.
 */
export function useListState<Sort extends string, const FilterKey extends string = never>(
  options: ListStateOptions<Sort, FilterKey>,
): ListState<Sort, FilterKey> {
  const { defaultSort, defaultDirection = 'asc', defaultSize = DEFAULT_PAGE_SIZE, filterKeys = [] } = options;
  const [params, writeParams] = useSearchParamsWriter();
  const { page, size, sort, direction, search, filters, query } = readListState(params, options);

  /** Writes the given values; any change but a page change goes back to page 1. */
  function update(
    changes: {
      page?: number;
      size?: number;
      sort?: Sort;
      direction?: SortDirection;
      search?: string;
      filters?: Partial<ListFilters<FilterKey>>;
    },
    options?: { replace?: boolean },
  ) {
    writeParams((next) => {
      const write = (key: string, value: string | number, fallback: string | number) => {
        if (value === fallback || value === '') next.delete(key);
        else next.set(key, String(value));
      };
      write('page', changes.page ?? 1, 1);
      if (changes.size !== undefined) write('size', changes.size, defaultSize);
      if (changes.sort !== undefined) write('sort', changes.sort, defaultSort);
      if (changes.direction !== undefined) write('direction', changes.direction, defaultDirection);
      if (changes.search !== undefined) write('search', changes.search.trim().slice(0, SEARCH_MAX_LENGTH), '');
      for (const [key, values] of Object.entries(changes.filters ?? {}) as [FilterKey, string[] | undefined][]) {
        if (!filterKeys.includes(key) || values === undefined) continue;
        next.delete(key);
        for (const value of new Set(values)) next.append(key, value);
      }
      return next;
    }, options);
  }

  return {
    page,
    size,
    sort,
    direction,
    search,
    filters,
    query,
    setPage: (next, options) => update({ page: Math.max(1, Math.trunc(next)) }, options),
    setSize: (next) => update({ size: next }),
    toggleSort: (column) =>
      update(column === sort ? { sort, direction: direction === 'asc' ? 'desc' : 'asc' } : { sort: column, direction: 'asc' }),
    setSearch: (text) => update({ search: text }),
    setFilters: (next) => update({ filters: next }),
    resetToFirstPage: () => update({}),
  };
}
