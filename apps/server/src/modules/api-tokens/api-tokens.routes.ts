import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_IDS,
  apiTokenCreatedSchema,
  apiTokenInputSchema,
  apiTokenListSchema,
  apiTokenParamsSchema,
  errorSchema,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';

/** API tokens (docs/api.md, "API tokens"): Administrators only, and never a token itself. */
export async function apiTokensRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-tokens'];
  const config = { roles: [ROLE_IDS.administrator] };
  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  r.get(
    '/api-tokens',
    {
      config,
      schema: {
        operationId: 'listApiTokens',
        tags,
        summary: 'Every API token, newest first (Administrators only)',
        response: { 200: apiTokenListSchema, ...refusals },
      },
    },
    async () => ({ apiTokens: await listApiTokens(db) }),
  );

  r.post(
    '/api-tokens',
    {
      config,
      schema: {
        operationId: 'createApiToken',
        tags,
        summary: 'Make an API token: the token is in this answer only (Administrators only)',
        body: apiTokenInputSchema,
        response: { 201: apiTokenCreatedSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiToken(db, request.body, actorOf(request))),
  );

  r.delete(
    '/api-tokens/:id',
    {
      config,
      schema: {
        operationId: 'revokeApiToken',
        tags,
        summary: 'Revoke an API token: it is refused from its next request (Administrators only)',
        params: apiTokenParamsSchema,
        response: { 204: z.null(), ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await revokeApiToken(db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
