import { vi } from 'vitest';
import type { Event, PostalCode, Venue } from '@console/contracts';

/** Test helpers of the events feature: a stubbed API, factories and the reference data. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/** Replaces `fetch`: each call is recorded and answered by `handler` (JSON, 200 unless told; unanswered: 404). */
export function stubApi(handler: (call: ApiCall) => ApiAnswer | undefined) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const PROGRAMS = [
  { id: 1, name: 'Choir', description: null, categoryId: 1, category: 'Worship' },
  { id: 2, name: 'Bible Study', description: null, categoryId: 2, category: 'Education' },
];
export const PROGRAM_CATEGORIES = [
  { id: 1, name: 'Worship' },
  { id: 2, name: 'Education' },
];
export const EVENT_CATEGORIES = [
  { id: 1, name: 'Meeting', description: null },
  { id: 2, name: 'Retreat', description: null },
];

export function buildVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 1,
    name: 'Main Hall',
    phones: null,
    website: null,
    addressLine1: '1 Main St',
    addressLine2: null,
    postalCodeId: 1,
    postalCode: 'M5V 1A1',
    city: 'Toronto',
    province: 'Ontario',
    provinceCode: 'ON',
    country: 'Canada',
    ...overrides,
  };
}
export const VENUES = [
  buildVenue(),
  buildVenue({ id: 2, name: 'Chapel', city: 'Quezon City', provinceCode: 'MM', country: 'Philippines' }),
];

export const POSTAL_CODES: PostalCode[] = [
  {
    id: 1,
    code: 'M5V 1A1',
    city: 'Toronto',
    cityId: 1,
    province: 'Ontario',
    provinceId: 1,
    provinceCode: 'ON',
    country: 'Canada',
    countryId: 1,
  },
  {
    id: 2,
    code: 'M5V 2B2',
    city: 'Toronto',
    cityId: 1,
    province: 'Ontario',
    provinceId: 1,
    provinceCode: 'ON',
    country: 'Canada',
    countryId: 1,
  },
  {
    id: 3,
    code: 'K1A 0B1',
    city: 'Ottawa',
    cityId: 2,
    province: 'Ontario',
    provinceId: 1,
    provinceCode: 'ON',
    country: 'Canada',
    countryId: 1,
  },
  {
    id: 4,
    code: 'H2X 1Y4',
    city: 'Montreal',
    cityId: 3,
    province: 'Quebec',
    provinceId: 2,
    provinceCode: 'QC',
    country: 'Canada',
    countryId: 1,
  },
  {
    id: 5,
    code: '1100',
    city: 'Quezon City',
    cityId: 4,
    province: 'Metro Manila',
    provinceId: 3,
    provinceCode: 'MM',
    country: 'Philippines',
    countryId: 2,
  },
];

let nextCode = 500;

export function buildEvent(overrides: Partial<Event> = {}): Event {
  const code = overrides.code ?? nextCode++;
  return {
    code,
    name: `Event ${code}`,
    description: null,
    programId: 1,
    program: 'Choir',
    categoryId: 1,
    category: 'Meeting',
    venueId: 1,
    venue: 'Main Hall',
    city: 'Toronto',
    provinceCode: 'ON',
    country: 'Canada',
    startDate: '2026-03-08',
    startTime: '14:00',
    endDate: '2026-03-08',
    endTime: '16:00',
    registrationRequired: false,
    isPublic: false,
    isCancelled: false,
    status: 'Upcoming',
    uncancelledStatus: 'Upcoming',
    registered: 4,
    checked: 1,
    ...overrides,
  };
}

/** The reference lists every event form loads. */
export function referenceAnswer(call: ApiCall): ApiAnswer | undefined {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/api/programs') return { body: { totalCount: PROGRAMS.length, programs: PROGRAMS } };
  if (call.path === '/api/program-categories') return { body: PROGRAM_CATEGORIES };
  if (call.path === '/api/event-categories') return { body: EVENT_CATEGORIES };
  if (call.path === '/api/venues') return { body: VENUES };
  if (call.path === '/api/postal-codes') return { body: POSTAL_CODES };
  return undefined;
}
