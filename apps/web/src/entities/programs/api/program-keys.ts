import type { ProgramsQuery } from './get-programs.ts';

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
