import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, eventCategoryInputSchema, eventCategorySchema } from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './event-categories.service.ts';

const tags = ['event categories'];

export async function eventCategoriesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/event-categories',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listEventCategories',
        tags,
        summary: 'Event categories by name',
        response: { 200: z.array(eventCategorySchema), 401: errorSchema },
      },
    },
    () => service.listEventCategories(db),
  );

  r.post(
    '/event-categories',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'createEventCategory',
        tags,
        summary: 'Create an event category',
        body: eventCategoryInputSchema,
        response: { 201: eventCategorySchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createEventCategory(db, actorOf(request), request.body)),
  );
}
