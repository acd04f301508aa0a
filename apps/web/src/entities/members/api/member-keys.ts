import type { MemberSort, SortDirection } from '@console/contracts';

/** `GET /api/members` parameters as the list page holds them (role ids and statuses as text). */
export type MembersQuery = {
  page: number;
  size: number;
  sort: MemberSort;
  direction: SortDirection;
  search?: string;
  role: string[];
  status: string[];
};

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
  events: (code: number, page: number) => [...memberKeys.all, 'events', code, page] as const,
};
