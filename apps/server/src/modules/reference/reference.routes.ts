import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { civilStatusSchema, errorSchema, programCategorySchema, roleSchema } from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import * as service from './reference.service.ts';

/** The seeded lists the forms choose from; they answer bare arrays. */
export async function referenceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];

  r.get(
    '/roles',
    {
      config: { scope: 'members:read' },
      schema: { operationId: 'listRoles', tags, summary: 'Roles', response: { 200: z.array(roleSchema), 401: errorSchema } },
    },
    () => service.listRoles(db),
  );

  r.get(
    '/civil-statuses',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'listCivilStatuses',
        tags,
        summary: 'Civil statuses',
        response: { 200: z.array(civilStatusSchema), 401: errorSchema },
      },
    },
    () => service.listCivilStatuses(db),
  );

  r.get(
    '/program-categories',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listProgramCategories',
        tags,
        summary: 'Program categories',
        response: { 200: z.array(programCategorySchema), 401: errorSchema },
      },
    },
    () => service.listProgramCategories(db),
  );
}
