/**
 * A typed client of the console's API (docs/integrations.md). `npm run openapi:types` writes
 * api.d.ts from the OpenAPI document the console serves; openapi-fetch's `createClient<paths>`
 * then types every path, parameter, body and answer from it, so that a call the API does not
 * have is a type error. Run against a console, with a session token (`data.token` of
 * POST /api/login):
 *
 *   CONSOLE_URL=http://localhost:3000 CONSOLE_TOKEN=<token> npx tsx examples/client/client.ts <eventCode> <name>
 *
 * It lists the enabled members the name finds and checks the first one in at the event.
 */
import { fileURLToPath } from 'node:url';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './api.d.ts';

export type ConsoleClient = Client<paths>;

/** A client that sends `token` as a Bearer header with every call. */
export function consoleClient(baseUrl: string, token: string): ConsoleClient {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
}

/** An error answer of the API (`{message, code, errors?}`) as an Error naming the call. */
function apiError(call: string, status: number, error: { message: string; code: string }) {
  return new Error(`${call} answered ${status}: ${error.message} (${error.code})`);
}

/** The first page (20) of enabled members whose name, email or code matches `search`. */
export async function findMembers(client: ConsoleClient, search: string) {
  const { data, error, response } = await client.GET('/api/members', {
    params: { query: { search, status: ['enabled'], size: '20' } },
  });
  if (error) throw apiError('GET /api/members', response.status, error);
  return { totalCount: data.totalCount, members: data.members };
}

/** Checks a member in at an event, registering them first if they are not (the answer is then 201). */
export async function checkInAttendee(client: ConsoleClient, eventCode: number, memberCode: number) {
  const { data, error, response } = await client.PUT('/api/events/{code}/attendees/{attendeeCode}', {
    params: { path: { code: String(eventCode), attendeeCode: String(memberCode) } },
    body: { checkIn: true, register: true },
  });
  if (error) throw apiError('PUT /api/events/{code}/attendees/{attendeeCode}', response.status, error);
  return { attendee: data, registeredNow: response.status === 201 };
}

async function main([eventCode, search = '']: string[]) {
  const baseUrl = process.env.CONSOLE_URL ?? 'http://localhost:3000';
  const token = process.env.CONSOLE_TOKEN;
  if (!token || !eventCode || !/^\d+$/.test(eventCode)) {
    console.error('Usage: CONSOLE_URL=<url> CONSOLE_TOKEN=<token> npx tsx examples/client/client.ts <eventCode> <name>');
    return 2;
  }
  const client = consoleClient(baseUrl, token);
  const { totalCount, members } = await findMembers(client, search);
  console.log(`${totalCount} enabled members found by "${search}":`);
  for (const member of members) console.log(`  ${member.code}  ${member.fullname}  ${member.email ?? ''}`);
  const first = members[0];
  if (!first) return 1;
  const { attendee, registeredNow } = await checkInAttendee(client, Number(eventCode), first.code);
  console.log(
    `${attendee.fullname} ${attendee.alreadyCheckedIn ? 'was already checked in' : 'is checked in'} at event ${eventCode}` +
      (registeredNow ? ' (registered now)' : '') +
      ` at ${attendee.checkedInAt}.`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
