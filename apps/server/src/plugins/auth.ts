import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@console/contracts';
import { authenticate, type AuthContext } from '../modules/auth/auth.service.ts';
import type { Db } from '../db/database.ts';

export const SESSION_COOKIE = 'console_session';
/** The browsable API reference (its pages and assets) is public, like the OpenAPI document. */
export const API_DOCS_PREFIX = '/api/docs';

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

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** The signed-in member of a route that requires one (the guard has already run). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('requireAuth on a public route');
  return request.auth;
}

/**
 * Every `/api` route needs a session unless its config says `public`, and its `roles` when it
 * lists them. Runs before the body is parsed, so an anonymous caller learns nothing else.
 */
export function registerAuthGuard(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith(API_DOCS_PREFIX)) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = tokenFrom(request);
    request.sessionToken = token;
    request.auth = token ? await authenticate(db, token) : null;
    if (!request.auth) return reply.status(401).send({ message: messages.auth.notSignedIn });
    if (config.roles && !config.roles.includes(request.auth.roleId)) {
      return reply.status(403).send({ message: messages.auth.forbidden });
    }
  });
}
