import ical from 'ical-generator';
import {
  CALENDAR_FEED_AHEAD_DAYS,
  CALENDAR_FEED_EVENTS_MAX,
  CALENDAR_FEED_PAST_DAYS,
  messages,
  type CalendarFeed,
  type CalendarFeedCreated,
  type CalendarFeedWrite,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import { assertProgramsExist } from '../programs/programs.service.ts';
import * as repo from './calendar.repository.ts';

const m = messages.calendar;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A feed is marked read at most once a minute, so that a calendar app's polling does not each time write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toFeed(row: repo.FeedRow, programIds: number[]): CalendarFeed {
  return {
    id: row.id,
    name: row.name,
    programIds,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by === null ? null : { code: row.created_by, name: `${row.created_by_first_name} ${row.created_by_last_name}` },
    lastFetchedAt: instant(row.last_fetched_at),
  };
}

function programsByFeed(rows: { feed_id: number; program_id: number }[]) {
  const byFeed = new Map<number, number[]>();
  for (const { feed_id, program_id } of rows) byFeed.set(feed_id, [...(byFeed.get(feed_id) ?? []), program_id]);
  return byFeed;
}

export async function listFeeds(db: Db): Promise<CalendarFeed[]> {
  const [rows, programs] = await Promise.all([repo.findFeeds(db), repo.findFeedPrograms(db)]);
  const byFeed = programsByFeed(programs);
  return rows.map((row) => toFeed(row, byFeed.get(row.id) ?? []));
}

/** The address a calendar app subscribes to, on the host and protocol the Administrator reached. */
export function feedUrl(origin: { protocol: string; host: string }, secret: string) {
  return `${origin.protocol}://${origin.host}/api/calendar/${secret}.ics`;
}

/**
 * Makes a feed: its secret (256 random bits) goes into the address answered once; only its SHA-256
 * is kept, so the address cannot be shown again, only replaced by a new feed.
 */
export async function createFeed(
  db: Db,
  input: CalendarFeedWrite,
  actor: Actor,
  origin: { protocol: string; host: string },
  now = Date.now(),
): Promise<CalendarFeedCreated> {
  const secret = newToken();
  const feed = await inTransaction(db, async (trx) => {
    await assertProgramsExist(trx, input.programIds);
    const id = await repo.insertFeed(
      trx,
      { name: input.name, secret_hash: hashToken(secret), created_at: now, created_by: actor.kind === 'staff' ? actor.id : null },
      input.programIds,
    );
    const row = await repo.findFeed(trx, id);
    if (!row) throw notFound(m.notFound);
    await recordChange(trx, actor, { action: 'calendarFeed.created', target: { kind: 'calendarFeed', id } }, now);
    return toFeed(
      row,
      [...input.programIds].sort((a, b) => a - b),
    );
  });
  return { feed, url: feedUrl(origin, secret) };
}

/** Deletes a feed: its address answers 404 from then on. */
export async function deleteFeed(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await repo.deleteFeed(trx, id))) throw notFound(m.notFound);
    await recordChange(trx, actor, { action: 'calendarFeed.deleted', target: { kind: 'calendarFeed', id } });
  });
}

/** "Parish Hall, 1 Main Street, Suite 2, Toronto, ON M5V 1A1": what a calendar app shows and maps. */
function locationOf(row: repo.FeedEventRow): string {
  const region = `${row.province_code} ${row.postal_code}`;
  return [row.venue, row.address_line1, row.address_line2, row.city, region].filter((part) => part).join(', ');
}

/**
 * The feed behind a secret address as an RFC 5545 calendar: the public, not cancelled events that
 * start from CALENDAR_FEED_PAST_DAYS ago to CALENDAR_FEED_AHEAD_DAYS ahead, of its programs. Times
 * are written in UTC (no VTIMEZONE is needed for them); the organisation's zone is named for the
 * apps that show it (X-WR-TIMEZONE). An unknown secret is 404.
 */
export async function feedCalendar(db: Db, secret: string, timeZone: string, now = Date.now()): Promise<string> {
  const feed = await repo.findFeedBySecret(db, hashToken(secret));
  if (!feed) throw notFound(m.notFound);
  const programIds = (await repo.findFeedPrograms(db, [feed.id])).map((row) => row.program_id);
  const events = await repo.findFeedEvents(db, {
    from: now - CALENDAR_FEED_PAST_DAYS * DAY_MS,
    to: now + CALENDAR_FEED_AHEAD_DAYS * DAY_MS,
    programIds,
    limit: CALENDAR_FEED_EVENTS_MAX,
  });
  if (feed.last_fetched_at === null || now - feed.last_fetched_at >= TOUCH_INTERVAL_MS) await repo.touchFeed(db, feed.id, now);

  const calendar = ical({ name: feed.name, prodId: { company: 'Community Console', product: 'Calendar feed', language: 'EN' } });
  calendar.x('X-WR-TIMEZONE', timeZone);
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.code}@console`,
      start: new Date(event.starts_at),
      end: new Date(event.ends_at),
      stamp: new Date(event.updated_at),
      lastModified: new Date(event.updated_at),
      summary: event.name,
      description: event.description,
      location: locationOf(event),
    });
  }
  return calendar.toString();
}
