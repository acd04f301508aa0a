import { z } from 'zod';
import { codeParam, flag } from './fields.ts';
import { pagedQuery } from './paging.ts';
import { ATTENDEE_PAGE_SIZE, MAX_STORED_ID } from './limits.ts';

export const attendeeSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  registered: z.boolean(),
  checkIn: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Must be true or false.' })
  .transform((value) => value === 'true')
  .optional();

/** Attendee lists are always ordered by fullname then code, so `sort` is not offered. */
export const attendeeListQuerySchema = pagedQuery(['fullname'], 'fullname')
  .omit({ sort: true, direction: true })
  .extend({
    size: pagedQuery(['fullname'], 'fullname').shape.size.default(ATTENDEE_PAGE_SIZE),
    registered: booleanQuery,
    count: booleanQuery,
  });
export type AttendeeListQuery = z.output<typeof attendeeListQuerySchema>;

export const attendeeListSchema = z.object({ totalCount: z.number().int(), attendees: z.array(attendeeSchema) });
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** `/events/{code}/attendees/{attendeeCode}`: the event's code and the member's. */
export const attendeeParamsSchema = z.object({
  code: codeParam,
  attendeeCode: codeParam,
});

export const registerAttendeeSchema = z.strictObject({
  code: z
    .number({ error: (issue) => (issue.input == null ? 'Code is required.' : 'Must be a number.') })
    .int('Must be a number.')
    .positive('Must be a number.')
    .max(MAX_STORED_ID, `Must be at most ${MAX_STORED_ID}.`),
  checkIn: flag().default(false),
});
export type RegisterAttendeeInput = z.output<typeof registerAttendeeSchema>;

export const checkInSchema = z.strictObject({ checkIn: flag() });
