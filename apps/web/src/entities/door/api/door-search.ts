import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { doorSearchTerm } from '@console/contracts';
import { searchDoor } from './family-door.ts';
import { doorKeys } from './door-keys.ts';

export function getDoorSearchQueryOptions(eventCode: number, q: string) {
  return queryOptions({
    queryKey: doorKeys.search(eventCode, q),
    queryFn: ({ signal }) => searchDoor(eventCode, q, signal),
    // A station may search 30 times a minute: a retry would spend the allowance on the same words.
    retry: false,
  });
}

/**
 * The door's search once `q` reads as a phone (4 digits or more) or a name (2 characters or more);
 * the last answer stays on screen while the next one comes, so that the list does not blink.
 */
export function useDoorSearchQuery(eventCode: number, q: string) {
  const text = q.trim();
  return useQuery({
    ...getDoorSearchQueryOptions(eventCode, text),
    enabled: doorSearchTerm(text) !== undefined,
    placeholderData: keepPreviousData,
  });
}
