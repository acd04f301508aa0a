import type { SortDirection, VenueSort } from '@console/contracts';

/** `GET /api/venues` with paging, as the Venues list holds it. */
export type VenuesQuery = {
  page: number;
  size: number;
  sort: VenueSort;
  direction: SortDirection;
  search?: string;
};

/** Every venues query key, so that a change can invalidate exactly what it touched. */
export const venueKeys = {
  all: ['venues'] as const,
  /** Every venue by name, for the event form's select and the events list's filter. */
  options: () => [...venueKeys.all, 'options'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  list: (query: VenuesQuery) => [...venueKeys.lists(), query] as const,
  details: () => [...venueKeys.all, 'detail'] as const,
  detail: (id: number) => [...venueKeys.details(), id] as const,
};
