import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEventSchema,
  errorSchema,
  eventExportQuerySchema,
  eventListQuerySchema,
  eventListSchema,
  eventParamsSchema,
  eventSchema,
  patchEventSchema,
  seriesEditQuerySchema,
  updateEventSchema,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { csvDownloadSchema, sendCsv } from '../../lib/csv.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createEvent, exportEvents, getEvent, listEvents, patchEvent, updateEvent } from './events.service.ts';

export async function eventsRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];

  r.get(
    '/events',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listEvents',
        tags,
        summary: 'Events: a page, searched, filtered and sorted',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => listEvents(db, request.query),
  );

  r.get(
    '/events/export',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'exportEvents',
        tags,
        summary: 'Every event the list shows with these filters, search and sort, as a CSV download',
        querystring: eventExportQuerySchema,
        response: { 200: csvDownloadSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => sendCsv(reply, 'events', exportEvents(db, request.query)),
  );

  r.get(
    '/events/:code',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'getEvent',
        tags,
        summary: 'One event',
        params: eventParamsSchema,
        response: { 200: eventSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => getEvent(db, request.params.code),
  );

  r.post(
    '/events',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'createEvent',
        tags,
        summary: 'Create an event',
        body: createEventSchema,
        response: { 201: eventSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createEvent(db, actorOf(request), request.body)),
  );

  r.put(
    '/events/:code',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'updateEvent',
        tags,
        summary: 'Replace an event, or with scope=following it and the later events of its series',
        params: eventParamsSchema,
        querystring: seriesEditQuerySchema,
        body: updateEventSchema,
        response: { 200: eventSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => updateEvent(db, actorOf(request), request.params.code, request.body, { scope: request.query.scope, timeZone }),
  );

  r.patch(
    '/events/:code',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'patchEvent',
        tags,
        summary:
          'Cancel or restore an event, or with scope=following it and the later events of its series; a finalized event cannot be cancelled',
        params: eventParamsSchema,
        querystring: seriesEditQuerySchema,
        body: patchEventSchema,
        response: { 200: eventSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => patchEvent(db, actorOf(request), request.params.code, request.body, { scope: request.query.scope, timeZone }),
  );
}
