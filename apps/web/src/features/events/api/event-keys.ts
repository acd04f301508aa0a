import type { EventsQuery } from './get-events.ts';

/**
 * Every query key of the events feature. Programs, program categories and venues sit under the
 * same roots as their own features' keys, so a change made here refreshes those lists too.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventsQuery) => [...eventKeys.lists(), query] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (code: number) => [...eventKeys.details(), code] as const,
  venues: ['venues'] as const,
  eventCategories: ['event-categories'] as const,
  postalCodes: ['postal-codes'] as const,
  programs: ['programs'] as const,
  programOptions: () => [...eventKeys.programs, 'options'] as const,
  programCategories: ['program-categories'] as const,
};
