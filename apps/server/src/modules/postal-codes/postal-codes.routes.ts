import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, postalCodeQuerySchema, postalCodeSchema } from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import * as service from './postal-codes.service.ts';

export async function postalCodesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/postal-codes',
    {
      schema: {
        operationId: 'listPostalCodes',
        tags: ['reference'],
        summary: 'Postal codes with their city, province and country; optionally of one country, province or city',
        querystring: postalCodeQuerySchema,
        response: { 200: z.array(postalCodeSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => service.listPostalCodes(db, request.query),
  );
}
