import { randomUUID } from 'node:crypto';
import type { DataFacts } from '../dataset/generate.ts';
import type { LoadRequest } from './measure.ts';

/**
 * What the load benchmark asks of the console. `list` scenarios are the list pages the screens
 * fetch, held to the p99 target; the others are reported beside them.
 */
export interface Scenario {
  name: string;
  kind: 'member' | 'list' | 'roster' | 'check-in' | 'other';
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
