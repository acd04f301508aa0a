import { z } from 'zod';
import { messages } from './messages.ts';
import { EVENT_AGE_LIMITS, EVENT_STATUSES, EVENT_STATUS_LABELS, TEXT_LIMITS, EVENT_SORTS } from './limits.ts';
import { codeParam, dateBound, echoedId, flag, optionalText, requiredDate, requiredId, requiredText, requiredTime } from './fields.ts';
import { idQueryValue, pagedQuery, repeated } from './paging.ts';

const m = messages.events;

/** `/events/{code}`. */
export const eventParamsSchema = z.object({ code: codeParam });

const statusLabels = Object.values(EVENT_STATUS_LABELS) as [string, ...string[]];

export const eventSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  programId: z.number().int(),
  program: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  venueId: z.number().int(),
  venue: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  country: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  registrationRequired: z.boolean(),
  isPublic: z.boolean(),
  isCancelled: z.boolean(),
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  status: z.enum(statusLabels),
  uncancelledStatus: z.enum(statusLabels),
  registered: z.number().int(),
  checked: z.number().int(),
  /** The series the event was made by (GET /event-series/{id}), or null for an event of its own. */
  seriesId: z.number().int().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

/** UTC date and time on the wire become one instant: `YYYY-MM-DD` + `HH:mm` → epoch milliseconds. */
export function utcInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`);
}

/** An age limit: whole years within EVENT_AGE_LIMITS; left out or null, no limit. */
const ageLimit = z
  .number({ error: messages.common.notNumber })
  .int(messages.common.notWholeNumber)
  .min(EVENT_AGE_LIMITS.min, messages.common.tooSmall({ min: EVENT_AGE_LIMITS.min }))
  .max(EVENT_AGE_LIMITS.max, messages.common.tooLarge({ max: EVENT_AGE_LIMITS.max }))
  .nullish()
  .transform((value) => value ?? null);

/** An event's own fields, as the create and replace bodies (and a series' first event) carry them. */
export const eventFields = {
  programId: requiredId(m.programRequired, m.programUnknown),
  categoryId: requiredId(messages.common.categoryRequired, messages.common.categoryUnknown),
  name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
  description: optionalText(TEXT_LIMITS.freeText),
  venueId: requiredId(m.venueRequired, m.venueUnknown),
  startDate: requiredDate(m.startDateRequired),
  endDate: requiredDate(m.endDateRequired),
  startTime: requiredTime(m.startTimeRequired),
  endTime: requiredTime(m.endTimeRequired),
  registrationRequired: flag().default(false),
  isPublic: flag().default(false),
  ageMin: ageLimit,
  ageMax: ageLimit,
};

export interface EventRuleFields {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  ageMin: number | null;
  ageMax: number | null;
}

/** The rules between fields: the end not before the start, ages to not below ages from. */
export function eventRules(body: EventRuleFields, ctx: z.RefinementCtx) {
  if (utcInstant(body.endDate, body.endTime) < utcInstant(body.startDate, body.startTime))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
  if (body.ageMin !== null && body.ageMax !== null && body.ageMax < body.ageMin)
    ctx.addIssue({ code: 'custom', path: ['ageMax'], message: m.agesReversed });
}

export const createEventSchema = z.strictObject(eventFields).superRefine(eventRules);
export type CreateEventInput = z.output<typeof createEventSchema>;

export const updateEventSchema = z
  .strictObject({
    ...eventFields,
    // Sent by the edit form; it must be the code in the path.
    code: echoedId(m.codeMismatch),
    isCancelled: flag().optional(),
  })
  .superRefine(eventRules);
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/**
 * Whether a person of `age` (whole years on the event's start day) may come to an event: an event
 * without limits fits everyone; one with a limit fits only a known age within it, both ends
 * included.
 */
export function fitsAges(age: number | null, event: Pick<Event, 'ageMin' | 'ageMax'>): boolean {
  if (event.ageMin === null && event.ageMax === null) return true;
  if (age === null) return false;
  return (event.ageMin === null || age >= event.ageMin) && (event.ageMax === null || age <= event.ageMax);
}

export const patchEventSchema = z.strictObject({ isCancelled: flag() });

export const eventListQuerySchema = pagedQuery(EVENT_SORTS, 'start-date').extend({
  venue: repeated(idQueryValue),
  startbefore: dateBound,
  startafter: dateBound,
  endbefore: dateBound,
  endafter: dateBound,
  status: repeated(z.enum(EVENT_STATUSES, { error: messages.common.statusOneOf({ allowed: EVENT_STATUSES.join(', ') }) })),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

export const eventListSchema = z.object({ totalCount: z.number().int(), events: z.array(eventSchema) });
export type EventList = z.infer<typeof eventListSchema>;

/**
 * One event a member was registered for or checked in at (GET /members/{code}/events): the event
 * as the lists show it, and the member's own registration and check-in there.
 */
export const memberEventSchema = eventSchema
  .pick({ code: true, name: true, program: true, startDate: true, startTime: true, endDate: true, endTime: true, status: true })
  .extend({
    /** ISO-8601 UTC instants: the registration, the first check-in and the check-out (null when none). */
    registeredAt: z.string(),
    checkedInAt: z.string().nullable(),
    checkedOutAt: z.string().nullable(),
  });
export type MemberEvent = z.infer<typeof memberEventSchema>;

/** A member's events, the latest to start first, one page of them and the count of all. */
export const memberEventsSchema = z.object({ totalCount: z.number().int(), events: z.array(memberEventSchema) });
export type MemberEvents = z.infer<typeof memberEventsSchema>;
