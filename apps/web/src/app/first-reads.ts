import type { QueryClient } from '@tanstack/react-query';
import { readListState } from '../components/list/use-list-state.ts';
import { EVENTS_LIST, eventsQueryOf, getEventsQueryOptions } from '../entities/events/api/get-events.ts';
import { HOUSEHOLDS_LIST, getHouseholdsCountQueryOptions, getHouseholdsQueryOptions } from '../entities/households/api/get-households.ts';
import { MEMBERS_LIST, getMembersQueryOptions } from '../entities/members/api/get-members.ts';
import { getSession } from '../lib/session-store.ts';

/** The read a screen shows first, by path, as its own code will ask for it. */
const FIRST_READS: Record<string, (client: QueryClient, params: URLSearchParams) => Promise<void>> = {
  // Home's cards are links but for the households' count.
  '/': (client) => client.prefetchQuery(getHouseholdsCountQueryOptions()),
  '/members': (client, params) => client.prefetchQuery(getMembersQueryOptions(readListState(params, MEMBERS_LIST).query)),
  '/events': (client, params) => client.prefetchQuery(getEventsQueryOptions(eventsQueryOf(readListState(params, EVENTS_LIST)).query)),
  '/households': (client, params) => client.prefetchQuery(getHouseholdsQueryOptions(readListState(params, HOUSEHOLDS_LIST).query)),
};

/**
 * Starts the first screen's read with the signed-in frame's script instead of after the screen's
 * own: its code arrives after the frame's, and the read would otherwise wait for it and for its
 * first render. The screen finds the read under the same key in the cache, under way or done
 * (decision 013). Only the screens whose first read dominates their display are here.
 */
export function startFirstRead(client: QueryClient, { pathname, search }: { pathname: string; search: string }) {
  if (getSession()) void FIRST_READS[pathname]?.(client, new URLSearchParams(search));
}
