import type { HouseholdSort, SortDirection } from '@console/contracts';

/** `GET /api/households` with paging, as the Households list holds it. */
export type HouseholdsQuery = {
  page: number;
  size: number;
  sort: HouseholdSort;
  direction: SortDirection;
  search?: string;
};

/** Every households query key, so that a change can invalidate exactly what it touched. */
export const householdKeys = {
  all: ['households'] as const,
  lists: () => [...householdKeys.all, 'list'] as const,
  list: (query: HouseholdsQuery) => [...householdKeys.lists(), query] as const,
  details: () => [...householdKeys.all, 'detail'] as const,
  detail: (id: number) => [...householdKeys.details(), id] as const,
  duplicates: () => [...householdKeys.all, 'duplicates'] as const,
};
