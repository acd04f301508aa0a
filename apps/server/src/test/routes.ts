import type { TestContext } from './context.ts';

export interface DocumentedRoute {
  method: string;
  /** The OpenAPI path, e.g. `/api/members/{code}`. */
  path: string;
  /** `METHOD /path`, the key of the tables that describe routes. */
  key: string;
  operation: OpenApiOperation;
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
}

/** Every route of the API, from the generated OpenAPI document: a new route is covered without touching the tests. */
export async function documentedRoutes(ctx: TestContext): Promise<DocumentedRoute[]> {
  const openapi = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
  return Object.entries(openapi.body.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

/** A concrete URL for a documented path: every `{param}` becomes `value`. */
export const urlOf = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value);

export const PUBLIC_ROUTES = new Set(['POST /api/login', 'GET /api/health', 'POST /api/stations/enrol']);
export const ADMINISTRATOR_ONLY_ROUTES = new Set([
  'PUT /api/programs/{id}',
  'POST /api/members/{code}/password',
  'GET /api/members/{code}/history',
  'POST /api/members/{code}/merge',
  'GET /api/stations',
  'POST /api/stations',
  'POST /api/stations/{id}/enrolment-code',
  'PATCH /api/stations/{id}',
  'DELETE /api/stations/{id}',
  'GET /api/audit',
  'GET /api/audit/export',
  'GET /api/api-tokens',
  'POST /api/api-tokens',
  'DELETE /api/api-tokens/{id}',
  'GET /api/webhooks',
  'POST /api/webhooks',
  'GET /api/webhooks/{id}',
  'PATCH /api/webhooks/{id}',
  'DELETE /api/webhooks/{id}',
  'GET /api/webhooks/{id}/deliveries',
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/retry',
  'POST /api/webhooks/{id}/test',
]);
/** Routes for a station's cookie alone: staff are refused them (403). */
export const STATION_ONLY_ROUTES = new Set(['GET /api/station', 'GET /api/station/roster', 'POST /api/station/check-ins']);
