import type { ProgramSort, SortDirection } from '@console/contracts';

/** `GET /api/programs` parameters as the list page holds them. */
export type ProgramsQuery = {
  page: number;
  size: number;
  sort: ProgramSort;
  direction: SortDirection;
  search?: string;
};

/** Every programs query key, so that a change can invalidate exactly what it touched. */
export const programKeys = {
  all: ['programs'] as const,
  lists: () => [...programKeys.all, 'list'] as const,
  list: (query: ProgramsQuery) => [...programKeys.lists(), query] as const,
  /** Every program by name, for the event form's select. */
  options: () => [...programKeys.all, 'options'] as const,
  details: () => [...programKeys.all, 'detail'] as const,
  detail: (id: number) => [...programKeys.details(), id] as const,
};
