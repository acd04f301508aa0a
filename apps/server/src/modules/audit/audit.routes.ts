import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE_IDS, auditExportQuerySchema, auditPageSchema, auditQuerySchema, errorSchema } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { csvDownloadSchema, sendCsv } from '../../lib/csv.ts';
import { auditPage, exportAudit } from './changes.service.ts';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const config = { roles: [ROLE_IDS.administrator] };
  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  r.get(
    '/audit',
    {
      config,
      schema: {
        operationId: 'listAuditEntries',
        tags,
        summary: 'The change record, newest first: who changed what, when and from where (Administrators only)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refusals },
      },
    },
    (request) => auditPage(db, request.query),
  );

  r.get(
    '/audit/export',
    {
      config,
      schema: {
        operationId: 'exportAuditEntries',
        tags,
        summary: 'Every entry the filters keep, newest first, as a CSV download (Administrators only)',
        querystring: auditExportQuerySchema,
        response: { 200: csvDownloadSchema, ...refusals },
      },
    },
    async (request, reply) => sendCsv(reply, 'audit', exportAudit(db, request.query)),
  );
}
