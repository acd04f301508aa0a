import type { z } from 'zod';
import { attendeeListQuerySchema } from './attendance.ts';
import { eventListQuerySchema } from './events.ts';
import { householdListQuerySchema } from './households.ts';
import { memberListQuerySchema } from './members.ts';

/*
 * Exports (docs/api.md, "Exports"): the same filters, search and sort as their lists, without
 * the paging, since an export is every page.
 */
const noPaging = { page: true, size: true } as const;

export const memberExportQuerySchema = memberListQuerySchema.omit(noPaging);
export type MemberExportQuery = z.output<typeof memberExportQuerySchema>;

export const eventExportQuerySchema = eventListQuerySchema.omit(noPaging);
export type EventExportQuery = z.output<typeof eventExportQuerySchema>;

export const attendeeExportQuerySchema = attendeeListQuerySchema.omit(noPaging);
export type AttendeeExportQuery = z.output<typeof attendeeExportQuerySchema>;

export const householdExportQuerySchema = householdListQuerySchema.omit(noPaging);
export type HouseholdExportQuery = z.output<typeof householdExportQuerySchema>;
