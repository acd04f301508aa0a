import type { z } from 'zod';
import { calendarFeedInputSchema } from '@console/contracts';

/** The calendar feed form validates with the server's own schema, so rules and messages match. */
export const calendarFeedFormSchema = calendarFeedInputSchema;
export type CalendarFeedFormValues = z.input<typeof calendarFeedFormSchema>;
export type CalendarFeedFormOutput = z.output<typeof calendarFeedFormSchema>;

/** Every field the server may name in a refused save. */
export const CALENDAR_FEED_FORM_FIELDS = ['name', 'programIds'] as const;

/** A new feed: no name yet, every program. */
export function emptyCalendarFeedValues(): CalendarFeedFormValues {
  return { name: '', programIds: [] };
}
