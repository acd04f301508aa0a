import type { MembersQuery } from './get-members.ts';

/** Every members query key, so that a change can invalidate exactly what it touched. */
export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (query: MembersQuery) => [...memberKeys.lists(), query] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (code: number) => [...memberKeys.details(), code] as const,
  duplicates: () => [...memberKeys.all, 'duplicates'] as const,
  histories: () => [...memberKeys.all, 'history'] as const,
  history: (code: number, page: number) => [...memberKeys.histories(), code, page] as const,
};
