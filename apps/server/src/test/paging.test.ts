import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '@console/contracts';
import { createMember, createTestContext, type TestContext } from './context.ts';
import { createEvent, createProgram, createVenue } from './factories.ts';
import { documentedRoutes, type DocumentedRoute } from './routes.ts';

/*
 * Every paged list, enumerated from the OpenAPI document (a route with a `page` query parameter),
 * against every way of writing a page number (docs/api.md, "Paginated lists"; decision 015): any
 * whole number from 1 up is a page, and one past the end answers no rows and the true count, however
 * large; anything else is a 400 naming `page`.
 */

let ctx: TestContext;
let paged: DocumentedRoute[];
let eventCode: number;
let memberCode: number;
let webhookId: number;

/** Pages far past the end of any list, each past a limit of its own. */
const HUGE_PAGES = [
  ['the issue', '99999999999999999999'],
  ['2^53 + 1, not a JavaScript number', '9007199254740993'],
  ['an offset past 2^63 at size 20', '461168601842738792'],
  ['an offset past 2^63 at size 10', '922337203685477582'],
  ['2^63, past a 64-bit integer', '9223372036854775808'],
  ['2^64', '18446744073709551616'],
  ['an offset JavaScript writes with an exponent (1e+21)', '100000000000000000001'],
  ['past the largest double', `1${'0'.repeat(400)}`],
  ['huge behind leading zeros', `${'0'.repeat(30)}99999999999999999999`],
] as const;

/** Spellings that are not a page: each answers 400 with `errors.page`. */
const NOT_PAGES = [
  '0',
  '000',
  '-1',
  '-99999999999999999999',
  '1e3',
  '1E3',
  '1e400',
  '1.5',
  '1.0',
  '.5',
  '+1',
  '%201',
  '1%20',
  '0x10',
  '0b1',
  'Infinity',
  'NaN',
  '%D9%A1', // an Arabic-Indic digit one
  '%EF%BC%91', // a fullwidth digit one
  '',
];

/** The queries of each list that take a way of their own to a page, beyond the plain one. */
const VARIANTS: Record<string, string[]> = {
  'GET /api/members': ['search=pagina', 'search=pa', 'role=3', 'status=enabled', 'sort=code&direction=desc', 'search=pagina&role=3'],
  'GET /api/events': ['search=pagina', 'status=upcoming', 'sort=name&direction=desc'],
  'GET /api/programs': ['search=pagina'],
  'GET /api/venues': ['search=pagina'],
  'GET /api/households': ['search=pagina', 'search=5550', 'sort=size&direction=desc'],
  'GET /api/events/{code}/attendees': ['registered=true', 'registered=false', 'search=pagina', 'registered=true&search=pagina'],
};

function urlOf(route: DocumentedRoute, query: string) {
  const code = route.path.startsWith('/api/events/') ? eventCode : memberCode;
  return `${route.path.replace('{code}', String(code)).replace('{id}', String(webhookId))}?${query}`;
}

async function list(route: DocumentedRoute, query: string) {
  const response = await ctx.request({ method: 'GET', url: urlOf(route, query), token: ctx.adminToken });
  const items = Object.entries(response.body ?? {}).find(([, value]) => Array.isArray(value))?.[1];
  return { ...response, items: items as unknown[] | undefined };
}

const queriesOf = (route: DocumentedRoute) => ['', ...(VARIANTS[route.key] ?? [])];

beforeAll(async () => {
  ctx = await createTestContext();
  paged = (await documentedRoutes(ctx)).filter(
    (route) => route.method === 'GET' && (route.operation.parameters ?? []).some((p) => p.in === 'query' && p.name === 'page'),
  );
  // A row in every list and every variant: members, an event with attendees checked in, a program, a venue, a history.
  const created = await ctx.request({
    method: 'POST',
    url: '/api/members',
    token: ctx.adminToken,
    body: { firstName: 'Pagina', lastName: 'Test', email: 'pagina.test@example.org', roleId: 3 },
  });
  memberCode = created.body.code;
  const others = await Promise.all(
    Array.from({ length: 3 }, (_, i) => createMember(ctx.db, { firstName: `Pagina${i}`, lastName: 'Test' })),
  );
  eventCode = await createEvent(ctx.db, { name: 'Pagina event', startsAt: Date.now() + 60_000 });
  for (const code of [memberCode, ...others]) {
    const answer = await ctx.request({
      method: 'POST',
      url: `/api/events/${eventCode}/attendees`,
      token: ctx.adminToken,
      body: { code, checkIn: true },
    });
    expect(answer.status).toBe(201);
  }
  await createProgram(ctx.db, { name: 'Pagina program' });
  await createVenue(ctx.db, { name: 'Pagina venue' });
  const household = await ctx.request({
    method: 'POST',
    url: '/api/households',
    token: ctx.adminToken,
    body: { name: 'Pagina household', phone: '555-0100', members: [{ code: memberCode, role: 'adult' }] },
  });
  expect(household.status).toBe(201);
  // A webhook with a delivery (a test's): a public address, never sent to (no sender runs here).
  const webhook = await ctx.request({
    method: 'POST',
    url: '/api/webhooks',
    token: ctx.adminToken,
    body: { url: 'https://203.0.113.10/hook', events: ['member.created'] },
  });
  webhookId = webhook.body.webhook.id;
  expect((await ctx.request({ method: 'POST', url: `/api/webhooks/${webhookId}/test`, token: ctx.adminToken })).status).toBe(202);
});
afterAll(() => ctx.close());

describe('every paged list', () => {
  it("is found: members, events, programs, venues, households, attendees, check-ins, a member's history and events, the audit log and a webhook's deliveries", () => {
    expect(paged.map((route) => route.key).sort()).toEqual(
      [
        'GET /api/audit',
        'GET /api/webhooks/{id}/deliveries',
        'GET /api/events',
        'GET /api/events/{code}/attendees',
        'GET /api/events/{code}/check-ins',
        'GET /api/members',
        'GET /api/members/{code}/history',
        'GET /api/members/{code}/events',
        'GET /api/programs',
        'GET /api/venues',
        'GET /api/households',
      ].sort(),
    );
  });

  it.each(HUGE_PAGES)('answers a page past the end (%s) with no rows and the true totalCount, at every size', async (_, page) => {
    for (const route of paged) {
      for (const query of queriesOf(route)) {
        const first = await list(route, `${query}&page=1`);
        expect(first.status, `${route.key}?${query}`).toBe(200);
        expect(first.body.totalCount, `${route.key}?${query} has rows to count`).toBeGreaterThan(0);
        for (const size of [5, 10, 20]) {
          const target = `${route.key}?${query}&size=${size}&page=${page.slice(0, 40)}`;
          const past = await list(route, `${query}&size=${size}&page=${page}`);
          expect(past.status, target).toBe(200);
          expect(past.items, target).toEqual([]);
          expect(past.body.totalCount, target).toBe(first.body.totalCount);
        }
      }
    }
  });

  it('reads leading zeros as the number they write', async () => {
    for (const route of paged) {
      for (const query of queriesOf(route)) {
        const first = await list(route, `${query}&page=1`);
        const padded = await list(route, `${query}&page=0001`);
        expect(padded.status, `${route.key}?${query}`).toBe(200);
        expect(padded.body, `${route.key}?${query}`).toEqual(first.body);
      }
    }
  });

  it.each(NOT_PAGES)('answers 400 naming page for page=%s', async (page) => {
    for (const route of paged) {
      const response = await list(route, `page=${page}`);
      expect(response.status, `${route.key}?page=${page}`).toBe(400);
      expect(errorSchema.strict().safeParse(response.body).success, JSON.stringify(response.body)).toBe(true);
      expect(Object.keys(response.body.errors ?? {}), `${route.key}?page=${page}`).toEqual(['page']);
    }
  });
});
