import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE_IDS, changePasswordBodySchema, errorSchema, memberParamsSchema, setMemberPasswordBodySchema } from '@console/contracts';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { actorOf, requireAuth } from '../../plugins/auth.ts';
import { changeOwnPassword, setMemberPassword } from './passwords.service.ts';

const noContent = z.null();

export async function passwordRoutes(app: FastifyInstance, { db, feed }: { db: Db; feed: ChangeFeed }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/change-password',
    {
      schema: {
        operationId: 'changeOwnPassword',
        tags: ['auth'],
        summary: 'Change your own password; your other sessions end',
        body: changePasswordBodySchema,
        response: { 204: noContent, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(db, feed, requireAuth(request), actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/members/:code/password',
    {
      config: { roles: [ROLE_IDS.administrator] },
      schema: {
        operationId: 'setMemberPassword',
        tags: ['members'],
        summary: "Give a member with an email a password (Administrator only); ends that member's sessions",
        params: memberParamsSchema,
        body: setMemberPasswordBodySchema,
        response: { 204: noContent, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await setMemberPassword(db, feed, request.params.code, request.body.newPassword, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
