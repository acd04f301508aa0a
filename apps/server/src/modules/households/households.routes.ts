import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  codeParam,
  errorSchema,
  householdDuplicateGroupsSchema,
  householdExportQuerySchema,
  householdInputSchema,
  householdListQuerySchema,
  householdListSchema,
  householdSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { csvDownloadSchema, sendCsv } from '../../lib/csv.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './households.service.ts';

const tags = ['households'];
const params = z.object({ id: codeParam });

export async function householdsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/households',
    {
      config: { scope: 'households:read' },
      schema: {
        operationId: 'listHouseholds',
        tags,
        summary: 'A page of households with their members, searched by name, a member’s name or phone digits',
        querystring: householdListQuerySchema,
        response: { 200: householdListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => service.listHouseholds(db, request.query),
  );

  r.get(
    '/households/export',
    {
      config: { scope: 'households:read' },
      schema: {
        operationId: 'exportHouseholds',
        tags,
        summary: 'Every household the list shows with this search and sort, with its members, as a CSV download',
        querystring: householdExportQuerySchema,
        response: { 200: csvDownloadSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => sendCsv(reply, 'households', service.exportHouseholds(db, request.query)),
  );

  r.get(
    '/households/duplicates',
    {
      config: { scope: 'households:read' },
      schema: {
        operationId: 'listDuplicateHouseholds',
        tags,
        summary: 'Groups of households that look like one entered twice (the same phone digits, or the same address)',
        response: { 200: householdDuplicateGroupsSchema, 401: errorSchema },
      },
    },
    () => service.findHouseholdDuplicates(db),
  );

  r.get(
    '/households/:id',
    {
      config: { scope: 'households:read' },
      schema: {
        operationId: 'getHousehold',
        tags,
        summary: 'One household',
        params,
        response: { 200: householdSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => service.getHousehold(db, request.params.id),
  );

  r.post(
    '/households',
    {
      config: { scope: 'households:write' },
      schema: {
        operationId: 'createHousehold',
        tags,
        summary: 'Create a household with its members',
        body: householdInputSchema,
        response: { 201: householdSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createHousehold(db, actorOf(request), request.body)),
  );

  r.put(
    '/households/:id',
    {
      config: { scope: 'households:write' },
      schema: {
        operationId: 'updateHousehold',
        tags,
        summary: 'Replace a household and its members (the same fields as its creation)',
        params,
        body: householdInputSchema,
        response: { 200: householdSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => service.updateHousehold(db, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/households/:id',
    {
      config: { scope: 'households:write' },
      schema: {
        operationId: 'deleteHousehold',
        tags,
        summary: 'Delete a household (its members stay)',
        params,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await service.deleteHousehold(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
