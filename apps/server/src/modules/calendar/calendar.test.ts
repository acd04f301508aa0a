import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { ROLE_IDS } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { createEvent, createEventCategory, createLocation, createProgram, createProgramCategory } from '../../test/factories.ts';

/*
 * Calendar feeds (docs/api.md, "Calendar feeds"): made by an Administrator, read by calendar apps
 * at a secret address without signing in, parsed here with an independent iCalendar parser
 * (ical.js), on both databases.
 */

const DAY = 24 * 60 * 60 * 1000;
/** iCalendar times are to the second: the events start and end on whole seconds. */
const second = (ms: number) => Math.floor(ms / 1000) * 1000;

let ctx: TestContext;
let programs: { sunday: number; youth: number };
let venueId: number;
/** The events, by what each stands for, with the instants they were made with. */
const events: Record<string, { code: number; startsAt: number; endsAt: number }> = {};
/** The instant every event was last changed, written straight to the table. */
const UPDATED_AT = Date.UTC(2026, 10, 20, 8, 30, 15);

async function event(key: string, startsIn: number, options: { programId?: number; isPublic?: boolean; isCancelled?: boolean } = {}) {
  const startsAt = second(Date.now() + startsIn);
  const endsAt = startsAt + 90 * 60 * 1000;
  const code = await createEvent(ctx.db, {
    name: `Feed ${key}`,
    description: `About ${key}`,
    programId: options.programId ?? programs.sunday,
    venueId,
    categoryId: await createEventCategory(ctx.db),
    startsAt,
    endsAt,
    isPublic: options.isPublic ?? true,
    isCancelled: options.isCancelled ?? false,
  });
  events[key] = { code, startsAt, endsAt };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const programCategory = await createProgramCategory(ctx.db);
  programs = {
    sunday: await createProgram(ctx.db, { categoryId: programCategory }),
    youth: await createProgram(ctx.db, { categoryId: programCategory }),
  };
  const { postalCodeId } = await createLocation(ctx.db, { city: 'Riverton', provinceCode: 'ON', postalCode: 'K1A 0B1' });
  const venue = await ctx.db
    .insertInto('venues')
    .values({
      name: 'Parish Hall',
      name_normalized: 'parish hall',
      phones: null,
      website: null,
      address_line1: '12 Church Road',
      address_line2: 'Back entrance',
      postal_code_id: postalCodeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  venueId = venue.id;

  await event('past29', -29 * DAY);
  await event('past31', -31 * DAY);
  await event('ahead364', 364 * DAY);
  await event('ahead366', 366 * DAY);
  await event('private', 2 * DAY, { isPublic: false });
  await event('cancelled', 3 * DAY, { isCancelled: true });
  await event('youth', 5 * DAY, { programId: programs.youth });
  await ctx.db.updateTable('events').set({ updated_at: UPDATED_AT }).execute();
});
afterAll(() => ctx.close());

interface Created {
  feed: { id: number; name: string; programIds: number[]; createdAt: string; createdBy: { code: number; name: string } | null };
  url: string;
}

async function createFeed(body: unknown, token = ctx.adminToken) {
  return ctx.request<Created>({ method: 'POST', url: '/api/calendar-feeds', token, body, headers: { host: 'console.example.org' } });
}

/** The feed's address as the app's own path. */
const pathOf = (url: string) => new URL(url).pathname;

async function fetchCalendar(url: string) {
  const response = await ctx.request<string>({ method: 'GET', url: pathOf(url) });
  expect(response.status, String(response.body)).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    timeZone: calendar.getFirstPropertyValue('x-wr-timezone'),
    version: calendar.getFirstPropertyValue('version'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const parsed = new ICAL.Event(component);
      return {
        uid: parsed.uid,
        summary: parsed.summary,
        description: parsed.description,
        location: parsed.location,
        start: parsed.startDate.toJSDate().getTime(),
        end: parsed.endDate.toJSDate().getTime(),
        lastModified: (component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime(),
      };
    }),
  };
}

const uidOf = (key: string) => `event-${events[key]!.code}@console`;

describe('a calendar feed', () => {
  it('is made by an Administrator, who reads its secret address once; only its hash is kept', async () => {
    const admin = await ctx.signInAs(ROLE_IDS.administrator, { firstName: 'Grace', lastName: 'Hopper' });
    const before = Date.now();
    const created = await createFeed({ name: '  Parish events  ' }, admin.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.feed).toEqual({
      id: expect.any(Number),
      name: 'Parish events',
      programIds: [],
      createdAt: expect.any(String),
      createdBy: { code: admin.code, name: 'Grace Hopper' },
      lastFetchedAt: null,
    });
    expect(Date.parse(created.body.feed.createdAt)).toBeGreaterThanOrEqual(before - 1);
    // 256 random bits, base64url: 43 characters.
    const match = /^http:\/\/console\.example\.org\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(created.body.url);
    expect(match, created.body.url).not.toBeNull();
    const secret = match![1]!;
    const stored = await ctx.db
      .selectFrom('calendar_feeds')
      .select('secret_hash')
      .where('id', '=', created.body.feed.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));

    const list = await ctx.request({ method: 'GET', url: '/api/calendar-feeds', token: ctx.adminToken });
    expect(list.status).toBe(200);
    expect(list.body.feeds).toContainEqual(created.body.feed);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('answers the public, not cancelled events starting from 30 days ago to a year ahead, without signing in', async () => {
    const { body } = await createFeed({ name: 'Everything public' });
    const calendar = await fetchCalendar(body.url);
    expect(calendar.name).toBe('Everything public');
    expect(calendar.timeZone).toBe('UTC');
    expect(calendar.version).toBe('2.0');
    expect(calendar.events.map((event) => event.uid)).toEqual([uidOf('past29'), uidOf('youth'), uidOf('ahead364')]);
    const youth = events.youth!;
    expect(calendar.events[1]).toEqual({
      uid: uidOf('youth'),
      summary: 'Feed youth',
      description: 'About youth',
      location: 'Parish Hall, 12 Church Road, Back entrance, Riverton, ON K1A 0B1',
      start: youth.startsAt,
      end: youth.endsAt,
      lastModified: UPDATED_AT,
    });
  });

  it("holds only its programs' events when it is limited to some", async () => {
    const sunday = await createFeed({ name: 'Sundays', programIds: [programs.sunday] });
    expect(sunday.body.feed.programIds).toEqual([programs.sunday]);
    expect((await fetchCalendar(sunday.body.url)).events.map((event) => event.uid)).toEqual([uidOf('past29'), uidOf('ahead364')]);
    const youth = await createFeed({ name: 'Youth', programIds: [programs.youth] });
    expect((await fetchCalendar(youth.body.url)).events.map((event) => event.uid)).toEqual([uidOf('youth')]);
    const both = await createFeed({ name: 'Both', programIds: [programs.youth, programs.sunday] });
    expect(both.body.feed.programIds).toEqual([programs.sunday, programs.youth].sort((a, b) => a - b));
    expect((await fetchCalendar(both.body.url)).events).toHaveLength(3);
  });

  it('records when a calendar app last read it', async () => {
    const { body } = await createFeed({ name: 'Read' });
    const before = Date.now();
    await fetchCalendar(body.url);
    const list = await ctx.request({ method: 'GET', url: '/api/calendar-feeds', token: ctx.adminToken });
    const feed = list.body.feeds.find((candidate: { id: number }) => candidate.id === body.feed.id);
    expect(Date.parse(feed.lastFetchedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(feed.lastFetchedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404 once deleted, and to a secret no feed has', async () => {
    const { body } = await createFeed({ name: 'Short-lived' });
    await fetchCalendar(body.url);
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/calendar-feeds/${body.feed.id}`, token: ctx.adminToken });
    expect(deleted.status).toBe(204);
    const gone = await ctx.request({ method: 'GET', url: pathOf(body.url) });
    expect(gone).toMatchObject({ status: 404, body: { message: 'Calendar feed not found', code: 'calendar.notFound' } });
    const again = await ctx.request({ method: 'DELETE', url: `/api/calendar-feeds/${body.feed.id}`, token: ctx.adminToken });
    expect(again).toMatchObject({ status: 404, body: { message: 'Calendar feed not found' } });
    const list = await ctx.request({ method: 'GET', url: '/api/calendar-feeds', token: ctx.adminToken });
    expect(list.body.feeds.map((feed: { id: number }) => feed.id)).not.toContain(body.feed.id);

    const unknown = await ctx.request({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Calendar feed not found', code: 'calendar.notFound' } });
  });

  it('refuses an empty name, an unknown program and a program twice (400), making nothing', async () => {
    const count = async () => (await ctx.db.selectFrom('calendar_feeds').select('id').execute()).length;
    const before = await count();
    const empty = await createFeed({ name: '   ' });
    expect(empty.status).toBe(400);
    expect(errorTexts(empty.body as never)).toEqual({ message: 'Invalid input.', errors: { name: ['Name is required.'] } });
    const unknown = await createFeed({ name: 'Lost', programIds: [programs.sunday, 999_999] });
    expect(unknown.status).toBe(400);
    expect(errorTexts(unknown.body as never)).toEqual({
      message: 'Program 999999 does not exist.',
      errors: { programIds: ['Program 999999 does not exist.'] },
    });
    const twice = await createFeed({ name: 'Twice', programIds: [programs.sunday, programs.sunday] });
    expect(twice).toMatchObject({ status: 400, body: { errors: { programIds: ['A program is listed twice.'] } } });
    expect(await count()).toBe(before);
  });

  it('is for Administrators only: a Coordinator is refused (403) and nothing is made or deleted', async () => {
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    const { body } = await createFeed({ name: 'Kept' });
    expect((await createFeed({ name: 'Not mine' }, coordinator.token)).status).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/calendar-feeds', token: coordinator.token })).status).toBe(403);
    const refused = await ctx.request({ method: 'DELETE', url: `/api/calendar-feeds/${body.feed.id}`, token: coordinator.token });
    expect(refused).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this.' } });
    await fetchCalendar(body.url);
  });
});
