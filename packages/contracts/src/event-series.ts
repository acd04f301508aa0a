import { z } from 'zod';
import { messages } from './messages.ts';
import { SERIES_EDIT_SCOPES, SERIES_FREQUENCIES, SERIES_LIMITS, SERIES_MONTHLY_BY, SERIES_WEEKDAYS } from './limits.ts';
import { codeParam, isCalendarDate } from './fields.ts';
import { eventFields, eventRules, eventSchema, type EventRuleFields } from './events.ts';

const m = messages.eventSeries;

/**
 * How a series repeats (docs/api.md, Event series). Dates are the organisation's calendar days
 * (TIME_ZONE), and every event starts at the first event's local time, so that 10:00 stays 10:00
 * across daylight saving. It ends on a date (`until`, that day included) or after `count` events,
 * the first event counted.
 */
export const repeatSchema = z.strictObject({
  frequency: z.enum(SERIES_FREQUENCIES, { error: messages.common.oneOf({ allowed: SERIES_FREQUENCIES.join(', ') }) }),
  /** Every `interval` weeks or months. */
  interval: z
    .number({ error: messages.common.notNumber })
    .int(messages.common.notWholeNumber)
    .min(1, messages.common.tooSmall({ min: 1 }))
    .max(SERIES_LIMITS.maxInterval, messages.common.tooLarge({ max: SERIES_LIMITS.maxInterval }))
    .default(1),
  /** Weekly: the days of the week; the first event's day must be among them. */
  weekdays: z
    .array(z.enum(SERIES_WEEKDAYS, { error: messages.common.oneOf({ allowed: SERIES_WEEKDAYS.join(', ') }) }))
    .max(SERIES_WEEKDAYS.length)
    .transform((days) => SERIES_WEEKDAYS.filter((day) => days.includes(day)))
    .optional(),
  /** Monthly: on the first event's day of the month, or on its weekday in the month. */
  monthlyBy: z.enum(SERIES_MONTHLY_BY, { error: messages.common.oneOf({ allowed: SERIES_MONTHLY_BY.join(', ') }) }).optional(),
  /** The last day an event may start on, `YYYY-MM-DD` in the organisation's time zone. */
  until: z.string({ error: messages.common.invalidDate }).trim().refine(isCalendarDate, messages.common.invalidDate).optional(),
  /** How many events, the first included. */
  count: z
    .number({ error: messages.common.notNumber })
    .int(messages.common.notWholeNumber)
    .min(1, messages.common.tooSmall({ min: 1 }))
    .max(SERIES_LIMITS.maxEvents, m.tooManyEvents({ max: SERIES_LIMITS.maxEvents }))
    .optional(),
});
export type Repeat = z.output<typeof repeatSchema>;
export type RepeatInput = z.input<typeof repeatSchema>;

/** The rules of a repeat that the schema alone can judge; the server adds the ones that need the time zone. */
function repeatRules(repeat: Repeat, ctx: z.RefinementCtx) {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: ['repeat', field], message });
  if (repeat.frequency === 'weekly' && !repeat.weekdays?.length) issue('weekdays', m.weekdaysRequired);
  if (repeat.frequency === 'monthly' && !repeat.monthlyBy) issue('monthlyBy', m.monthlyByRequired);
  if (repeat.until === undefined && repeat.count === undefined) issue('until', m.endRequired);
  if (repeat.until !== undefined && repeat.count !== undefined) issue('count', m.endTwice);
}

/** POST /event-series: the first event, as POST /events takes it, and how it repeats. */
export const createSeriesSchema = z.strictObject({ ...eventFields, repeat: repeatSchema }).superRefine((body, ctx) => {
  eventRules(body as EventRuleFields, ctx);
  repeatRules(body.repeat, ctx);
});
export type CreateSeriesInput = z.output<typeof createSeriesSchema>;

/** `/event-series/{id}`. */
export const seriesParamsSchema = z.object({ id: codeParam });

/** One event of a series as the series lists it. */
export const seriesEventSchema = eventSchema.pick({
  code: true,
  name: true,
  startDate: true,
  startTime: true,
  endDate: true,
  endTime: true,
  status: true,
  isCancelled: true,
});

/** A series: how it repeats, the same rule in RFC 5545 words, and its events, the earliest first. */
export const eventSeriesSchema = z.object({
  id: z.number().int(),
  repeat: z.object({
    frequency: z.enum(SERIES_FREQUENCIES),
    interval: z.number().int(),
    weekdays: z.array(z.enum(SERIES_WEEKDAYS)).nullable(),
    monthlyBy: z.enum(SERIES_MONTHLY_BY).nullable(),
    until: z.string().nullable(),
    count: z.number().int().nullable(),
  }),
  /** The RRULE value, such as `FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20270627`. */
  rule: z.string(),
  /** The time zone the series keeps its local time in (the organisation's). */
  timeZone: z.string(),
  events: z.array(seriesEventSchema),
});
export type EventSeries = z.infer<typeof eventSeriesSchema>;

/** `?scope=` of PUT and PATCH /events/{code}: that event alone (the default), or it and every later event of its series. */
export const seriesEditQuerySchema = z.object({
  scope: z.enum(SERIES_EDIT_SCOPES, { error: messages.common.oneOf({ allowed: SERIES_EDIT_SCOPES.join(', ') }) }).default('this'),
});
export type SeriesEditQuery = z.output<typeof seriesEditQuerySchema>;
