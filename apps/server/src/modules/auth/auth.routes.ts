import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_MAX_MS, errorSchema, loginBodySchema, sessionResponseSchema } from '@console/contracts';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { SESSION_COOKIE, actorOf, requireAuth } from '../../plugins/auth.ts';
import { login, logout } from './auth.service.ts';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_MAX_MS / 1000,
  });
}

export async function authRoutes(app: FastifyInstance, { db, feed }: { db: Db; feed: ChangeFeed }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login',
    {
      config: { public: true },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = await login(db, { ...request.body, address: request.ip });
      setSessionCookie(request, reply, session.token);
      return { data: session };
    },
  );

  r.get(
    '/session',
    {
      schema: {
        operationId: 'getSession',
        tags: ['auth'],
        summary: 'The current session',
        response: { 200: sessionResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { sessionId: _sessionId, ...member } = auth;
      return { data: { ...member, token: request.sessionToken ?? '' } };
    },
  );

  r.post(
    '/logout',
    {
      schema: { operationId: 'signOut', tags: ['auth'], summary: 'End the current session', response: { 204: z.null(), 401: errorSchema } },
    },
    async (request, reply) => {
      await logout(db, feed, requireAuth(request), actorOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
}
