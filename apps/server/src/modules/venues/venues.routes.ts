import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codeParam, errorSchema, venueInputSchema, venueListQuerySchema, venueListSchema, venueSchema } from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './venues.service.ts';

const tags = ['venues'];
const params = z.object({ id: codeParam });

export async function venuesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/venues',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listVenues',
        tags,
        summary: 'Venues with their location: every one by name, or a page with its count when page or size is given',
        querystring: venueListQuerySchema,
        response: { 200: z.union([z.array(venueSchema), venueListSchema]), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => service.listVenues(db, request.query),
  );

  r.get(
    '/venues/:id',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'getVenue',
        tags,
        summary: 'One venue',
        params,
        response: { 200: venueSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => service.getVenue(db, request.params.id),
  );

  r.post(
    '/venues',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'createVenue',
        tags,
        summary: 'Create a venue',
        body: venueInputSchema,
        response: { 201: venueSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createVenue(db, actorOf(request), request.body)),
  );

  r.put(
    '/venues/:id',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'updateVenue',
        tags,
        summary: 'Replace a venue (the same fields as its creation)',
        params,
        body: venueInputSchema,
        response: { 200: venueSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => service.updateVenue(db, actorOf(request), request.params.id, request.body),
  );
}
