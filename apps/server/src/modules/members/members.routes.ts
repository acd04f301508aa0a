import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  ROLE_IDS,
  memberParamsSchema,
  createMemberSchema,
  duplicateGroupsSchema,
  eraseMemberSchema,
  errorSchema,
  logQuerySchema,
  MEMBER_CARDS_MAX,
  memberCardsQuerySchema,
  messages,
  memberExportQuerySchema,
  memberHistorySchema,
  memberImportQuerySchema,
  memberImportResultSchema,
  memberListQuerySchema,
  memberListSchema,
  memberDataSchema,
  memberRecordSchema,
  memberWithPickupsSchema,
  mergeMemberSchema,
  patchMemberSchema,
  updateMemberSchema,
  validateEmailResponseSchema,
  validateEmailSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { csvDownloadSchema, csvFileSchema, csvMediaTypeRefusal, isUtf8Text, sendCsv } from '../../lib/csv.ts';
import { unsupportedMediaType } from '../../lib/errors.ts';
import { actorOf, authorityOf, requireAuth } from '../../plugins/auth.ts';
import { memberCards } from './cards.service.ts';
import { getMemberHistory } from './history.service.ts';
import { importMembers } from './import.service.ts';
import { findDuplicates, mergeMember } from './merge.service.ts';
import * as service from './members.service.ts';
import { eraseMember, memberData } from './privacy.service.ts';

const tags = ['members'];
const params = memberParamsSchema;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function membersRoutes(app: FastifyInstance, { db, feed }: { db: Db; feed: ChangeFeed }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/members',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'listMembers',
        tags,
        summary: 'List members',
        querystring: memberListQuerySchema,
        response: { 200: memberListSchema, ...errors },
      },
    },
    (request) => service.listMembers(db, actorOf(request), request.query),
  );

  r.get(
    '/members/export',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'exportMembers',
        tags,
        summary: 'Every member the list shows with these filters, search and sort, as a CSV download',
        querystring: memberExportQuerySchema,
        response: { 200: csvDownloadSchema, ...errors },
      },
    },
    async (request, reply) => sendCsv(reply, 'members', service.exportMembers(db, actorOf(request), request.query)),
  );

  r.get(
    '/members/cards.pdf',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'getMemberCards',
        tags,
        summary: `A PDF of QR member cards, eight a page, for every member the list shows with these filters, search and sort (at most ${MEMBER_CARDS_MAX}, else 400)`,
        querystring: memberCardsQuerySchema,
        response: { 200: z.string().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await memberCards(db, request.query);
      // Fastify sends bytes as they are; the route's types only know the schema's string.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="member-cards.pdf"')
        .send(pdf);
    },
  );

  await app.register(importRoute, { db });

  r.get(
    '/members/duplicates',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'listDuplicateMembers',
        tags,
        summary: 'Groups of enabled members who look like one person entered twice (same name and birth date, or name and phones)',
        response: { 200: duplicateGroupsSchema, ...errors },
      },
    },
    () => findDuplicates(db),
  );

  r.post(
    '/members/:code/merge',
    {
      config: { roles: [ROLE_IDS.administrator] },
      schema: {
        operationId: 'mergeMember',
        tags,
        summary: 'Merge this member into `into`: attendance moves, empty fields fill, this member is disabled (Administrators only)',
        params,
        body: mergeMemberSchema,
        response: { 200: memberWithPickupsSchema, ...errors },
      },
    },
    (request) => mergeMember(db, feed, requireAuth(request), actorOf(request), request.params.code, request.body.into),
  );

  r.get(
    '/members/:code',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'getMember',
        tags,
        summary: 'One member, with their pickups and households',
        params,
        response: { 200: memberRecordSchema, ...errors },
      },
    },
    (request) => service.getMemberRecord(db, actorOf(request), request.params.code),
  );

  r.post(
    '/members/validate-email',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'validateMemberEmail',
        tags,
        summary: 'Whether an email is free (send the own code when editing)',
        body: validateEmailSchema,
        response: { 200: validateEmailResponseSchema, ...errors },
      },
    },
    async (request) => ({ isValid: await service.isEmailAvailable(db, request.body.email, request.body.code) }),
  );

  r.post(
    '/members',
    {
      config: { scope: 'members:write' },
      schema: {
        operationId: 'createMember',
        tags,
        summary: 'Create a member',
        body: createMemberSchema,
        response: { 201: memberWithPickupsSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createMember(db, authorityOf(request), actorOf(request), request.body)),
  );

  r.put(
    '/members/:code',
    {
      config: { scope: 'members:write' },
      schema: {
        operationId: 'updateMember',
        tags,
        summary: 'Replace a member',
        params,
        body: updateMemberSchema,
        response: { 200: memberWithPickupsSchema, ...errors },
      },
    },
    (request) => service.updateMember(db, feed, authorityOf(request), actorOf(request), request.params.code, request.body),
  );

  r.patch(
    '/members/:code',
    {
      config: { scope: 'members:write' },
      schema: {
        operationId: 'patchMember',
        tags,
        summary: 'Enable or disable a member, or change profile fields',
        params,
        body: patchMemberSchema,
        response: { 200: memberWithPickupsSchema, ...errors },
      },
    },
    (request) => service.patchMember(db, feed, authorityOf(request), actorOf(request), request.params.code, request.body),
  );

  r.get(
    '/members/:code/history',
    {
      config: { roles: [ROLE_IDS.administrator] },
      schema: {
        operationId: 'getMemberHistory',
        tags,
        summary: "The member's changes, field by field, newest first (Administrators only; a password's value is never kept)",
        params,
        querystring: logQuerySchema,
        response: { 200: memberHistorySchema, ...errors },
      },
    },
    (request) => getMemberHistory(db, request.params.code, request.query),
  );

  r.get(
    '/members/:code/data',
    {
      config: { roles: [ROLE_IDS.administrator] },
      schema: {
        operationId: 'getMemberData',
        tags,
        summary: 'Everything stored about the member, as one JSON document to download (Administrators only)',
        params,
        response: { 200: memberDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await memberData(db, request.params.code);
      return reply.header('content-disposition', `attachment; filename="member-${request.params.code}-data.json"`).send(data);
    },
  );

  r.post(
    '/members/:code/erase',
    {
      config: { roles: [ROLE_IDS.administrator] },
      schema: {
        operationId: 'eraseMember',
        tags,
        summary:
          'Erase what says who the member was, for good: `confirm` is their fullname; their attendance stays, without a name (Administrators only)',
        params,
        body: eraseMemberSchema,
        response: { 200: memberWithPickupsSchema, ...errors },
      },
    },
    (request) => eraseMember(db, feed, requireAuth(request), actorOf(request), request.params.code, request.body.confirm),
  );
}

/** How long an import may work before its connection is closed: far longer than 50,000 rows take. */
const IMPORT_IDLE_TIMEOUT_MS = 15 * 60_000;

/**
 * POST /members/import in a plugin of its own: the CSV parser and its 32 MiB limit are registered
 * here only, so every other members route keeps the JSON limit and answers text/csv with 415.
 */
async function importRoute(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A members file arrives as the CSV text itself, larger than a JSON body may be, and in UTF-8
  // only: other bytes would be read as U+FFFD and stored so (docs/product.md §4.7).
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => {
    if (isUtf8Text(body as Buffer)) done(null, body);
    else done(unsupportedMediaType(messages.imports.notUtf8), undefined);
  });

  r.post(
    '/members/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      // A JSON string would pass the body's schema; only a file is a file. Checked before the body
      // is read, so that no other type is read up to this route's limit.
      onRequest: async (request) => {
        const refusal = csvMediaTypeRefusal(request.headers['content-type']);
        if (refusal) throw unsupportedMediaType(refusal);
      },
      schema: {
        operationId: 'importMembers',
        tags,
        summary: 'Create members from a CSV file (all or nothing unless ?skipInvalid=true; ?dryRun=true only checks)',
        consumes: ['text/csv'],
        querystring: memberImportQuerySchema,
        body: csvFileSchema.describe('text/csv in UTF-8: a header row naming member fields, then one member per row'),
        response: {
          200: memberImportResultSchema,
          ...errors,
          400: z.union([memberImportResultSchema, errorSchema]),
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The connection is silent while the file is checked and written, and a large import outlasts
      // the server's idle timeout (app.ts): closed then, it would leave the office with no answer
      // over an import that committed. The next request on the connection sets its own again.
      // (A request injected in a test has no socket to time.)
      request.raw.socket.setTimeout?.(IMPORT_IDLE_TIMEOUT_MS);
      const { status, result } = await importMembers(db, requireAuth(request), actorOf(request), request.body, request.query);
      return reply.status(status).send(result);
    },
  );
}
