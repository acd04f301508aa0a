import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_IDS, errorBody, messages, type ApiTokenScope } from '@console/contracts';
import { authenticateApiToken, isApiToken, type TokenContext } from '../modules/api-tokens/api-tokens.service.ts';
import type { Actor } from '../modules/audit/actor.ts';
import { authenticate, type AuthContext, type Authority } from '../modules/auth/auth.service.ts';
import type { Caller } from '../modules/stations/caller.ts';
import { authenticateStation, type StationContext } from '../modules/stations/stations.service.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/errors.ts';
import { isCrossSite } from './same-origin.ts';

export const SESSION_COOKIE = 'console_session';
/** The cookie of a device enrolled as a station (docs/api.md, "Stations"). */
export const STATION_COOKIE = 'console_station';

/**
 * Which stations a route lets in beside staff: `any` station, `manned` ones only, or stations
 * `only` (staff are refused). A route without it is closed to every station.
 */
export type StationAccess = 'any' | 'manned' | 'only';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member; set on every `/api` route that is not public. */
    auth: AuthContext | null;
    /** The token the request presented, if any. */
    sessionToken: string | null;
    /** The station that sent the request (its cookie), on a route that lets stations in and with no staff session. */
    station: StationContext | null;
    /** The API token that sent the request (`Authorization: Bearer cc_…`). */
    apiToken: TokenContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** Role ids allowed; any signed-in console role when absent. */
    roles?: readonly number[];
    /** Stations let in (docs/api.md: a station's cookie opens only a few routes). */
    stations?: StationAccess;
    /** The scope that lets an API token in; a route without one is closed to every token. */
    scope?: ApiTokenScope;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenFrom(request: FastifyRequest): { token: string | null; fromCookie: boolean } {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice('Bearer '.length).trim() || null, fromCookie: false };
  return { token: request.cookies[SESSION_COOKIE] ?? null, fromCookie: true };
}

/** The signed-in member of a guarded route; a route that was left public by mistake answers 401, not 500. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, messages.auth.notSignedIn);
  return request.auth;
}

/**
 * A station's caller on a route that lets stations in: refused (403) on a route that does not, or a
 * check-out route and a self station. Staff on a station-only route are refused too.
 */
function stationRefusal(access: StationAccess | undefined, station: StationContext | null) {
  if (station) return access === undefined || (access === 'manned' && station.mode !== 'manned') ? messages.auth.forbidden : null;
  return access === 'only' ? messages.stations.stationOnly : null;
}

/**
 * Who a write is recorded as (docs/api.md, "Audit"): the signed-in member, the station or the
 * token, with the address the request came from.
 */
export function actorOf(request: FastifyRequest): Actor {
  const ip = request.ip;
  if (request.auth) return { kind: 'staff', id: request.auth.code, name: `${request.auth.firstName} ${request.auth.lastName}`, ip };
  if (request.station) return { kind: 'station', id: request.station.id, name: request.station.name, ip };
  if (request.apiToken) return { kind: 'token', id: request.apiToken.id, name: request.apiToken.name, ip };
  throw new HttpError(401, messages.auth.notSignedIn);
}

/**
 * Whose rules a change follows: the signed-in member's role, or for an API token a Coordinator's
 * (a token never makes or changes an Administrator), with no member of its own.
 */
export function authorityOf(request: FastifyRequest): Authority {
  if (request.apiToken) return { code: null, roleId: ROLE_IDS.coordinator };
  return requireAuth(request);
}

export function callerOf(request: FastifyRequest): Caller {
  if (request.auth) return { staff: request.auth };
  if (request.station) return { station: request.station };
  throw new HttpError(401, messages.auth.notSignedIn);
}

/** The station of a station-only route. */
export function requireStation(request: FastifyRequest): StationContext {
  if (!request.station) throw new HttpError(401, messages.auth.notSignedIn);
  return request.station;
}

/**
 * The session and role guard of every route registered in `api` (call it first inside the `/api`
 * plugin: hooks of an encapsulated plugin run for the routes it holds, whatever the spelling of the
 * request's target). A route opts out with `config.public`, narrows the roles with `config.roles`
 * and lets stations in with `config.stations`. A staff session wins over a station cookie on the
 * same browser, but on the stations' own routes. It runs before the body is parsed, so an anonymous caller learns nothing else.
 */
export function guardApiRoutes(api: FastifyInstance, db: Db) {
  api.decorateRequest('auth', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('station', null);
  api.decorateRequest('apiToken', null);
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const { token, fromCookie } = tokenFrom(request);
    if (token && !fromCookie && isApiToken(token)) {
      request.apiToken = await authenticateApiToken(db, token);
      if (!request.apiToken) return reply.status(401).send(errorBody(messages.auth.notSignedIn));
      if (!config.scope || !request.apiToken.scopes.has(config.scope))
        return reply.status(403).send(errorBody(messages.apiTokens.outsideScopes));
      return;
    }
    request.sessionToken = token;
    const stationToken = request.cookies[STATION_COOKIE];
    // On a station's own routes its cookie speaks for the device, even in a browser where staff
    // signed in; elsewhere a staff session wins.
    const stationOnly = config.stations === 'only';
    if (stationToken && stationOnly) request.station = await authenticateStation(db, stationToken);
    if (!request.station) {
      request.auth = token ? await authenticate(db, token) : null;
      if (!request.auth && stationToken && !stationOnly) request.station = await authenticateStation(db, stationToken);
    }
    if (!request.auth && !request.station) return reply.status(401).send(errorBody(messages.auth.notSignedIn));
    // A cookie goes along with any request the browser makes, even one another site starts;
    // a Bearer token is only ever sent on purpose.
    if ((request.station || fromCookie) && !SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return reply.status(403).send(errorBody(messages.auth.crossSite));
    }
    const refusal = stationRefusal(config.stations, request.station);
    if (refusal) return reply.status(403).send(errorBody(refusal));
    if (request.auth && config.roles && !config.roles.includes(request.auth.roleId)) {
      return reply.status(403).send(errorBody(messages.auth.forbidden));
    }
  });
}
