import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES, ROLE_IDS, SERIES_WEEKDAYS, type ApiTokenScope, type ChangeAction } from '@console/contracts';
import { lastChangeId } from '../changes.ts';
import { TEST_PASSWORD, createMember, createTestContext, uniqueEmail, type TestContext } from '../context.ts';
import { createEvent, createEventCategory, createLocation, createProgram, createProgramCategory, createVenue } from '../factories.ts';
import { SCOPE_OF, documentedRoutes } from '../routes.ts';
import { createStationRecord, enrolStation, type EnrolledStation } from '../stations.ts';

/*
 * The authorization matrix (docs/api.md, "Roles"), as data: every route × every kind of caller →
 * the status it must get, walked against the real app on both databases. Each call is a valid
 * request, so a 2xx proves the caller was let through and a 401/403 that the guard stopped them.
 */

type Person = 'anonymous' | 'expired' | 'signedOut' | 'coordinator' | 'administrator' | 'selfStation' | 'mannedStation';
const PEOPLE: Person[] = ['anonymous', 'expired', 'signedOut', 'coordinator', 'administrator', 'selfStation', 'mannedStation'];
/** An API token of each scope alone, and one that has been revoked (it had every scope). */
type TokenCaller = `token:${ApiTokenScope}` | 'revokedToken';
const TOKEN_CALLERS: TokenCaller[] = [...API_TOKEN_SCOPES.map((scope) => `token:${scope}` as const), 'revokedToken'];
type Caller = Person | TokenCaller;

interface Identity {
  code: number;
  token: string | null;
  email: string;
  /** A station's device: its cookie, and no token. */
  cookie?: string;
}

interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Row {
  /** What the call is, when the route alone does not say (the object rules). */
  name?: string;
  route: string;
  /** A fresh, valid request for this caller (it may create what it needs). */
  call: (caller: Identity) => Promise<Call>;
  expected: Record<Person, number>;
  /** What a token of the route's scope gets, when not a Coordinator's: a call about the caller's own record (a token has none). */
  forTokens?: number;
}

let ctx: TestContext;
let fixture: { programId: number; categoryId: number; venueId: number; postalCodeId: number; programCategoryId: number };
/** One station of each kind calls every row (a station's letter is one of 26, so they are not made per call). */
let stations: { self: EnrolledStation; manned: EnrolledStation; target: number };
const tokens = new Map<TokenCaller, string>();

/** A staff route: a station's cookie opens none of them (403). */
const guarded = (coordinator: number, administrator = coordinator) => ({
  anonymous: 401,
  expired: 401,
  signedOut: 401,
  coordinator,
  administrator,
  selfStation: 403,
  mannedStation: 403,
});
const open = (status: number): Record<Person, number> => ({
  anonymous: status,
  expired: status,
  signedOut: status,
  coordinator: status,
  administrator: status,
  selfStation: status,
  mannedStation: status,
});
/** A route stations may call too: staff get `staff`, each kind of station its own status. */
const forStations = (staff: number, selfStation: number, mannedStation = selfStation) => ({
  ...guarded(staff),
  selfStation,
  mannedStation,
});
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const memberBody = (overrides: Record<string, unknown> = {}) => ({
  roleId: ROLE_IDS.member,
  firstName: 'Matrix',
  lastName: 'Member',
  email: uniqueEmail('matrix'),
  ...overrides,
});
const eventBody = () => ({
  programId: fixture.programId,
  categoryId: fixture.categoryId,
  venueId: fixture.venueId,
  name: `Matrix event ${Math.random()}`,
  startDate: tomorrow(),
  endDate: tomorrow(),
  startTime: '10:00',
  endTime: '12:00',
});
/** A series of two events from tomorrow: every weekday chosen, so tomorrow's is among them. */
const seriesBody = () => ({ ...eventBody(), repeat: { frequency: 'weekly', weekdays: [...SERIES_WEEKDAYS], count: 2 } });
/** A series made by the seeded Administrator: its id. */
async function eventSeries() {
  const created = await ctx.request({ method: 'POST', url: '/api/event-series', token: ctx.adminToken, body: seriesBody() });
  return created.body.id as number;
}
const matrixPickup = { name: 'Matrix Grandmother', allowed: false, note: 'Only with a parent' };
const householdBody = () => ({ name: `Matrix household ${Math.random()}`, members: [] });
/** A household made for one call, straight in the database. */
async function household() {
  const now = Date.now();
  const row = await ctx.db
    .insertInto('households')
    .values({ name: 'Matrix household', name_normalized: 'matrix household', size: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const upcomingEvent = () => createEvent(ctx.db, { programId: fixture.programId, categoryId: fixture.categoryId, venueId: fixture.venueId });
/** An event in progress: one that every station serves. */
const runningEvent = () =>
  createEvent(ctx.db, {
    programId: fixture.programId,
    categoryId: fixture.categoryId,
    venueId: fixture.venueId,
    startsAt: Date.now() - 600_000,
  });
/** A household check-in made by staff: its event, its code and its child. */
async function checkedInBatch() {
  const body = await batchBody();
  const batch = await ctx.request({ method: 'POST', url: '/api/check-in-batches', token: ctx.adminToken, body });
  const [selection] = body.selections;
  return { event: selection!.eventCode, child: selection!.memberCode, securityCode: batch.body.securityCode as string };
}
/** A household of one child, and an event in progress for them: a valid household check-in. */
async function batchBody() {
  const child = await createMember(ctx.db);
  const householdId = await household();
  await ctx.db.insertInto('household_members').values({ household_id: householdId, member_code: child, role: 'child' }).execute();
  return { scanId: randomUUID(), householdId, selections: [{ memberCode: child, eventCode: await runningEvent() }] };
}
/** A calendar feed made by the seeded Administrator: its id and secret address. */
async function calendarFeed() {
  const created = await ctx.request({ method: 'POST', url: '/api/calendar-feeds', token: ctx.adminToken, body: { name: 'Matrix feed' } });
  return { id: created.body.feed.id as number, url: created.body.url as string };
}
async function registration() {
  const event = await upcomingEvent();
  const member = await createMember(ctx.db);
  await ctx.db
    .insertInto('attendance')
    .values({ event_code: event, member_code: member, registered_at: Date.now(), checked_in_at: null })
    .execute();
  return { event, member };
}

/** A public address (TEST-NET-3, never resolved: the matrix runs no sender). */
const MATRIX_WEBHOOK_URL = 'https://203.0.113.10/hook';
/** A webhook made by an Administrator, the same for every call (there can be 50 at most); `fresh` for one to delete. */
let sharedWebhook: number | undefined;
async function webhook({ fresh = false } = {}) {
  if (!fresh && sharedWebhook !== undefined) return sharedWebhook;
  const made = await ctx.request({
    method: 'POST',
    url: '/api/webhooks',
    token: ctx.adminToken,
    body: { url: MATRIX_WEBHOOK_URL, events: ['member.created'] },
  });
  const id = made.body.webhook.id as number;
  if (!fresh) sharedWebhook = id;
  return id;
}

const ROWS: Row[] = [
  { route: 'GET /api/health', call: async () => ({ url: '/api/health' }), expected: open(200) },
  { route: 'GET /api/door/addresses', call: async () => ({ url: '/api/door/addresses' }), expected: guarded(200) },
  {
    route: 'POST /api/login',
    call: async () => {
      const member = await ctx.signInAs(ROLE_IDS.coordinator);
      return { url: '/api/login', body: { email: member.email, password: TEST_PASSWORD } };
    },
    expected: open(200),
  },
  { route: 'GET /api/session', call: async () => ({ url: '/api/session' }), expected: guarded(200) },
  { route: 'POST /api/logout', call: async () => ({ url: '/api/logout' }), expected: guarded(204) },
  {
    route: 'POST /api/change-password',
    call: async (caller) => ({
      url: '/api/change-password',
      body: { code: caller.code, currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' },
    }),
    expected: guarded(204),
  },
  {
    route: 'POST /api/members/{code}/password',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}/password`, body: { newPassword: 'N3w!Password' } }),
    expected: guarded(403, 204),
  },
  { route: 'GET /api/roles', call: async () => ({ url: '/api/roles' }), expected: guarded(200) },
  { route: 'GET /api/civil-statuses', call: async () => ({ url: '/api/civil-statuses' }), expected: guarded(200) },
  { route: 'GET /api/program-categories', call: async () => ({ url: '/api/program-categories' }), expected: guarded(200) },
  {
    route: 'GET /api/members',
    call: async () => ({ url: '/api/members?search=matrix&sort=email&direction=desc' }),
    expected: guarded(200),
  },
  { route: 'GET /api/members/export', call: async () => ({ url: '/api/members/export?search=matrix&role=3' }), expected: guarded(200) },
  {
    route: 'GET /api/members/cards.pdf',
    call: async () => ({ url: '/api/members/cards.pdf?search=matrix&role=3&paper=letter' }),
    expected: guarded(200),
  },
  {
    route: 'POST /api/members/import',
    call: async () => ({
      url: '/api/members/import',
      body: `First name,Last name,Email\r\nMatrix,Import,${uniqueEmail('import')}\r\n`,
      headers: { 'content-type': 'text/csv' },
    }),
    expected: guarded(200),
  },
  { route: 'GET /api/members/duplicates', call: async () => ({ url: '/api/members/duplicates' }), expected: guarded(200) },
  {
    route: 'POST /api/members/{code}/merge',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}/merge`, body: { into: await createMember(ctx.db) } }),
    expected: guarded(403, 200),
  },
  { route: 'GET /api/members/{code}', call: async () => ({ url: `/api/members/${await createMember(ctx.db)}` }), expected: guarded(200) },
  {
    route: 'POST /api/members/validate-email',
    call: async () => ({ url: '/api/members/validate-email', body: { email: uniqueEmail() } }),
    expected: guarded(200),
  },
  { route: 'POST /api/members', call: async () => ({ url: '/api/members', body: memberBody() }), expected: guarded(201) },
  {
    route: 'PUT /api/members/{code}',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}`, body: memberBody({ lastName: 'Replaced' }) }),
    expected: guarded(200),
  },
  {
    route: 'PATCH /api/members/{code}',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}`, body: { isEnabled: false } }),
    expected: guarded(200),
  },
  {
    route: 'GET /api/members/{code}/history',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}/history` }),
    expected: guarded(403, 200),
  },
  {
    route: 'GET /api/members/{code}/events',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}/events` }),
    expected: guarded(200),
  },
  {
    route: 'GET /api/members/{code}/data',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}/data` }),
    expected: guarded(403, 200),
  },
  {
    route: 'POST /api/members/{code}/erase',
    call: async () => ({
      url: `/api/members/${await createMember(ctx.db, { firstName: 'Matrix', lastName: 'Erased' })}/erase`,
      body: { confirm: 'Matrix Erased' },
    }),
    expected: guarded(403, 200),
  },
  { route: 'GET /api/events', call: async () => ({ url: '/api/events?status=upcoming&sort=name' }), expected: guarded(200) },
  { route: 'GET /api/events/export', call: async () => ({ url: '/api/events/export?status=upcoming' }), expected: guarded(200) },
  { route: 'GET /api/events/{code}', call: async () => ({ url: `/api/events/${await upcomingEvent()}` }), expected: guarded(200) },
  { route: 'POST /api/events', call: async () => ({ url: '/api/events', body: eventBody() }), expected: guarded(201) },
  {
    route: 'PUT /api/events/{code}',
    call: async () => ({ url: `/api/events/${await upcomingEvent()}`, body: eventBody() }),
    expected: guarded(200),
  },
  {
    route: 'PATCH /api/events/{code}',
    call: async () => ({ url: `/api/events/${await upcomingEvent()}`, body: { isCancelled: true } }),
    expected: guarded(200),
  },
  { route: 'POST /api/event-series', call: async () => ({ url: '/api/event-series', body: seriesBody() }), expected: guarded(201) },
  { route: 'GET /api/event-series/{id}', call: async () => ({ url: `/api/event-series/${await eventSeries()}` }), expected: guarded(200) },
  {
    route: 'GET /api/events/{code}/attendees',
    call: async () => ({ url: `/api/events/${await upcomingEvent()}/attendees?registered=false` }),
    expected: guarded(200),
  },
  {
    route: 'GET /api/events/{code}/attendees/export',
    call: async () => ({ url: `/api/events/${await upcomingEvent()}/attendees/export?registered=true` }),
    expected: guarded(200),
  },
  {
    route: 'POST /api/events/{code}/attendees',
    call: async () => ({
      url: `/api/events/${await upcomingEvent()}/attendees`,
      body: { code: await createMember(ctx.db), checkIn: true },
    }),
    expected: guarded(201),
  },
  {
    route: 'PUT /api/events/{code}/attendees/{attendeeCode}',
    call: async () => {
      const { event, member } = await registration();
      return { url: `/api/events/${event}/attendees/${member}`, body: { checkIn: true } };
    },
    expected: guarded(200),
  },
  {
    route: 'DELETE /api/events/{code}/attendees/{attendeeCode}',
    call: async () => {
      const { event, member } = await registration();
      return { url: `/api/events/${event}/attendees/${member}` };
    },
    expected: guarded(204),
  },
  {
    route: 'GET /api/events/{code}/check-ins',
    call: async () => ({ url: `/api/events/${await upcomingEvent()}/check-ins` }),
    expected: guarded(200),
  },
  {
    route: 'GET /api/events/{code}/door-search',
    call: async () => ({ url: `/api/events/${await runningEvent()}/door-search?q=0142` }),
    expected: forStations(200, 200),
  },
  {
    route: 'POST /api/events/{code}/check-ins',
    call: async () => ({
      url: `/api/events/${await upcomingEvent()}/check-ins`,
      body: { scanId: randomUUID(), members: [await createMember(ctx.db), await createMember(ctx.db)], register: true },
    }),
    expected: guarded(200),
  },
  {
    route: 'GET /api/events/{code}/roster',
    call: async () => ({ url: `/api/events/${await upcomingEvent()}/roster` }),
    expected: guarded(200),
  },
  {
    // A stream that opens never ends, so the call names no event: the guard lets a session
    // through to the 404. door.test.ts opens real streams.
    route: 'GET /api/events/{code}/live',
    name: 'an unknown event',
    call: async () => ({ url: '/api/events/999999/live' }),
    expected: guarded(404),
  },
  { route: 'GET /api/programs', call: async () => ({ url: '/api/programs?page=1&size=5' }), expected: guarded(200) },
  { route: 'GET /api/programs/{id}', call: async () => ({ url: `/api/programs/${fixture.programId}` }), expected: guarded(200) },
  {
    route: 'POST /api/programs',
    call: async () => ({ url: '/api/programs', body: { categoryId: fixture.programCategoryId, name: `Matrix program ${Math.random()}` } }),
    expected: guarded(201),
  },
  {
    route: 'PUT /api/programs/{id}',
    call: async () => ({
      url: `/api/programs/${await createProgram(ctx.db)}`,
      body: { categoryId: fixture.programCategoryId, name: `Renamed ${Math.random()}` },
    }),
    expected: guarded(403, 200),
  },
  { route: 'GET /api/event-categories', call: async () => ({ url: '/api/event-categories' }), expected: guarded(200) },
  {
    route: 'POST /api/event-categories',
    call: async () => ({ url: '/api/event-categories', body: { name: `Matrix category ${Math.random()}` } }),
    expected: guarded(201),
  },
  { route: 'GET /api/venues', call: async () => ({ url: '/api/venues' }), expected: guarded(200) },
  { route: 'GET /api/venues/{id}', call: async () => ({ url: `/api/venues/${fixture.venueId}` }), expected: guarded(200) },
  {
    route: 'PUT /api/venues/{id}',
    call: async () => ({
      url: `/api/venues/${await createVenue(ctx.db, { postalCodeId: fixture.postalCodeId })}`,
      body: { name: 'Matrix hall renamed', addressLine1: '2 Main St', postalCodeId: fixture.postalCodeId },
    }),
    expected: guarded(200),
  },
  {
    route: 'POST /api/venues',
    call: async () => ({
      url: '/api/venues',
      body: { name: 'Matrix hall', addressLine1: '1 Main St', postalCodeId: fixture.postalCodeId },
    }),
    expected: guarded(201),
  },
  { route: 'GET /api/households', call: async () => ({ url: '/api/households' }), expected: guarded(200) },
  { route: 'GET /api/households/export', call: async () => ({ url: '/api/households/export' }), expected: guarded(200) },
  { route: 'GET /api/households/duplicates', call: async () => ({ url: '/api/households/duplicates' }), expected: guarded(200) },
  { route: 'GET /api/households/{id}', call: async () => ({ url: `/api/households/${await household()}` }), expected: guarded(200) },
  { route: 'POST /api/households', call: async () => ({ url: '/api/households', body: householdBody() }), expected: guarded(201) },
  {
    route: 'PUT /api/households/{id}',
    call: async () => ({ url: `/api/households/${await household()}`, body: householdBody() }),
    expected: guarded(200),
  },
  { route: 'DELETE /api/households/{id}', call: async () => ({ url: `/api/households/${await household()}` }), expected: guarded(204) },
  {
    route: 'GET /api/reports/attendance',
    call: async () => ({ url: `/api/reports/attendance?from=2026-01-01&to=2026-12-31&program=${fixture.programId}` }),
    expected: guarded(200),
  },
  {
    route: 'GET /api/reports/absentees',
    call: async () => ({ url: '/api/reports/absentees?weeks=4&minEvents=3' }),
    expected: guarded(200),
  },
  { route: 'GET /api/postal-codes', call: async () => ({ url: `/api/postal-codes?cityId=1` }), expected: guarded(200) },

  // The object rules of the role table.
  {
    name: 'a Coordinator gives the Administrator role to a new member',
    route: 'POST /api/members',
    call: async () => ({ url: '/api/members', body: memberBody({ roleId: ROLE_IDS.administrator }) }),
    expected: guarded(403, 201),
  },
  {
    name: 'a member without an email, straight into a household',
    route: 'POST /api/members',
    call: async () => ({ url: '/api/members', body: memberBody({ email: null, household: { id: await household(), role: 'child' } }) }),
    expected: guarded(201),
  },
  {
    name: 'a child with who may collect them',
    route: 'POST /api/members',
    call: async () => ({ url: '/api/members', body: memberBody({ email: null, pickups: [matrixPickup] }) }),
    expected: guarded(201),
  },
  {
    name: "a child's pickups replaced",
    route: 'PUT /api/members/{code}',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}`, body: memberBody({ pickups: [matrixPickup] }) }),
    expected: guarded(200),
  },
  {
    name: "a Coordinator changes an Administrator's pickups",
    route: 'PUT /api/members/{code}',
    call: async () => ({
      url: `/api/members/${await createMember(ctx.db, { roleId: ROLE_IDS.administrator })}`,
      body: memberBody({ roleId: ROLE_IDS.administrator, pickups: [matrixPickup] }),
    }),
    expected: guarded(403, 200),
  },
  {
    name: 'a Coordinator gives the Administrator role to a new member of a household',
    route: 'POST /api/members',
    call: async () => ({
      url: '/api/members',
      body: memberBody({ roleId: ROLE_IDS.administrator, household: { id: await household(), role: 'adult' } }),
    }),
    expected: guarded(403, 201),
  },
  {
    name: 'a password for a member without an email',
    route: 'POST /api/members/{code}/password',
    call: async () => ({
      url: `/api/members/${await createMember(ctx.db, { email: null })}/password`,
      body: { newPassword: 'N3w!Password' },
    }),
    expected: guarded(403, 409),
  },
  {
    name: 'a Coordinator makes a member an Administrator',
    route: 'PUT /api/members/{code}',
    call: async () => ({ url: `/api/members/${await createMember(ctx.db)}`, body: memberBody({ roleId: ROLE_IDS.administrator }) }),
    expected: guarded(403, 200),
  },
  {
    name: "a Coordinator changes an Administrator's details",
    route: 'PUT /api/members/{code}',
    call: async () => ({
      url: `/api/members/${await createMember(ctx.db, { roleId: ROLE_IDS.administrator })}`,
      body: memberBody({ roleId: ROLE_IDS.administrator }),
    }),
    expected: guarded(403, 200),
  },
  {
    name: 'a Coordinator disables an Administrator',
    route: 'PATCH /api/members/{code}',
    call: async () => ({
      url: `/api/members/${await createMember(ctx.db, { roleId: ROLE_IDS.administrator })}`,
      body: { isEnabled: false },
    }),
    expected: guarded(403, 200),
  },
  {
    name: 'anyone disables themselves',
    route: 'PATCH /api/members/{code}',
    call: async (caller) => ({ url: `/api/members/${caller.code}`, body: { isEnabled: false } }),
    expected: guarded(409),
    // Its own code is 0: no member's.
    forTokens: 400,
  },
  {
    name: 'anyone changes their own profile',
    route: 'PATCH /api/members/{code}',
    call: async (caller) => ({ url: `/api/members/${caller.code}`, body: { phones: '555-0101' } }),
    expected: guarded(200),
    forTokens: 400,
  },
  {
    name: "anyone changes another member's password through change-password",
    route: 'POST /api/change-password',
    call: async () => ({
      url: '/api/change-password',
      body: { code: await createMember(ctx.db), currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' },
    }),
    expected: guarded(403),
  },
  { route: 'GET /api/stations', call: async () => ({ url: '/api/stations' }), expected: guarded(403, 200) },
  {
    route: 'POST /api/stations',
    call: async () => ({ url: '/api/stations', body: { name: 'Matrix kiosk', mode: 'self', labelFormat: 'dymo-30252' } }),
    expected: guarded(403, 201),
  },
  {
    route: 'POST /api/stations/{id}/enrolment-code',
    call: async () => ({ url: `/api/stations/${stations.target}/enrolment-code` }),
    expected: guarded(403, 200),
  },
  {
    route: 'PATCH /api/stations/{id}',
    call: async () => ({ url: `/api/stations/${stations.target}`, body: { name: 'Matrix target' } }),
    expected: guarded(403, 200),
  },
  {
    route: 'DELETE /api/stations/{id}',
    call: async () => ({ url: `/api/stations/${(await createStationRecord(ctx)).station.id}` }),
    expected: guarded(403, 204),
  },
  {
    route: 'POST /api/stations/enrol',
    // A new code of one station for every call: a station for each would pass the 26 stations' limit.
    call: async () => {
      const renewed = await ctx.request({ method: 'POST', url: `/api/stations/${stations.target}/enrolment-code`, token: ctx.adminToken });
      return { url: '/api/stations/enrol', body: { enrolmentCode: renewed.body.enrolmentCode } };
    },
    expected: open(200),
  },
  { route: 'GET /api/calendar-feeds', call: async () => ({ url: '/api/calendar-feeds' }), expected: guarded(403, 200) },
  {
    route: 'POST /api/calendar-feeds',
    call: async () => ({ url: '/api/calendar-feeds', body: { name: 'Matrix feed', programIds: [fixture.programId] } }),
    expected: guarded(403, 201),
  },
  {
    route: 'DELETE /api/calendar-feeds/{id}',
    call: async () => ({ url: `/api/calendar-feeds/${(await calendarFeed()).id}` }),
    expected: guarded(403, 204),
  },
  {
    route: 'GET /api/calendar/{secret}.ics',
    call: async () => ({ url: new URL((await calendarFeed()).url).pathname }),
    expected: open(200),
  },
  { route: 'GET /api/station', call: async () => ({ url: '/api/station' }), expected: forStations(403, 200) },
  { route: 'GET /api/station/roster', call: async () => ({ url: '/api/station/roster' }), expected: forStations(403, 200) },
  {
    route: 'POST /api/station/check-ins',
    call: async () => ({ url: '/api/station/check-ins', body: await batchBody() }),
    expected: forStations(403, 201),
  },
  {
    route: 'POST /api/check-in-batches',
    call: async () => ({ url: '/api/check-in-batches', body: await batchBody() }),
    expected: guarded(201),
  },
  {
    route: 'GET /api/check-in-batches/{batchId}/labels.pdf',
    call: async () => {
      const batch = await ctx.request({ method: 'POST', url: '/api/check-in-batches', token: ctx.adminToken, body: await batchBody() });
      return { url: `/api/check-in-batches/${batch.body.batchId}/labels.pdf` };
    },
    expected: forStations(200, 200),
  },
  {
    route: 'GET /api/events/{code}/pickups',
    call: async () => {
      const { event, securityCode } = await checkedInBatch();
      return { url: `/api/events/${event}/pickups?securityCode=${securityCode}` };
    },
    expected: forStations(200, 403, 200),
  },
  {
    route: 'POST /api/events/{code}/check-outs',
    call: async () => {
      const { event, securityCode, child } = await checkedInBatch();
      return { url: `/api/events/${event}/check-outs`, body: { securityCode, memberCodes: [child], scanId: randomUUID() } };
    },
    expected: forStations(200, 403, 200),
  },
  { route: 'GET /api/audit', call: async () => ({ url: '/api/audit?action=member.created&page=1&size=5' }), expected: guarded(403, 200) },
  { route: 'GET /api/audit/export', call: async () => ({ url: '/api/audit/export?actor=staff:1' }), expected: guarded(403, 200) },
  { route: 'GET /api/api-tokens', call: async () => ({ url: '/api/api-tokens' }), expected: guarded(403, 200) },
  {
    route: 'POST /api/api-tokens',
    call: async () => ({ url: '/api/api-tokens', body: { name: `Matrix token ${Math.random()}`, scopes: ['members:read'] } }),
    expected: guarded(403, 201),
  },
  {
    route: 'DELETE /api/api-tokens/{id}',
    call: async () => {
      const made = await ctx.request({
        method: 'POST',
        url: '/api/api-tokens',
        token: ctx.adminToken,
        body: { name: 'To revoke', scopes: ['events:read'] },
      });
      return { url: `/api/api-tokens/${made.body.apiToken.id}` };
    },
    expected: guarded(403, 204),
  },
  { route: 'GET /api/webhooks', call: async () => ({ url: '/api/webhooks' }), expected: guarded(403, 200) },
  {
    route: 'POST /api/webhooks',
    call: async () => ({ url: '/api/webhooks', body: { url: MATRIX_WEBHOOK_URL, events: ['member.created'] } }),
    expected: guarded(403, 201),
  },
  { route: 'GET /api/webhooks/{id}', call: async () => ({ url: `/api/webhooks/${await webhook()}` }), expected: guarded(403, 200) },
  {
    route: 'PATCH /api/webhooks/{id}',
    call: async () => ({ url: `/api/webhooks/${await webhook()}`, body: { events: ['event.created'], isEnabled: false } }),
    expected: guarded(403, 200),
  },
  {
    route: 'DELETE /api/webhooks/{id}',
    call: async () => ({ url: `/api/webhooks/${await webhook({ fresh: true })}` }),
    expected: guarded(403, 204),
  },
  {
    route: 'GET /api/webhooks/{id}/deliveries',
    call: async () => ({ url: `/api/webhooks/${await webhook()}/deliveries?page=1&size=5` }),
    expected: guarded(403, 200),
  },
  {
    route: 'POST /api/webhooks/{id}/deliveries/{deliveryId}/retry',
    call: async () => {
      const id = await webhook();
      const test = await ctx.request({ method: 'POST', url: `/api/webhooks/${id}/test`, token: ctx.adminToken });
      return { url: `/api/webhooks/${id}/deliveries/${test.body.id}/retry` };
    },
    expected: guarded(403, 200),
  },
  {
    route: 'POST /api/webhooks/{id}/test',
    call: async () => ({ url: `/api/webhooks/${await webhook()}/test` }),
    expected: guarded(403, 202),
  },
];

/**
 * The action a successful call of each write route records in the change record (docs/api.md,
 * "Audit"); null for a POST that changes nothing.
 */
const ACTION_OF: Record<string, ChangeAction | null> = {
  'POST /api/login': 'session.signed_in',
  'POST /api/logout': 'session.signed_out',
  'POST /api/change-password': 'member.password_changed',
  'POST /api/members/{code}/password': 'member.password_changed',
  'POST /api/members/validate-email': null,
  'POST /api/members': 'member.created',
  'POST /api/members/import': 'member.created',
  'PUT /api/members/{code}': 'member.updated',
  'PATCH /api/members/{code}': 'member.updated',
  'POST /api/members/{code}/merge': 'member.merged',
  'POST /api/members/{code}/erase': 'member.erased',
  'POST /api/households': 'household.created',
  'PUT /api/households/{id}': 'household.updated',
  'DELETE /api/households/{id}': 'household.deleted',
  'POST /api/events': 'event.created',
  'POST /api/event-series': 'event.created',
  'PUT /api/events/{code}': 'event.updated',
  'PATCH /api/events/{code}': 'event.updated',
  'POST /api/events/{code}/attendees': 'attendance.registered',
  'PUT /api/events/{code}/attendees/{attendeeCode}': 'attendance.checked_in',
  'DELETE /api/events/{code}/attendees/{attendeeCode}': 'attendance.unregistered',
  'POST /api/events/{code}/check-ins': 'attendance.checked_in',
  'POST /api/check-in-batches': 'attendance.checked_in',
  'POST /api/station/check-ins': 'attendance.checked_in',
  'POST /api/events/{code}/check-outs': 'attendance.checked_out',
  'POST /api/programs': 'program.created',
  'PUT /api/programs/{id}': 'program.updated',
  'POST /api/event-categories': 'eventCategory.created',
  'POST /api/venues': 'venue.created',
  'PUT /api/venues/{id}': 'venue.updated',
  'POST /api/stations': 'station.created',
  'POST /api/stations/{id}/enrolment-code': 'station.enrolment_code_made',
  'PATCH /api/stations/{id}': 'station.updated',
  'DELETE /api/stations/{id}': 'station.deleted',
  'POST /api/stations/enrol': 'station.enrolled',
  'POST /api/api-tokens': 'apiToken.created',
  'DELETE /api/api-tokens/{id}': 'apiToken.revoked',
  'POST /api/calendar-feeds': 'calendarFeed.created',
  'DELETE /api/calendar-feeds/{id}': 'calendarFeed.deleted',
  'POST /api/webhooks': 'webhook.created',
  'PATCH /api/webhooks/{id}': 'webhook.updated',
  'DELETE /api/webhooks/{id}': 'webhook.deleted',
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/retry': 'webhook.delivery_retried',
  'POST /api/webhooks/{id}/test': 'webhook.test_sent',
};

const lastChange = () => lastChangeId(ctx.db);

/**
 * What the call left in the change record: a refused call or a read nothing; a successful write
 * its route's action, recorded as made by the caller.
 */
async function expectRecorded(row: Row, kind: Caller, caller: Identity, status: number, before: number) {
  const recorded = await ctx.db.selectFrom('changes').select(['action', 'actor_kind', 'actor_id']).where('id', '>', before).execute();
  const action = row.route.startsWith('GET ') || status >= 300 ? null : ACTION_OF[row.route];
  expect(action, `${row.route} has its action`).not.toBeUndefined();
  // A successful read that shows care records it (decision 046), as made by the caller; nothing else.
  const entries = row.route.startsWith('GET ') && status < 300 ? recorded.filter((entry) => entry.action !== 'care.read') : recorded;
  if (action === null) {
    expect(entries, `${kind} → ${row.route} records nothing`).toEqual([]);
    if (entries === recorded) return;
    return expectMadeBy(row, kind, caller, recorded);
  }
  expect(
    entries.map((entry) => entry.action),
    `${kind} → ${row.route}`,
  ).toContain(action);
  expectMadeBy(row, kind, caller, entries);
}

/** Every entry a call left is recorded as made by its caller. */
function expectMadeBy(row: Row, kind: Caller, caller: Identity, entries: { actor_kind: string; actor_id: number | null }[]) {
  const actorKind = kind.includes('oken') ? 'token' : kind.endsWith('Station') ? 'station' : 'staff';
  // On a public route (sign-in, enrolment) the entry names the member signed in or the station enrolled, whoever called.
  if (row.expected.anonymous !== 401) return;
  for (const entry of entries) expect(entry.actor_kind, `${kind} → ${row.route}`).toBe(actorKind);
  if (actorKind === 'staff') for (const entry of entries) expect(entry.actor_id).toBe(caller.code);
}

/**
 * What a token gets: a token of the route's scope what a Coordinator gets (a token follows a
 * Coordinator's rules), any other token 403, a revoked one 401; on a public route, what anybody gets.
 */
function expectedOf(row: Row, kind: Caller): number {
  if (!kind.includes('oken')) return row.expected[kind as Person];
  if (row.expected.anonymous !== 401) return row.expected.anonymous;
  if (kind === 'revokedToken') return 401;
  if (SCOPE_OF[row.route] !== kind.slice('token:'.length)) return 403;
  return row.forTokens ?? row.expected.coordinator;
}

/** A caller of each kind, new for every call (some calls sign out or change the caller's password). */
async function callerOf(kind: Caller): Promise<Identity> {
  if (kind.includes('oken')) return { code: 0, token: tokens.get(kind as TokenCaller)!, email: '' };
  if (kind === 'anonymous') return { code: 0, token: null, email: '' };
  if (kind === 'selfStation' || kind === 'mannedStation') {
    return { code: 0, token: null, email: '', cookie: stations[kind === 'selfStation' ? 'self' : 'manned'].cookie };
  }
  const member = await ctx.signInAs(kind === 'administrator' ? ROLE_IDS.administrator : ROLE_IDS.coordinator);
  if (kind === 'expired') {
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('member_code', '=', member.code)
      .execute();
  }
  if (kind === 'signedOut') {
    expect((await ctx.request({ method: 'POST', url: '/api/logout', token: member.token })).status).toBe(204);
  }
  return member;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const programCategoryId = await createProgramCategory(ctx.db);
  const { postalCodeId } = await createLocation(ctx.db);
  fixture = {
    programCategoryId,
    programId: await createProgram(ctx.db, { categoryId: programCategoryId }),
    categoryId: await createEventCategory(ctx.db),
    venueId: await createVenue(ctx.db, { postalCodeId }),
    postalCodeId,
  };
  stations = {
    self: await enrolStation(ctx, { mode: 'self' }),
    manned: await enrolStation(ctx, { mode: 'manned' }),
    target: (await createStationRecord(ctx)).station.id,
  };
  for (const kind of TOKEN_CALLERS) {
    const scopes = kind === 'revokedToken' ? API_TOKEN_SCOPES : [kind.slice('token:'.length)];
    const made = await ctx.request({ method: 'POST', url: '/api/api-tokens', token: ctx.adminToken, body: { name: kind, scopes } });
    tokens.set(kind, made.body.token as string);
    if (kind === 'revokedToken')
      await ctx.request({ method: 'DELETE', url: `/api/api-tokens/${made.body.apiToken.id}`, token: ctx.adminToken });
  }
});
afterAll(() => ctx.close());

describe('the authorization matrix', () => {
  it('has a row for every documented route', async () => {
    const documented = (await documentedRoutes(ctx)).map((route) => route.key).sort();
    expect([...new Set(ROWS.map((row) => row.route))].sort()).toEqual(documented);
  });

  for (const row of ROWS) {
    it(`${row.route}${row.name ? `: ${row.name}` : ''}`, async () => {
      const [method = '', path = ''] = row.route.split(' ');
      for (const kind of [...PEOPLE, ...TOKEN_CALLERS]) {
        const caller = await callerOf(kind);
        const { url, body, headers } = await row.call(caller);
        const cookie: Record<string, string> = caller.cookie ? { cookie: caller.cookie } : {};
        const before = await lastChange();
        const response = await ctx.request({ method: method as 'GET', url, token: caller.token, body, headers: { ...headers, ...cookie } });
        expect(response.status, `${kind} → ${row.route} ${JSON.stringify(response.body)}`).toBe(expectedOf(row, kind));
        await expectRecorded(row, kind, caller, response.status, before);
        if (response.status >= 400) expect(response.body.message, `${kind} → ${path}`).toEqual(expect.any(String));
      }
    });
  }

  it('keeps the last enabled Administrator: they can neither demote nor disable themselves', async () => {
    const last = await ctx.signInAs(ROLE_IDS.administrator);
    await ctx.db
      .updateTable('members')
      .set({ role_id: ROLE_IDS.coordinator })
      .where('role_id', '=', ROLE_IDS.administrator)
      .where('code', '!=', last.code)
      .execute();
    const demote = await ctx.request({
      method: 'PUT',
      url: `/api/members/${last.code}`,
      token: last.token,
      body: memberBody({ email: last.email, roleId: ROLE_IDS.coordinator }),
    });
    expect(demote).toMatchObject({ status: 409, body: { message: 'The last enabled Administrator must stay an enabled Administrator.' } });
    const stillThere = await ctx.db
      .selectFrom('members')
      .select(['role_id', 'is_enabled'])
      .where('code', '=', last.code)
      .executeTakeFirstOrThrow();
    expect(stillThere).toEqual({ role_id: ROLE_IDS.administrator, is_enabled: 1 });
  });
});
