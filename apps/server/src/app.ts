import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Server as TlsServer } from 'node:tls';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, doorAddressesSchema, errorBody, errorSchema, messages } from '@console/contracts';
import { localChangeFeed, type ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import { doorAddresses } from './https/machine-names.ts';
import { answerPlainHttpWithRedirect } from './https/plain-http-redirect.ts';
import { guardApiRoutes } from './plugins/auth.ts';
import { registerHttpPolicy } from './plugins/http-policy.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { refuseControlCharacters } from './plugins/control-characters.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { openApiOptions } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordRoutes } from './modules/auth/passwords.routes.ts';
import { eventCategoriesRoutes } from './modules/event-categories/event-categories.routes.ts';
import { eventSeriesRoutes } from './modules/event-series/event-series.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { postalCodesRoutes } from './modules/postal-codes/postal-codes.routes.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { householdsRoutes } from './modules/households/households.routes.ts';
import { stationsRoutes } from './modules/stations/stations.routes.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';

export interface AppOptions {
  db: Db;
  /** How attendance changes reach the live streams; one process's own feed when absent. */
  feed?: ChangeFeed;
  logger?: FastifyServerOptions['logger'];
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses (config.ts). */
  trustProxy?: boolean | number | string;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
  /** Serve HTTPS with this key and certificate (PEM), and plain HTTP on the same port as a redirect (https/). */
  https?: { key: string; cert: string; authorityCert?: string };
  /** Send Strict-Transport-Security over HTTPS (http-policy.ts); off for a self-signed set-up. */
  hsts?: boolean;
  /** The address the server listens on (HOST), for the addresses phones are told (GET /api/door/addresses). */
  listenHost?: string;
  /** How long a connection may stay silent before it is closed (tests shorten it). */
  idleTimeoutMs?: number;
  /** The organisation's time zone (TIME_ZONE): the day of a security code, the zone calendar feeds name. */
  timeZone?: string;
  /** WEBHOOK_ALLOW_PRIVATE: a webhook may have a loopback or private address. */
  webhookAllowPrivate?: boolean;
}

const defaultWebDist = resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole HTTP app on an open, migrated database. */
export async function buildApp({
  db,
  feed = localChangeFeed(),
  logger = false,
  trustProxy = false,
  webDist = defaultWebDist,
  https,
  hsts = true,
  listenHost = '127.0.0.1',
  idleTimeoutMs = 120_000,
  timeZone = 'UTC',
  webhookAllowPrivate = false,
}: AppOptions) {
  const app = Fastify({
    logger,
    ...(https && { https: { key: https.key, cert: https.cert } }),
    // A hop count trusts that many proxies nearest to the server (what proxy-addr does for a number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A slow or stalled client must not hold a connection forever (slowloris); keep-alive outlives
    // the 60 s idle timeout of the usual load balancers so that they close first.
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
    connectionTimeout: idleTimeoutMs,
    // A request that reaches a closing server on an open connection is answered, not refused:
    // the shutdown drains first (server.ts), so only requests already sent can arrive then.
    return503OnClosing: false,
    // The router's own refusals (a malformed percent-escape, an over-long path segment) answer
    // with the contract's body too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(tooLong ? 414 : 400)
        .header('Cache-Control', 'no-store')
        .send(errorBody(tooLong ? messages.common.urlTooLong : messages.common.badUrl));
    },
    // Tokens travel in a header or cookie, never in a URL, so the default request log is safe.
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = 20_000;
  if (https) answerPlainHttpWithRedirect(app.server as unknown as TlsServer, https.authorityCert);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  await registerHttpPolicy(app, { hsts });
  await app.register(cookie);
  await app.register(swagger, openApiOptions);
  // The browsable reference is public, like the OpenAPI document; it sits outside the guarded plugin.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      guardApiRoutes(api, db);
      refuseControlCharacters(api);
      api.addHook('onSend', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      api.get(
        '/health',
        {
          config: { public: true },
          schema: {
            operationId: 'getHealth',
            tags: ['system'],
            summary: 'Liveness and database check',
            response: { 200: z.object({ status: z.literal('ok') }), 400: errorSchema },
          },
        },
        async () => {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const };
        },
      );
      api.get(
        '/door/addresses',
        {
          schema: {
            operationId: 'listDoorAddresses',
            tags: ['system'],
            summary: 'The addresses at which phones on the network reach the console',
            response: { 200: doorAddressesSchema, 400: errorSchema, 401: errorSchema },
          },
        },
        async () => {
          const listening = app.server.address() as AddressInfo | null;
          return { addresses: listening ? doorAddresses(listenHost, listening.port, https ? 'https' : 'http') : [] };
        },
      );
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

      for (const routes of [
        authRoutes,
        passwordRoutes,
        referenceRoutes,
        membersRoutes,
        attendanceRoutes,
        programsRoutes,
        eventCategoriesRoutes,
        venuesRoutes,
        householdsRoutes,
        postalCodesRoutes,
        reportsRoutes,
        auditRoutes,
        apiTokensRoutes,
      ]) {
        await api.register(routes, { db, feed });
      }
      await api.register(eventsRoutes, { db, timeZone });
      await api.register(eventSeriesRoutes, { db, timeZone });
      await api.register(stationsRoutes, { db, feed, timeZone });
      await api.register(calendarRoutes, { db, timeZone });
      await api.register(webhooksRoutes, { db, allowPrivate: webhookAllowPrivate });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
