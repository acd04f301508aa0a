import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, type TestContext } from './context.ts';
import {
  ADMINISTRATOR_ONLY_ROUTES as ADMINISTRATOR_ONLY,
  PUBLIC_ROUTES as PUBLIC,
  STATION_ONLY_ROUTES as STATION_ONLY,
  documentedRoutes,
  urlOf,
} from './routes.ts';

/*
 * Checks that hold for every route, enumerated from the generated OpenAPI document so that a new
 * route is covered without touching this file.
 */

let ctx: TestContext;
let coordinator: { code: number; token: string };
let routes: { method: string; path: string }[];

beforeAll(async () => {
  ctx = await createTestContext();
  coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
  routes = await documentedRoutes(ctx);
});
afterAll(() => ctx.close());

describe('every route', () => {
  it('is documented (the OpenAPI document lists the whole API)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(28);
  });

  it('answers 401 Not signed in. without a session, but for the public ones', async () => {
    for (const { method, path } of routes) {
      if (PUBLIC.has(`${method} ${path}`)) continue;
      const response = await ctx.request({
        method: method as 'GET',
        url: urlOf(path),
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response, `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
    }
  });

  it("lets a Coordinator through, but for the Administrator-only calls and the stations' own", async () => {
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (PUBLIC.has(key) || key === 'POST /api/logout') continue;
      const response = await ctx.request({
        method: method as 'GET',
        url: urlOf(path),
        token: coordinator.token,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (ADMINISTRATOR_ONLY.has(key) || STATION_ONLY.has(key)) expect(response.status, key).toBe(403);
      else expect(response.status, key).not.toBe(403);
    }
  });

  const badBodies: [string, unknown][] = [
    ['an empty object', {}],
    ['an array', [1, 2]],
    ['a string', 'text'],
    ['null', null],
    ['an unknown field', { unknownField: true }],
    [
      'numbers everywhere',
      Object.fromEntries(
        ['code', 'id', 'name', 'email', 'firstName', 'checkIn', 'isEnabled', 'startDate', 'newPassword'].map((key) => [key, 123456789012]),
      ),
    ],
    [
      'huge strings',
      Object.fromEntries(
        ['name', 'email', 'firstName', 'lastName', 'description', 'addressLine1', 'password', 'newPassword'].map((key) => [
          key,
          'x'.repeat(200_000),
        ]),
      ),
    ],
    [
      'SQL- and HTML-looking text',
      Object.fromEntries(
        ['name', 'email', 'firstName', 'lastName', 'description', 'password'].map((key) => [
          key,
          "'); drop table members;-- <script>alert(1)</script>",
        ]),
      ),
    ],
    ['nested objects', { name: { $gt: '' }, code: { nested: [1] }, checkIn: { value: true } }],
  ];

  it.each(badBodies)('never answers 500 to %s on any mutating route', async (_label, body) => {
    for (const { method, path } of routes) {
      if (method === 'GET' || path === '/api/logout') continue;
      const response = await ctx.request({
        method: method as 'POST',
        url: urlOf(path),
        token: ctx.adminToken,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(response.body.message, `${method} ${path}`).toEqual(expect.any(String));
    }
  });

  it('never answers 500 to malformed query values on any list', async () => {
    for (const { method, path } of routes) {
      if (method !== 'GET') continue;
      for (const query of [
        'page=x',
        'size=1e9',
        'sort=%00',
        'search=%25%5C_',
        'registered=maybe',
        'countryId=-1',
        'status=%27%3B',
        'venue=1.5',
      ]) {
        const response = await ctx.request({ method: 'GET', url: `${urlOf(path)}?${query}`, token: ctx.adminToken });
        expect(response.status, `${path}?${query}`).toBeLessThan(500);
      }
    }
  });
});
