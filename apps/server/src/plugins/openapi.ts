import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, STATION_COOKIE } from './auth.ts';

/**
 * The OpenAPI document's frame around the routes (docs/integrations.md, decision 040): its server,
 * its tags, its security schemes. Each route names its own operationId and tag in its schema; its
 * security comes from the guard's config (auth.ts), so the document cannot say otherwise than the
 * guard does.
 */

/** Every tag a route may name, in the order the reference shows them. */
const tags = [
  { name: 'auth', description: 'Signing in and out, the current session, passwords' },
  { name: 'members', description: 'The member directory: lists, records, CSV export and import, duplicates and merges, history' },
  { name: 'households', description: 'Households and their members: lists, records, CSV export, duplicates' },
  { name: 'events', description: 'Events: lists, records, cancellation, CSV export' },
  { name: 'attendance', description: "An event's registered attendees and their check-ins" },
  {
    name: 'at the door',
    description: "Checking people in at the door: the family search, families at once, the log, a station's offline roster, live counts",
  },
  {
    name: 'stations',
    description: 'Kiosks and staffed stations: their management, enrolment, check-in batches, labels, pickups and check-out',
  },
  { name: 'programs', description: 'Programs, which events belong to' },
  { name: 'event categories', description: 'The categories an event may have' },
  { name: 'venues', description: 'Venues, where events take place' },
  { name: 'reports', description: 'Attendance per month and per event over a period; members who stopped coming' },
  { name: 'reference', description: 'The seeded lists the forms choose from: roles, civil statuses, program categories, postal codes' },
  { name: 'calendar', description: 'Calendar feeds: secret .ics addresses of the public events, for a phone or Google Calendar' },
  { name: 'webhooks', description: 'Webhooks: addresses sent each change they listen to, signed, with their deliveries' },
  { name: 'audit', description: 'The change record: who changed what, when and from where' },
  { name: 'api-tokens', description: 'Tokens that let another tool into the routes of their scopes' },
  { name: 'system', description: 'The server itself: its health, the addresses phones reach it at' },
];

/** One security requirement: the schemes it names must all be present (OpenAPI's `security` lists alternatives). */
type Requirement = Record<string, string[]>;

/** Staff: a session cookie or its token as a Bearer header (either one). */
const staff: Requirement[] = [{ cookie: [] }, { bearer: [] }];

/** What a route's config lets in, as OpenAPI security: undefined leaves the document's (staff). */
function securityOf(config: FastifyContextConfig | undefined): Requirement[] | undefined {
  if (config?.public) return [];
  if (config?.stations === 'only') return [{ station: [] }];
  if (config?.stations) return [...staff, { station: [] }];
  if (config?.scope) return [...staff, { apiToken: [] }];
  return undefined;
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Community Console API',
      version: '1.0.0',
      description: 'Members, households, events, attendance and check-in at the door. Errors answer `{message, code, errors?}`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This console: the API is served under /api by the same server as the web app' }],
    tags,
    components: {
      securitySchemes: {
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The staff session cookie that POST /api/login sets. A mutating call by cookie that another site starts is refused (403).',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session token as `Authorization: Bearer <token>`: the `data.token` that POST /api/login answers.',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (`cc_…`) as `Authorization: Bearer <token>`, made in Settings → API tokens. It opens only the routes whose description names one of its scopes.',
        },
        station: {
          type: 'apiKey',
          in: 'cookie',
          name: STATION_COOKIE,
          description: 'The cookie of a device enrolled as a station (POST /api/stations/enrol); it opens only the routes that list it.',
        },
      },
    },
    security: staff,
  },
  transform: (input) => {
    const transformed = jsonSchemaTransform(input);
    const security = securityOf(input.route.config);
    if (!security || 'hide' in transformed.schema) return transformed;
    const scope = input.route.config?.scope;
    const description = scope && `API token scope: \`${scope}\`.`;
    return { ...transformed, schema: { ...transformed.schema, security, ...(description && { description }) } };
  },
};
