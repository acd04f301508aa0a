import type { ApiTokenScope } from '@console/contracts';
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
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
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

export const PUBLIC_ROUTES = new Set(['POST /api/login', 'GET /api/health', 'POST /api/stations/enrol', 'GET /api/calendar/{secret}.ics']);
export const ADMINISTRATOR_ONLY_ROUTES = new Set([
  'PUT /api/programs/{id}',
  'POST /api/members/{code}/password',
  'GET /api/members/{code}/history',
  'POST /api/members/{code}/merge',
  'GET /api/members/{code}/data',
  'POST /api/members/{code}/erase',
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
  'GET /api/calendar-feeds',
  'POST /api/calendar-feeds',
  'DELETE /api/calendar-feeds/{id}',
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

/**
 * The scope that lets a token into each route (docs/api.md, "API tokens"); every other route is
 * closed to tokens (403), and to a revoked token (401) but for the public ones.
 */
export const SCOPE_OF: Record<string, ApiTokenScope> = {
  'GET /api/roles': 'members:read',
  'GET /api/civil-statuses': 'members:read',
  'GET /api/members': 'members:read',
  'GET /api/members/export': 'members:read',
  'GET /api/members/cards.pdf': 'members:read',
  'GET /api/members/duplicates': 'members:read',
  'GET /api/members/{code}': 'members:read',
  'POST /api/members/validate-email': 'members:read',
  'POST /api/members': 'members:write',
  'PUT /api/members/{code}': 'members:write',
  'PATCH /api/members/{code}': 'members:write',
  'GET /api/households': 'households:read',
  'GET /api/households/export': 'households:read',
  'GET /api/households/duplicates': 'households:read',
  'GET /api/households/{id}': 'households:read',
  'POST /api/households': 'households:write',
  'PUT /api/households/{id}': 'households:write',
  'DELETE /api/households/{id}': 'households:write',
  'GET /api/program-categories': 'events:read',
  'GET /api/events': 'events:read',
  'GET /api/events/export': 'events:read',
  'GET /api/events/{code}': 'events:read',
  'GET /api/events/{code}/attendees': 'events:read',
  'GET /api/events/{code}/attendees/export': 'events:read',
  'GET /api/events/{code}/check-ins': 'events:read',
  // Attendance, read from the member's side.
  'GET /api/members/{code}/events': 'events:read',
  'GET /api/programs': 'events:read',
  'GET /api/programs/{id}': 'events:read',
  'GET /api/event-categories': 'events:read',
  'GET /api/venues': 'events:read',
  'GET /api/venues/{id}': 'events:read',
  'POST /api/events': 'events:write',
  'PUT /api/events/{code}': 'events:write',
  'PATCH /api/events/{code}': 'events:write',
  'POST /api/event-series': 'events:write',
  'GET /api/event-series/{id}': 'events:read',
  'POST /api/programs': 'events:write',
  'POST /api/event-categories': 'events:write',
  'POST /api/venues': 'events:write',
  'PUT /api/venues/{id}': 'events:write',
  'POST /api/events/{code}/attendees': 'attendance:write',
  'PUT /api/events/{code}/attendees/{attendeeCode}': 'attendance:write',
  'DELETE /api/events/{code}/attendees/{attendeeCode}': 'attendance:write',
  'POST /api/events/{code}/check-ins': 'attendance:write',
  'GET /api/reports/attendance': 'reports:read',
  'GET /api/reports/absentees': 'reports:read',
};
