import type { Event, EventSeries, RepeatInput } from '@console/contracts';
import { expect, uniqueWord, type Api } from './fixtures.ts';

/** The API's bearer header for `api`. */
export const auth = (api: Api) => ({ authorization: `Bearer ${api.token}` });

export async function postJson<T>(api: Api, path: string, data: unknown): Promise<T> {
  const response = await api.request.post(path, { headers: auth(api), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

export async function getJson<T>(api: Api, path: string): Promise<T> {
  const response = await api.request.get(path, { headers: auth(api) });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in UTC, `days` from now. */
export function utcDate(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

export interface EventOptions {
  registrationRequired?: boolean;
  /** UTC instants; by default a week from now, 14:00 to 18:00 the next day. */
  start?: Date;
  end?: Date;
  /** Ages from and to (whole years); none by default. */
  ageMin?: number | null;
  ageMax?: number | null;
  /** An existing program to put it in, rather than a new one of its own. */
  programId?: number;
  /** Shown in calendar feeds; private by default. */
  isPublic?: boolean;
  /** Made as the first event of a series repeating so (POST /api/event-series) rather than alone. */
  repeat?: RepeatInput;
}

/** An event (by default upcoming and requiring registration) with a program, category and venue of its own. */
export async function createEvent(api: Api, name: string, options: EventOptions = {}): Promise<Event> {
  const start = options.start ?? new Date(`${utcDate(7)}T14:00:00Z`);
  const end = options.end ?? new Date(`${utcDate(8)}T18:00:00Z`);
  const program = options.programId === undefined ? await createProgram(api) : { id: options.programId };
  const category = await postJson<{ id: number }>(api, '/api/event-categories', { name: uniqueWord('Cat'), description: null });
  const [postalCode] = await getJson<{ id: number }[]>(api, '/api/postal-codes');
  const venue = await postJson<{ id: number }>(api, '/api/venues', {
    name: uniqueWord('Venue'),
    addressLine1: '1 Main Street',
    postalCodeId: postalCode!.id,
  });
  const body = {
    programId: program.id,
    categoryId: category.id,
    venueId: venue.id,
    name,
    description: 'An event of the end-to-end tests',
    startDate: start.toISOString().slice(0, 10),
    startTime: start.toISOString().slice(11, 16),
    endDate: end.toISOString().slice(0, 10),
    endTime: end.toISOString().slice(11, 16),
    registrationRequired: options.registrationRequired ?? true,
    isPublic: options.isPublic ?? false,
    ...(options.ageMin !== undefined && { ageMin: options.ageMin }),
    ...(options.ageMax !== undefined && { ageMax: options.ageMax }),
  };
  if (!options.repeat) return postJson<Event>(api, '/api/events', body);
  const series = await postJson<EventSeries>(api, '/api/event-series', { ...body, repeat: options.repeat });
  return getJson<Event>(api, `/api/events/${series.events[0]!.code}`);
}

async function createProgram(api: Api): Promise<{ id: number }> {
  const [programCategory] = await getJson<{ id: number }[]>(api, '/api/program-categories');
  return postJson<{ id: number }>(api, '/api/programs', { categoryId: programCategory!.id, name: uniqueWord('Prog'), description: null });
}

/** Registers a member for an event (and checks them in with `checkIn`). */
export async function register(api: Api, event: Event, memberCode: number, checkIn = false) {
  const response = await api.request.post(`/api/events/${event.code}/attendees`, {
    headers: auth(api),
    data: { code: memberCode, checkIn },
  });
  expect(response.status(), await response.text()).toBe(201);
}
