import type { Event, PostalCode, Venue } from '@console/contracts';

/** Test helpers of the events feature: the shared stubbed API, factories and the reference data. */
import type { ApiAnswer, ApiCall } from './stub-api.ts';

export { stubApi, type ApiAnswer, type ApiCall } from './stub-api.ts';

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
    ageMin: null,
    ageMax: null,
    status: 'Upcoming',
    uncancelledStatus: 'Upcoming',
    seriesId: null,
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
