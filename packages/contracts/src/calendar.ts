import { z } from 'zod';
import { codeParam, programIdList, requiredText } from './fields.ts';
import { messages } from './messages.ts';

/*
 * Calendar feeds (docs/api.md, "Calendar feeds"): a secret address that calendar apps subscribe to,
 * answering the public, not cancelled events of a window around today as RFC 5545 iCalendar.
 */

/** A feed's name ("Parish events"), at most: it is the calendar's name in the subscriber's app. */
export const CALENDAR_FEED_NAME_MAX_LENGTH = 100;
/** The programs a feed can be limited to. */
export const CALENDAR_FEED_PROGRAMS_MAX = 50;
/** A feed holds the events that start from this many days ago… */
export const CALENDAR_FEED_PAST_DAYS = 30;
/** …to this many days ahead. */
export const CALENDAR_FEED_AHEAD_DAYS = 365;
/** At most this many events, the earliest first: a year of daily events fits, a runaway import does not. */
export const CALENDAR_FEED_EVENTS_MAX = 2000;

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The programs whose events it holds; every program when empty. */
  programIds: z.array(z.number().int()),
  /** ISO-8601 UTC instant. */
  createdAt: z.string(),
  /** The Administrator who made it. */
  createdBy: z.object({ code: z.number().int(), name: z.string() }).nullable(),
  /** ISO-8601 UTC instant of the last time a calendar app read it, to the minute; null before the first. */
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /calendar-feeds. */
export const calendarFeedInputSchema = z.strictObject({
  name: requiredText(messages.common.nameRequired, CALENDAR_FEED_NAME_MAX_LENGTH),
  programIds: programIdList(CALENDAR_FEED_PROGRAMS_MAX).default([]),
});
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;
export type CalendarFeedWrite = z.output<typeof calendarFeedInputSchema>;

/** POST /calendar-feeds: the feed and its secret address, shown only in this answer. */
export const calendarFeedCreatedSchema = z.object({ feed: calendarFeedSchema, url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarFeedListSchema = z.object({ feeds: z.array(calendarFeedSchema) });
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

export const calendarFeedParamsSchema = z.object({ id: codeParam });

/** GET /calendar/{secret}.ics: the secret as the address carries it (base64url). */
export const calendarSecretParamsSchema = z.object({ secret: z.string().max(200) });
