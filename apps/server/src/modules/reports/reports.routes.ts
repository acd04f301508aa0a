import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { absenteesQuerySchema, absenteesSchema, attendanceReportQuerySchema, attendanceReportSchema, errorSchema } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import * as service from './reports.service.ts';

const tags = ['reports'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export async function reportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reports/attendance',
    {
      config: { scope: 'reports:read' },
      schema: { operationId: 'getAttendanceReport',
        tags,
        summary: 'Events of a period (UTC dates, both included) with their counts, and the counts per month',
        querystring: attendanceReportQuerySchema,
        response: { 200: attendanceReportSchema, ...errors },
      },
    },
    (request) => service.attendanceReport(db, request.query),
  );

  r.get(
    '/reports/absentees',
    {
      config: { scope: 'reports:read' },
      schema: { operationId: 'listAbsentees',
        tags,
        summary: 'Members checked in at minEvents or more events in the 6 months before the last `weeks` weeks, and at none since',
        querystring: absenteesQuerySchema,
        response: { 200: absenteesSchema, ...errors },
      },
    },
    (request) => service.absentees(db, request.query),
  );
}
