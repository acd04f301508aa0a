import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendeeExportQuerySchema,
  attendeeListQuerySchema,
  attendeeListSchema,
  attendeeParamsSchema,
  checkInAnswerSchema,
  checkInLogSchema,
  checkInSchema,
  doorSearchQuerySchema,
  doorSearchSchema,
  errorSchema,
  eventParamsSchema,
  familyCheckInAnswerSchema,
  familyCheckInSchema,
  LIVE_STREAMS_PER_SESSION,
  messages,
  logQuerySchema,
  memberEventsSchema,
  memberParamsSchema,
  registerAttendeeSchema,
  rosterSchema,
} from '@console/contracts';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { csvDownloadSchema, sendCsv } from '../../lib/csv.ts';
import { HttpError } from '../../lib/errors.ts';
import { OpenStreams, openEventStream } from '../../lib/event-stream.ts';
import { sharedReads } from '../../lib/shared-reads.ts';
import { actorOf, callerOf, requireAuth } from '../../plugins/auth.ts';
import { StationSearchLimit } from '../stations/search-limit.ts';
import { assertServes } from '../stations/stations.service.ts';
import { watchSession } from '../auth/auth.service.ts';
import {
  checkInMembers,
  countAttendance,
  type Attended,
  exportAttendees,
  getRoster,
  getRosterTag,
  listAttendees,
  listCheckIns,
  memberEvents,
  recordRosterCareRead,
  register,
  setCheckIn,
  unregister,
  watchCounts,
} from './attendance.service.ts';
import { searchDoor } from './door.service.ts';

/**
 * The roster serialised once: the largest answer (a megabyte for 5,000 attendees, made by the
 * database), which checking against the response schema copied and serialising again doubled.
 * The body is encoded once, so that the stations sharing a read (sharedReads) are sent the same
 * bytes rather than a copy each.
 */
async function serialisedRoster(db: Db, eventCode: number) {
  const { event, generatedAt, attendeesJson, householdsJson, showsCare } = await getRoster(db, eventCode);
  const body = Buffer.from(
    `{"event":${JSON.stringify(event)},"generatedAt":${JSON.stringify(generatedAt)},"attendees":${attendeesJson},"households":${householdsJson}}`,
  );
  return { body, showsCare };
}

/** A registration or check-in's answers: `201` when the call registered the member. */
const attendedResponses = {
  200: checkInAnswerSchema,
  201: checkInAnswerSchema,
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

function sendAttended(reply: FastifyReply, { created, attendee }: Attended) {
  return reply.status(created ? 201 : 200).send(attendee);
}

export async function attendanceRoutes(app: FastifyInstance, { db, feed }: { db: Db; feed: ChangeFeed }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Stations asking for one roster at once share its reads and its tag's (sharedReads), each as fresh as its call.
  const roster = sharedReads((eventCode: number) => serialisedRoster(db, eventCode));
  const rosterTag = sharedReads((eventCode: number) => getRosterTag(db, eventCode));
  const stationSearches = new StationSearchLimit();
  const tags = ['attendance'];
  const door = ['at the door'];

  r.get(
    '/events/:code/attendees',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listAttendees',
        tags,
        summary: "An event's registered attendees, or every enabled member with their registration",
        params: eventParamsSchema,
        querystring: attendeeListQuerySchema,
        response: { 200: attendeeListSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => listAttendees(db, request.params.code, request.query),
  );

  r.get(
    '/events/:code/attendees/export',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'exportAttendees',
        tags,
        summary: 'Every attendee the list shows with this search and filter, as a CSV download',
        params: eventParamsSchema,
        querystring: attendeeExportQuerySchema,
        response: { 200: csvDownloadSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      return sendCsv(reply, `event-${code}-attendees`, await exportAttendees(db, code, request.query));
    },
  );

  r.post(
    '/events/:code/attendees',
    {
      config: { scope: 'attendance:write' },
      schema: {
        operationId: 'registerAttendee',
        tags,
        summary: 'Register a member (201), or update the check-in of one already registered (200)',
        params: eventParamsSchema,
        body: registerAttendeeSchema,
        response: attendedResponses,
      },
    },
    async (request, reply) =>
      sendAttended(reply, await register(db, feed, request.params.code, request.body, request.auth, actorOf(request))),
  );

  r.put(
    '/events/:code/attendees/:attendeeCode',
    {
      config: { scope: 'attendance:write' },
      schema: {
        operationId: 'checkInAttendee',
        tags,
        summary: 'Check a registered attendee in or out; with `register`, register one who is not first (201)',
        params: attendeeParamsSchema,
        body: checkInSchema,
        response: attendedResponses,
      },
    },
    async (request, reply) => {
      const { code, attendeeCode } = request.params;
      return sendAttended(reply, await setCheckIn(db, feed, code, attendeeCode, request.body, request.auth, actorOf(request)));
    },
  );

  r.delete(
    '/events/:code/attendees/:attendeeCode',
    {
      config: { scope: 'attendance:write' },
      schema: {
        operationId: 'unregisterAttendee',
        tags,
        summary: 'Unregister an attendee (the check-in goes too)',
        params: attendeeParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await unregister(db, feed, request.params.code, request.params.attendeeCode, request.auth, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/events/:code/check-ins',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listCheckIns',
        tags: door,
        summary: "The event's check-in log, newest first",
        params: eventParamsSchema,
        querystring: logQuerySchema,
        response: { 200: checkInLogSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => listCheckIns(db, request.params.code, request.query),
  );

  r.get(
    '/members/:code/events',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listMemberEvents',
        tags,
        summary: 'The events a member was registered for or checked in at, the latest to start first',
        params: memberParamsSchema,
        querystring: logQuerySchema,
        response: { 200: memberEventsSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => memberEvents(db, request.params.code, request.query),
  );

  r.get(
    '/events/:code/door-search',
    {
      schema: {
        operationId: 'searchDoor',
        tags: door,
        summary: "Families found by a phone number (4 digits or more, written any way) or a name, with each person's state at the event",
        params: eventParamsSchema,
        querystring: doorSearchQuerySchema,
        response: { 200: doorSearchSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      config: { stations: 'any' },
    },
    async (request) => {
      const { station } = callerOf(request);
      if (station) {
        stationSearches.take(station.id);
        await assertServes(db, station, [request.params.code]);
      }
      return searchDoor(db, request.params.code, request.query.q);
    },
  );

  r.post(
    '/events/:code/check-ins',
    {
      config: { scope: 'attendance:write' },
      schema: {
        operationId: 'checkInFamily',
        tags: door,
        summary: 'Check in several members at once (a family), in one transaction; a retry with the same scanId answers the same',
        params: eventParamsSchema,
        body: familyCheckInSchema,
        response: { 200: familyCheckInAnswerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => checkInMembers(db, feed, request.params.code, request.body, request.auth, actorOf(request)),
  );

  r.get(
    '/events/:code/roster',
    {
      schema: {
        operationId: 'getEventRoster',
        tags: door,
        summary: 'What a station needs to go on checking people in offline (304 with a matching If-None-Match)',
        params: eventParamsSchema,
        response: { 200: rosterSchema, 304: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const etag = await rosterTag(request.params.code);
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const { body, showsCare } = await roster(request.params.code);
      await recordRosterCareRead(db, actorOf(request), request.params.code, showsCare);
      // Fastify sends bytes as they are; the route's types only know the object they spell.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  // Streams still open when the server closes are ended, or the close would wait for them.
  const streams = new OpenStreams();
  app.addHook('preClose', async () => streams.endAll());

  r.get(
    '/events/:code/live',
    {
      schema: {
        operationId: 'watchEventCounts',
        tags: door,
        summary:
          'A text/event-stream of `counts` events: {registered, checked}, now and within a second of every change, until the session ends',
        params: eventParamsSchema,
        response: { 200: z.string().describe('text/event-stream'), 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const auth = requireAuth(request);
      // An unknown event is answered like any other call, before the stream opens.
      await countAttendance(db, code);
      // A browser holds a few streams at most (about 6 connections to a server over HTTP/1.1);
      // more from one session is a runaway client, refused before it opens (decision 019).
      // Counted and added with nothing awaited between, so requests at once cannot pass together.
      if (streams.count(auth.sessionId) >= LIVE_STREAMS_PER_SESSION) {
        throw new HttpError(429, messages.attendance.tooManyLiveStreams({ max: LIVE_STREAMS_PER_SESSION }));
      }
      const stream = openEventStream(reply);
      // The station may already have gone; either way the stream gives back what it holds when it
      // ends (onEnd runs at once for a stream that ended while it was subscribing).
      if (stream.ended) return;
      streams.add(auth.sessionId, stream);
      const failed = (error: unknown) => {
        request.log.error({ err: error }, 'live counts failed');
        stream.end();
      };
      try {
        // The stream ends with its session (signed out, password, role, disabled, expired:
        // docs/product.md §3.2), announced from any server process or found at a keep-alive.
        const session = await watchSession(db, feed, auth, () => stream.end(), failed);
        stream.onEnd(session.stop);
        stream.onKeepAlive(session.recheck);
        stream.onEnd(await watchCounts(db, feed, code, (counts) => stream.send('counts', counts), failed));
      } catch (error) {
        failed(error);
      }
    },
  );
}
