import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSeriesSchema, errorSchema, eventSeriesSchema, seriesParamsSchema } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createSeries, getSeries } from './event-series.service.ts';

export async function eventSeriesRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The series' events are events: one tag, and the events scopes.
  const tags = ['events'];

  r.post(
    '/event-series',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'createEventSeries',
        tags,
        summary: 'Create a repeating event: its first event, how it repeats, and every event it makes',
        body: createSeriesSchema,
        response: { 201: eventSeriesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createSeries(db, actorOf(request), request.body, timeZone)),
  );

  r.get(
    '/event-series/:id',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'getEventSeries',
        tags,
        summary: 'A series: how it repeats and its events, the earliest first',
        params: seriesParamsSchema,
        response: { 200: eventSeriesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => getSeries(db, request.params.id),
  );
}
