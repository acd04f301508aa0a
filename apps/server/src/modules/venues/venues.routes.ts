import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, venueInputSchema, venueSchema } from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import * as service from './venues.service.ts';

const tags = ['venues'];

export async function venuesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/venues',
    { schema: { tags, summary: 'Venues by name, with their location', response: { 200: z.array(venueSchema), 401: errorSchema } } },
    () => service.listVenues(db),
  );

  r.post(
    '/venues',
    {
      schema: {
        tags,
        summary: 'Create a venue',
        body: venueInputSchema,
        response: { 201: venueSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createVenue(db, request.body)),
  );
}
