import type { z } from 'zod';
import { attendeeListQuerySchema } from './attendance.ts';
import { eventListQuerySchema } from './events.ts';
import { memberListQuerySchema } from './members.ts';

/*
 * Exports (API.md, "Data in and out"): the same filters, search and sort as their lists, without
 * the paging, since an export is every page.
 */
const noPaging = { page: true, size: true } as const;

export const memberExportQuerySchema = memberListQuerySchema.omit(noPaging);
export type MemberExportQuery = z.output<typeof memberExportQuerySchema>;

export const eventExportQuerySchema = eventListQuerySchema.omit(noPaging);
export type EventExportQuery = z.output<typeof eventExportQuerySchema>;

export const attendeeExportQuerySchema = attendeeListQuerySchema.omit(noPaging);
export type AttendeeExportQuery = z.output<typeof attendeeExportQuerySchema>;

/**
 * The columns of a members file, by the member field each one carries, with the header the
 * export writes. An import matches its headers to these fields ignoring case and spaces, by the
 * field's name or by this header, so an exported file imports as it is.
 */
export const MEMBER_CSV_HEADERS = {
  code: 'Code',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phones: 'Phones',
  gender: 'Gender',
  birthDate: 'Birth date',
  civilStatus: 'Civil status',
  role: 'Role',
  education: 'Education',
  occupation: 'Occupation',
  workSchedule: 'Work schedule',
  hobbies: 'Hobbies',
  medicalConditions: 'Medical conditions',
  dietRestrictions: 'Diet restrictions',
  foodAllergies: 'Food allergies',
  isActiveLaic: 'Active laic',
  status: 'Status',
} as const;
export type MemberCsvField = keyof typeof MEMBER_CSV_HEADERS;
