import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, messages } from '@console/contracts';
import { authenticate, type AuthContext } from '../modules/auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/errors.ts';
import { isCrossSite } from './same-origin.ts';

export const SESSION_COOKIE = 'console_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member; set on every `/api` route that is not public. */
    auth: AuthContext | null;
    /** The token the request presented, if any. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** Role ids allowed; any signed-in console role when absent. */
    roles?: readonly number[];
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
 * The session and role guard of every route registered in `api` (call it first inside the `/api`
 * plugin: hooks of an encapsulated plugin run for the routes it holds, whatever the spelling of the
 * request's target). A route opts out with `config.public` and narrows the roles with
 * `config.roles`. It runs before the body is parsed, so an anonymous caller learns nothing else.
 */
export function guardApiRoutes(api: FastifyInstance, db: Db) {
  api.decorateRequest('auth', null);
  api.decorateRequest('sessionToken', null);
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const { token, fromCookie } = tokenFrom(request);
    request.sessionToken = token;
    request.auth = token ? await authenticate(db, token) : null;
    if (!request.auth) return reply.status(401).send(errorBody(messages.auth.notSignedIn));
    // A cookie goes along with any request the browser makes, even one another site starts;
    // a Bearer token is only ever sent on purpose.
    if (fromCookie && !SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return reply.status(403).send(errorBody(messages.auth.crossSite));
    }
    if (config.roles && !config.roles.includes(request.auth.roleId)) {
      return reply.status(403).send(errorBody(messages.auth.forbidden));
    }
  });
}
