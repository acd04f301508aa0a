import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendeeListQuerySchema,
  attendeeListSchema,
  attendeeParamsSchema,
  attendeeSchema,
  checkInSchema,
  errorSchema,
  eventParamsSchema,
  registerAttendeeSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listAttendees, register, setCheckIn, unregister } from './attendance.service.ts';

export async function attendanceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attendance'];

  r.get(
    '/events/:code/attendees',
    {
      schema: {
        tags,
        summary: "An event's registered attendees, or every enabled member with their registration",
        params: eventParamsSchema,
        querystring: attendeeListQuerySchema,
        response: { 200: attendeeListSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => listAttendees(db, request.params.code, request.query),
  );

  r.post(
    '/events/:code/attendees',
    {
      schema: {
        tags,
        summary: 'Register a member (201), or update the check-in of one already registered (200)',
        params: eventParamsSchema,
        body: registerAttendeeSchema,
        response: { 200: attendeeSchema, 201: attendeeSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { created, attendee } = await register(db, request.params.code, request.body);
      return reply.status(created ? 201 : 200).send(attendee);
    },
  );

  r.put(
    '/events/:code/attendees/:attendeeCode',
    {
      schema: {
        tags,
        summary: 'Check a registered attendee in or out',
        params: attendeeParamsSchema,
        body: checkInSchema,
        response: { 200: attendeeSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => setCheckIn(db, request.params.code, request.params.attendeeCode, request.body.checkIn),
  );

  r.delete(
    '/events/:code/attendees/:attendeeCode',
    {
      schema: {
        tags,
        summary: 'Unregister an attendee (the check-in goes too)',
        params: attendeeParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await unregister(db, request.params.code, request.params.attendeeCode);
      return reply.status(204).send(null);
    },
  );
}
