import { z } from 'zod';
import { decimalNumber, requiredDate } from './fields.ts';
import { messages, type MessageToken } from './messages.ts';
import { idQueryValue, repeated } from './paging.ts';

const r = messages.reports;

/** The longest period an attendance report covers, in years (docs/product.md §9). */
export const MAX_REPORT_YEARS = 10;

/**
 * Whether the period `from`..`to` (YYYY-MM-DD, both days included) lasts more than
 * MAX_REPORT_YEARS: `to` falls on or after the same day MAX_REPORT_YEARS later. Dates are compared
 * as numbers (YYYYMMDD), so year 9999 and beyond compare as they should.
 */
export function periodTooLong(from: string, to: string): boolean {
  const day = (date: string) => Number(date.replaceAll('-', ''));
  return day(to) >= day(from) + MAX_REPORT_YEARS * 10_000;
}

/**
 * GET /reports/attendance: the events that start between `from` and `to` (UTC dates, both days
 * included), of the given programs and event categories (all when none is given).
 */
export const attendanceReportQuerySchema = z
  .object({
    from: requiredDate(r.fromRequired),
    to: requiredDate(r.toRequired),
    program: repeated(idQueryValue),
    category: repeated(idQueryValue),
  })
  .refine((query) => query.to >= query.from, { path: ['to'], message: r.toBeforeFrom })
  .refine((query) => !periodTooLong(query.from, query.to), { path: ['to'], message: r.periodTooLong({ max: MAX_REPORT_YEARS }) });
export type AttendanceReportQuery = z.output<typeof attendanceReportQuerySchema>;

export const reportEventSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  /** The UTC instant the event starts, ISO 8601. */
  start: z.string(),
  program: z.string(),
  registered: z.number().int(),
  checked: z.number().int(),
});
export type ReportEvent = z.infer<typeof reportEventSchema>;

/** Every month of the period (`YYYY-MM`, UTC), months without events included, so a chart has no gaps. */
export const reportMonthSchema = z.object({
  month: z.string(),
  events: z.number().int(),
  registered: z.number().int(),
  checked: z.number().int(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const attendanceReportSchema = z.object({ events: z.array(reportEventSchema), byMonth: z.array(reportMonthSchema) });
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

interface CountMessages {
  notWholeNumber: MessageToken;
  tooSmall: MessageToken;
  tooLarge: (values: { max: number }) => MessageToken;
}

const boundedCount = ({ notWholeNumber, tooSmall, tooLarge }: CountMessages, max: number) =>
  decimalNumber(notWholeNumber).pipe(z.number().min(1, tooSmall).max(max, tooLarge({ max })));

/** GET /reports/absentees: who came to `minEvents` or more in the 6 months before the last `weeks` weeks, and not since. */
export const absenteesQuerySchema = z.object({
  weeks: boundedCount({ notWholeNumber: r.weeksNotWholeNumber, tooSmall: r.weeksTooSmall, tooLarge: r.weeksTooLarge }, 52).default(4),
  minEvents: boundedCount(
    { notWholeNumber: r.minEventsNotWholeNumber, tooSmall: r.minEventsTooSmall, tooLarge: r.minEventsTooLarge },
    100,
  ).default(3),
});
export type AbsenteesQuery = z.output<typeof absenteesQuerySchema>;

export const absenteeSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  email: z.string().nullable(),
  phones: z.string().nullable(),
  /** The member's last check-in, ISO 8601. */
  lastCheckIn: z.string(),
  eventsBefore: z.number().int(),
});
export type Absentee = z.infer<typeof absenteeSchema>;
export const absenteesSchema = z.array(absenteeSchema);
