import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ROLE_IDS,
  calendarFeedCreatedSchema,
  calendarFeedInputSchema,
  calendarFeedListSchema,
  calendarFeedParamsSchema,
  calendarSecretParamsSchema,
  errorSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createFeed, deleteFeed, feedCalendar, listFeeds } from './calendar.service.ts';

export async function calendarRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  const administrators = { roles: [ROLE_IDS.administrator] };
  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  r.get(
    '/calendar-feeds',
    {
      config: administrators,
      schema: {
        operationId: 'listCalendarFeeds',
        tags,
        summary: 'Every calendar feed, by name',
        response: { 200: calendarFeedListSchema, ...refusals },
      },
    },
    async () => ({ feeds: await listFeeds(db) }),
  );

  r.post(
    '/calendar-feeds',
    {
      config: administrators,
      schema: {
        operationId: 'createCalendarFeed',
        tags,
        summary: "Create a calendar feed: its secret address is shown once, in this answer, on the request's protocol and host",
        body: calendarFeedInputSchema,
        response: { 201: calendarFeedCreatedSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeed(db, request.body, actorOf(request), { protocol: request.protocol, host: request.host })),
  );

  r.delete(
    '/calendar-feeds/:id',
    {
      config: administrators,
      schema: {
        operationId: 'deleteCalendarFeed',
        tags,
        summary: 'Delete a calendar feed: its address answers 404 from then on',
        params: calendarFeedParamsSchema,
        response: { 204: z.null(), ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteFeed(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/calendar/:secret.ics',
    {
      // The secret in the address is the key: calendar apps sign in to nothing.
      config: { public: true },
      schema: {
        operationId: 'getCalendarFeed',
        tags,
        summary: 'A calendar feed as RFC 5545 iCalendar: the public, not cancelled events from 30 days ago to a year ahead',
        params: calendarSecretParamsSchema,
        response: { 200: z.string().describe('text/calendar'), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(db, request.params.secret, timeZone);
      // Made as text by the service; the route's types only know the schema's string.
      return (reply as FastifyReply).type('text/calendar; charset=utf-8').send(body);
    },
  );
}
