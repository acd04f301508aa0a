import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { createTestContext, errorTexts, type TestContext } from '../context.ts';
import { rawRequest } from '../raw-http.ts';
import { ADMINISTRATOR_ONLY_ROUTES, PUBLIC_ROUTES, documentedRoutes, urlOf, type DocumentedRoute } from '../routes.ts';

/*
 * Defect 1 of the security review: the guard decided from the raw request target, so a request
 * written in absolute form (`GET http://host/api/members HTTP/1.1`) reached the handler without a
 * session. Every route is sent here, over a real socket, in every spelling of its target that the
 * HTTP parser and the router accept.
 */

let ctx: TestContext;
let port: number;
let routes: DocumentedRoute[];
let coordinatorToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  routes = await documentedRoutes(ctx);
  coordinatorToken = (await ctx.signInAs(ROLE_IDS.coordinator)).token;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** The spellings of one origin-form target (`/api/members/1`) that reach the same route. */
function spellings(target: string): [string, string][] {
  const rest = target.slice('/api'.length);
  return [
    ['origin form', target],
    ['absolute form', `http://127.0.0.1:${port}${target}`],
    ['absolute form naming another host', `http://evil.example${target}`],
    ['absolute form over https', `https://127.0.0.1:${port}${target}`],
    ['a percent-encoded "api"', `/%61%70%69${rest}`],
    ['a percent-encoded letter after /api/', `/api/%${rest.charCodeAt(1).toString(16)}${rest.slice(2)}`],
    ['a query string', `${target}?page=1`],
    ['an empty query string', `${target}?`],
    ['absolute form with a percent-encoded "api"', `http://127.0.0.1:${port}/%61pi${rest}`],
  ];
}

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : '{}');

describe('the session guard, whatever the spelling of the request target', () => {
  it('answers 401 to every guarded route in every spelling, without a session', async () => {
    const checked: string[] = [];
    for (const route of routes) {
      if (PUBLIC_ROUTES.has(route.key)) continue;
      for (const [label, target] of spellings(urlOf(route.path))) {
        const response = await rawRequest(port, route.method, target, {}, bodyFor(route.method));
        expect(response.status, `${route.key} as ${label}: ${target}`).toBe(401);
        expect(errorTexts(JSON.parse(response.body)), `${route.key} as ${label}`).toEqual({ message: 'Not signed in.' });
        checked.push(target);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(30 * 9);
  });

  it('reaches the handler in each of those spellings with a session (so the spellings above are real routes)', async () => {
    for (const [label, target] of spellings('/api/members/1')) {
      const response = await rawRequest(port, 'GET', target, { Authorization: `Bearer ${ctx.adminToken}` });
      expect(response.status, label).toBe(200);
      expect(JSON.parse(response.body).code, label).toBe(1);
    }
  });

  it('answers 403 to a Coordinator on every Administrator-only route in every spelling', async () => {
    const adminOnly = routes.filter((route) => ADMINISTRATOR_ONLY_ROUTES.has(route.key));
    expect(adminOnly).toHaveLength(ADMINISTRATOR_ONLY_ROUTES.size);
    for (const route of adminOnly) {
      for (const [label, target] of spellings(urlOf(route.path))) {
        const response = await rawRequest(
          port,
          route.method,
          target,
          { Authorization: `Bearer ${coordinatorToken}` },
          bodyFor(route.method),
        );
        expect(response.status, `${route.key} as ${label}`).toBe(403);
      }
    }
  });

  it('never lets a spelling the router does not map reach data (it gets a refusal or the web app page)', async () => {
    const odd = [
      '//api/members',
      '/api//members',
      '/api/members/',
      '/API/members',
      '/api/./members',
      '/api/../api/members',
      '/api/members;x',
      '/api/members%2F1',
      '/api/members/1%00',
      '/api/members/%31',
    ];
    for (const target of odd) {
      const response = await rawRequest(port, 'GET', target);
      // 503 is the web app's "not built" page in this test; with a build it is index.html (200).
      expect([200, 400, 401, 404, 503], target).toContain(response.status);
      expect(response.body, target).not.toMatch(/totalCount|firstName|"code":\d/);
      if (response.status === 200 || response.status === 503)
        expect(response.headers['content-type'], target).toMatch(/text\/(html|plain)/);
    }
  });

  it('keeps a public route public in absolute form', async () => {
    const response = await rawRequest(port, 'GET', `http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('requireAuth', () => {
  it('answers 401, not 500, on a route that has no session', () => {
    let thrown: unknown;
    try {
      requireAuth({ auth: null } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ statusCode: 401, message: 'Not signed in.' });
  });
});
