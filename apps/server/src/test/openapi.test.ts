import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { PUBLIC_ROUTES, SCOPE_OF, STATION_ONLY_ROUTES, documentedRoutes, type DocumentedRoute } from './routes.ts';

/*
 * The OpenAPI document as a product (docs/integrations.md, decision 040): what a client generator
 * and Redocly's recommended rules need of it, for every route, enumerated from the document.
 */

/** The routes that let a station in beside staff (`config.stations` `any` or `manned`). */
const STATIONS_TOO = new Set([
  'GET /api/events/{code}/door-search',
  'GET /api/check-in-batches/{batchId}/labels.pdf',
  'GET /api/events/{code}/pickups',
  'POST /api/events/{code}/check-outs',
]);

let ctx: TestContext;
let document: {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  security?: unknown;
  components?: { securitySchemes?: Record<string, unknown> };
};
let routes: DocumentedRoute[];

beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body;
  routes = await documentedRoutes(ctx);
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('gives every operation an operationId of its own, in camelCase', () => {
    const ids = routes.map(({ key, operation }) => [key, operation.operationId] as const);
    for (const [key, id] of ids) expect(id, key).toMatch(/^[a-z][a-zA-Z]+$/);
    const counts = new Map<string | undefined, number>();
    for (const [, id] of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    expect(routes.find(({ key }) => key === 'PUT /api/events/{code}/attendees/{attendeeCode}')?.operation.operationId).toBe(
      'checkInAttendee',
    );
    expect(routes.find(({ key }) => key === 'GET /api/members')?.operation.operationId).toBe('listMembers');
  });

  it('tags every operation with tags the document lists and describes, and lists no tag no operation has', () => {
    const listed = (document.tags ?? []).map((tag) => tag.name);
    expect(new Set(listed).size).toBe(listed.length);
    for (const tag of document.tags ?? []) expect(tag.description, tag.name).toEqual(expect.stringMatching(/\S/));
    for (const { key, operation } of routes) {
      expect(operation.tags?.length, key).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(listed, key).toContain(tag);
    }
    const used = new Set(routes.flatMap(({ operation }) => operation.tags ?? []));
    expect(listed.filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('declares a 4xx answer for every operation', () => {
    for (const { key, operation } of routes) {
      expect(Object.keys(operation.responses ?? {}).filter((status) => /^4\d\d$/.test(status)).length, key).toBeGreaterThan(0);
    }
  });

  it('names its server and its four security schemes: the staff cookie, the bearer token, the API token, the station cookie', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components?.securitySchemes).toEqual({
      cookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'console_session' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      station: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'console_station' }),
    });
    expect(document.security).toEqual([{ cookie: [] }, { bearer: [] }]);
  });

  it("states each operation's security as the guard decides it: public, the station's alone, stations too, or staff", () => {
    const expected = (key: string) => {
      if (PUBLIC_ROUTES.has(key)) return [];
      if (STATION_ONLY_ROUTES.has(key)) return [{ station: [] }];
      if (STATIONS_TOO.has(key)) return [{ cookie: [] }, { bearer: [] }, { station: [] }];
      if (SCOPE_OF[key]) return [{ cookie: [] }, { bearer: [] }, { apiToken: [] }];
      return undefined;
    };
    for (const { key, operation } of routes) expect(operation.security, key).toEqual(expected(key));
  });

  it("names the API token scope of each route a token may call, in the operation's description", () => {
    for (const { key, operation } of routes) {
      const scope = SCOPE_OF[key];
      if (scope) expect(operation.description, key).toBe(`API token scope: \`${scope}\`.`);
      else expect(operation.description, key).toBeUndefined();
    }
  });
});
