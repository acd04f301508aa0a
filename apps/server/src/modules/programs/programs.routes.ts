import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ROLE_IDS,
  codeParam,
  createProgramSchema,
  errorSchema,
  programListQuerySchema,
  programListSchema,
  programSchema,
  updateProgramSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './programs.service.ts';

const tags = ['programs'];
const params = z.object({ id: codeParam });

export async function programsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/programs',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listPrograms',
        tags,
        summary: 'List programs: a page, or every program when neither page nor size is given',
        querystring: programListQuerySchema,
        response: { 200: programListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => service.listPrograms(db, request.query),
  );

  r.get(
    '/programs/:id',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'getProgram',
        tags,
        summary: 'One program',
        params,
        response: { 200: programSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => service.getProgram(db, request.params.id),
  );

  r.post(
    '/programs',
    {
      config: { scope: 'events:write' },
      schema: {
        operationId: 'createProgram',
        tags,
        summary: 'Create a program',
        body: createProgramSchema,
        response: { 201: programSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createProgram(db, actorOf(request), request.body)),
  );

  r.put(
    '/programs/:id',
    {
      config: { roles: [ROLE_IDS.administrator] },
      schema: {
        operationId: 'updateProgram',
        tags,
        summary: 'Replace a program (Administrator only)',
        params,
        body: updateProgramSchema,
        response: { 200: programSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => service.updateProgram(db, actorOf(request), request.params.id, request.body),
  );
}
