import { z } from 'zod';
import { codeParam, flag, idTooLarge, optionalText } from './fields.ts';
import { messages } from './messages.ts';
import { MEMBER_CARE_FIELDS, type MemberCareField } from './member-fields.ts';
import { booleanQuery, pagedQuery } from './paging.ts';
import { ATTENDEE_PAGE_SIZE, HOUSEHOLD_ROLES, MAX_STORED_ID, STATION_MAX_LENGTH } from './limits.ts';

/** A member named in an answer: who checked someone in, who changed a record. */
export const personSchema = z.object({ code: z.number().int(), fullname: z.string() });
export type Person = z.infer<typeof personSchema>;

export const attendeeSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  registered: z.boolean(),
  checkIn: z.boolean(),
  /** ISO-8601 UTC instant of the first check-in; null when not checked in. */
  checkedInAt: z.string().nullable(),
  checkedInBy: personSchema.nullable(),
  /** ISO-8601 UTC instant at which a child was collected (a check-out); null while present or not checked in. */
  checkedOutAt: z.string().nullable(),
  /** The staff member who checked them out; null at a station or when not checked out. */
  checkedOutBy: personSchema.nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** What a volunteer must know before handing out food: only the member's non-empty care fields. */
export const careSchema = z.object(
  Object.fromEntries(MEMBER_CARE_FIELDS.map((field) => [field, z.string().optional()])) as Record<
    MemberCareField,
    z.ZodOptional<z.ZodString>
  >,
);
export type Care = z.infer<typeof careSchema>;

/** Another member of a checked-in member's households, offered to the station to check in too. */
export const housemateSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  registered: z.boolean(),
  checkIn: z.boolean(),
});
export type Housemate = z.infer<typeof housemateSchema>;

/** The answer to a registration or check-in; a check-in (`checkIn: true`) adds the scan's facts. */
export const checkInAnswerSchema = attendeeSchema.extend({
  /** The member was checked in before this scan (a retry of one scan keeps the first answer). */
  alreadyCheckedIn: z.boolean().optional(),
  care: careSchema.nullable().optional(),
  /** The other enabled members of their households, by role then name (docs/api.md, "Households"). */
  household: z.array(housemateSchema).optional(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

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

/** What a station adds to a scan: its id, kept for every retry of the scan, and the station's name. */
const scanFields = {
  scanId: z.uuid({ error: messages.attendance.invalidScanId }).optional(),
  station: optionalText(STATION_MAX_LENGTH),
};

export const registerAttendeeSchema = z.strictObject({
  ...scanFields,
  code: z
    .number({ error: (issue) => (issue.input == null ? messages.common.codeRequired : messages.common.notNumber) })
    .int(messages.common.notNumber)
    .positive(messages.common.notNumber)
    .max(MAX_STORED_ID, idTooLarge),
  checkIn: flag().default(false),
});
export type RegisterAttendeeInput = z.output<typeof registerAttendeeSchema>;

export const checkInSchema = z.strictObject({
  checkIn: flag(),
  /**
   * A member who is not registered is registered first, as `POST /attendees` does, instead of
   * `404 Attendee not found`: a walk-in at an event open to all costs one call.
   */
  register: flag().default(false),
  ...scanFields,
});
export type CheckInInput = z.output<typeof checkInSchema>;
