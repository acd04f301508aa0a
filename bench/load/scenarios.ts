import { randomUUID } from 'node:crypto';
import type { DataFacts } from '../dataset/generate.ts';
import type { LoadRequest } from './measure.ts';

/**
 * What the load benchmark asks of the console. `list` scenarios are the list pages the screens
 * fetch, held to the p99 target; the others are reported beside them.
 */
export interface Scenario {
  name: string;
  kind: 'member' | 'list' | 'roster' | 'check-in' | 'door-search' | 'family-check-in' | 'other';
  next: () => LoadRequest;
}

/** What the benchmark looks up through the API before it starts. */
export interface Lookups {
  memberTotal: number;
  /** An in-progress event of the run's own, so that every check-in registers someone anew. */
  checkInEventCode: number;
}

const get = (path: string) => () => ({ method: 'GET' as const, path });

function cycle<T>(items: readonly T[]) {
  let index = 0;
  return () => items[index++ % items.length]!;
}

function isoSeconds(instant: number) {
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}

export function scenarios(facts: DataFacts, lookups: Lookups, now = Date.now()): Scenario[] {
  const memberCode = cycle(facts.enabledCodes);
  const checkInCode = cycle(facts.enabledCodes);
  const lastPage = Math.ceil(lookups.memberTotal / 10);
  const big = facts.bigEventCode;
  const yearAgo = encodeURIComponent(isoSeconds(now - 365 * 86_400_000));
  const today = encodeURIComponent(isoSeconds(now));
  const door = (query: string) => `/api/events/${lookups.checkInEventCode}/door-search${query}`;
  // Four digits that end phones in any directory, and names of the generator's lists.
  const phoneEnd = cycle(Array.from({ length: 97 }, (_, index) => String(1000 + index * 89)));
  const name = cycle(['núñez', 'garcía', 'mar', 'lópez', 'ana', 'torres']);
  // Four enabled members at a time, taken in turn from those the single check-ins do not start with.
  const families = Array.from({ length: Math.floor(facts.enabledCodes.length / 4) }, (_, index) =>
    facts.enabledCodes.slice(facts.enabledCodes.length - 4 * (index + 1), facts.enabledCodes.length - 4 * index),
  );
  const family = cycle(families);
  return [
    { name: 'health (no session)', kind: 'other', next: get('/api/health') },
    { name: 'member by code', kind: 'member', next: () => ({ method: 'GET', path: `/api/members/${memberCode()}` }) },
    { name: 'members, first page (fullname)', kind: 'list', next: get('/api/members') },
    { name: 'members, sort code desc', kind: 'list', next: get('/api/members?sort=code&direction=desc') },
    { name: 'members, sort email', kind: 'list', next: get('/api/members?sort=email') },
    { name: 'members, sort role desc', kind: 'list', next: get('/api/members?sort=role&direction=desc') },
    { name: 'members, sort status', kind: 'list', next: get('/api/members?sort=status') },
    { name: 'members, role Coordinator', kind: 'list', next: get('/api/members?role=2') },
    { name: 'members, status disabled', kind: 'list', next: get('/api/members?status=disabled') },
    { name: 'members, search "gar"', kind: 'list', next: get('/api/members?search=gar') },
    { name: 'members, search "núñez"', kind: 'list', next: get(`/api/members?search=${encodeURIComponent('núñez')}`) },
    { name: `members, last page (${lastPage})`, kind: 'list', next: get(`/api/members?page=${lastPage}`) },
    { name: 'events, first page (start date)', kind: 'list', next: get('/api/events') },
    { name: 'events, upcoming and in progress', kind: 'list', next: get('/api/events?status=upcoming&status=in-progress') },
    { name: 'events, started in the last year', kind: 'list', next: get(`/api/events?startafter=${yearAgo}&startbefore=${today}`) },
    { name: 'events, search "noche"', kind: 'list', next: get('/api/events?search=noche') },
    { name: `attendees of the ${facts.bigEventAttendees} event`, kind: 'list', next: get(`/api/events/${big}/attendees?registered=true`) },
    {
      name: `attendees of the ${facts.bigEventAttendees} event, search "mar"`,
      kind: 'list',
      next: get(`/api/events/${big}/attendees?registered=true&search=mar`),
    },
    { name: 'programs, first page', kind: 'list', next: get('/api/programs?page=1&size=10') },
    { name: `audit log, first page (${facts.sizes.changes} entries)`, kind: 'list', next: get('/api/audit') },
    {
      name: "audit log, a member's entries",
      kind: 'list',
      next: () => ({ method: 'GET', path: `/api/audit?target=member:${memberCode()}` }),
    },
    { name: `roster of the ${facts.bigEventAttendees} event`, kind: 'roster', next: get(`/api/events/${big}/roster`) },
    {
      name: 'check-in (a new member each time, with scanId)',
      kind: 'check-in',
      next: () => ({
        method: 'POST',
        path: `/api/events/${lookups.checkInEventCode}/attendees`,
        body: JSON.stringify({ code: checkInCode(), checkIn: true, scanId: randomUUID(), station: 'Bench' }),
      }),
    },
    // A volunteer types the last four digits of a phone, or a few letters of a name.
    { name: 'door search, 4 digits', kind: 'door-search', next: () => ({ method: 'GET', path: door(`?q=${phoneEnd()}`) }) },
    { name: 'door search, a name', kind: 'door-search', next: () => ({ method: 'GET', path: door(`?q=${encodeURIComponent(name())}`) }) },
    {
      name: 'family check-in of 4 (new members each time, with scanId)',
      kind: 'family-check-in',
      next: () => ({
        method: 'POST',
        path: `/api/events/${lookups.checkInEventCode}/check-ins`,
        body: JSON.stringify({ members: family(), scanId: randomUUID(), station: 'Bench' }),
      }),
    },
  ];
}

/** The reads of the scale-out comparison: member pages and the lists the screens open first. */
export function scaleOutReads(facts: DataFacts): () => LoadRequest {
  const memberCode = cycle(facts.enabledCodes);
  const paths = cycle(['member', '/api/members', '/api/events', 'member']);
  return () => {
    const path = paths();
    return { method: 'GET', path: path === 'member' ? `/api/members/${memberCode()}` : path };
  };
}
