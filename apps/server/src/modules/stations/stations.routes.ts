import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ROLE_IDS,
  STATION_SESSION_IDLE_MS,
  batchAnswerSchema,
  batchInputSchema,
  batchParamsSchema,
  checkOutAnswerSchema,
  checkOutSchema,
  eventParamsSchema,
  labelsQuerySchema,
  pickupBatchSchema,
  pickupLookupQuerySchema,
  enrolSchema,
  enrolmentSchema,
  errorSchema,
  stationInputSchema,
  stationListSchema,
  stationParamsSchema,
  stationPatchSchema,
  stationSchema,
  stationRosterSchema,
  stationSelfSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { STATION_COOKIE, actorOf, callerOf, requireAuth, requireStation } from '../../plugins/auth.ts';
import { checkInBatch } from './batches.service.ts';
import { checkOutChildren, findPickupBatch } from './check-outs.service.ts';
import { batchLabels } from './labels.service.ts';
import { stationRosterJson } from './roster.service.ts';
import { createStation, deleteStation, enrol, listStations, renewEnrolment, stationSelf, updateStation } from './stations.service.ts';

function setStationCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(STATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: STATION_SESSION_IDLE_MS / 1000,
  });
}

export async function stationsRoutes(app: FastifyInstance, { db, feed, timeZone }: { db: Db; feed: ChangeFeed; timeZone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stations'];
  const administrators = { roles: [ROLE_IDS.administrator] };
  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  r.get(
    '/stations',
    {
      config: administrators,
      schema: { operationId: 'listStations', tags, summary: 'Every station, by name', response: { 200: stationListSchema, ...refusals } },
    },
    async () => ({ stations: await listStations(db) }),
  );

  r.post(
    '/stations',
    {
      config: administrators,
      schema: {
        operationId: 'createStation',
        tags,
        summary: 'Create a station: its enrolment code is shown once, for 15 minutes and one use',
        body: stationInputSchema,
        response: { 201: enrolmentSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createStation(db, actorOf(request), request.body)),
  );

  r.post(
    '/stations/:id/enrolment-code',
    {
      config: administrators,
      schema: {
        operationId: 'renewEnrolmentCode',
        tags,
        summary: "A new enrolment code for a station (a replaced device); the station's sessions go on",
        params: stationParamsSchema,
        response: { 200: enrolmentSchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => renewEnrolment(db, actorOf(request), request.params.id),
  );

  r.patch(
    '/stations/:id',
    {
      config: administrators,
      schema: {
        operationId: 'patchStation',
        tags,
        summary: 'Rename, change or disable a station; disabling ends its sessions at once',
        params: stationParamsSchema,
        body: stationPatchSchema,
        response: { 200: stationSchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => updateStation(db, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/stations/:id',
    {
      config: administrators,
      schema: {
        operationId: 'deleteStation',
        tags,
        summary: 'Delete a station (its sessions end)',
        params: stationParamsSchema,
        response: { 204: z.null(), ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteStation(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/stations/enrol',
    {
      config: { public: true },
      schema: {
        operationId: 'enrolStation',
        tags,
        summary: 'Make this device a station with its enrolment code: answers the station and sets its cookie',
        body: enrolSchema,
        response: { 200: stationSelfSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { token, station } = await enrol(db, { enrolmentCode: request.body.enrolmentCode, address: request.ip }, timeZone);
      setStationCookie(request, reply, token);
      return station;
    },
  );

  r.get(
    '/station',
    {
      config: { stations: 'only' },
      schema: {
        operationId: 'getOwnStation',
        tags,
        summary:
          "The station itself, the events it serves now (in progress or starting within the hour) and, for a manned station, the day's double check-ins",
        response: { 200: stationSelfSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => stationSelf(db, requireStation(request), timeZone),
  );

  r.get(
    '/station/roster',
    {
      config: { stations: 'only' },
      schema: {
        operationId: 'getStationRoster',
        tags,
        summary:
          "What the station checks families in from without the network: households (the last 4 digits of their phones, never a phone), the rest of the day's events, who is in, its offline codes of the day",
        response: { 200: stationRosterSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const body = await stationRosterJson(db, requireStation(request), timeZone);
      // Made as JSON by the service; the route's types only know the object it spells.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  const batchResponses = { 201: batchAnswerSchema, ...refusals, 404: errorSchema, 409: errorSchema };
  const batchSummary =
    'Check in chosen members of one household, each to their event, in one transaction, under one security code (a retry with the same scanId answers the same)';

  r.post(
    '/station/check-ins',
    {
      config: { stations: 'only' },
      schema: {
        operationId: 'checkInBatchAsStation',
        tags,
        summary: `${batchSummary}: a station`,
        body: batchInputSchema,
        response: batchResponses,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await checkInBatch(db, feed, request.body, callerOf(request), actorOf(request), timeZone)),
  );

  r.post(
    '/check-in-batches',
    { schema: { operationId: 'checkInBatch', tags, summary: `${batchSummary}: staff`, body: batchInputSchema, response: batchResponses } },
    async (request, reply) =>
      reply.status(201).send(await checkInBatch(db, feed, request.body, { staff: requireAuth(request) }, actorOf(request), timeZone)),
  );

  r.get(
    '/check-in-batches/:batchId/labels.pdf',
    {
      config: { stations: 'any' },
      schema: {
        operationId: 'getBatchLabels',
        tags,
        summary:
          "A batch's labels as a PDF: a name label for each child, then the pickup tag (the station's label format when none is asked for)",
        params: batchParamsSchema,
        querystring: labelsQuerySchema,
        response: { 200: z.string().describe('application/pdf'), ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { station } = callerOf(request);
      const format = request.query.format ?? station?.labelFormat ?? 'dymo-30252';
      const pdf = await batchLabels(db, request.params.batchId, format);
      // Fastify sends bytes as they are; the route's types only know the schema's string.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="labels-${request.params.batchId}.pdf"`)
        .send(pdf);
    },
  );

  r.get(
    '/events/:code/pickups',
    {
      config: { stations: 'manned' },
      schema: {
        operationId: 'getPickupBatch',
        tags,
        summary: "The batch a pickup tag's code names at the event: its children, who may collect them and who may not",
        params: eventParamsSchema,
        querystring: pickupLookupQuerySchema,
        response: { 200: pickupBatchSchema, ...refusals, 404: errorSchema },
      },
    },
    (request) => findPickupBatch(db, request.params.code, request.query.securityCode),
  );

  r.post(
    '/events/:code/check-outs',
    {
      config: { stations: 'manned' },
      schema: {
        operationId: 'checkOutChildren',
        tags,
        summary:
          "Check children out with their pickup tag's code (staff or a manned station); a code not theirs is 409 and changes nothing",
        params: eventParamsSchema,
        body: checkOutSchema,
        response: { 200: checkOutAnswerSchema, ...refusals, 409: errorSchema },
      },
    },
    (request) => checkOutChildren(db, feed, request.params.code, request.body, callerOf(request), actorOf(request)),
  );
}
