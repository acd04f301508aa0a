import { z } from 'zod';
import { MEMBER_CSV_HEADERS, type MemberCsvField } from './exports.ts';
import { booleanQuery } from './paging.ts';

/** An import holds at most this many members (API.md) in a file of at most this size. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;

/** The member fields a file's columns can fill; `code` is the export's own and is never imported. */
export const MEMBER_IMPORT_FIELDS = (Object.keys(MEMBER_CSV_HEADERS) as MemberCsvField[]).filter(
  (field): field is Exclude<MemberCsvField, 'code'> => field !== 'code',
);
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** A header as it is compared: case, spaces, underscores and hyphens do not count. */
const headerKey = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

const fieldByHeader = new Map<string, MemberCsvField>();
for (const [field, header] of Object.entries(MEMBER_CSV_HEADERS) as [MemberCsvField, string][]) {
  fieldByHeader.set(headerKey(field), field);
  fieldByHeader.set(headerKey(header), field);
}
// The API's names for the references are columns of the same fields.
fieldByHeader.set(headerKey('roleId'), 'role');
fieldByHeader.set(headerKey('civilStatusId'), 'civilStatus');

/** The member field a column's header names (by field name or export header), if any. */
export function matchMemberColumn(header: string): MemberCsvField | undefined {
  return fieldByHeader.get(headerKey(header));
}

export const memberImportQuerySchema = z.object({ dryRun: booleanQuery.default(false) });

/** Why a row of a file is taken for a member who exists already. */
export const IMPORT_DUPLICATE_REASONS = ['email', 'nameAndBirthDate'] as const;

/**
 * The answer to an import. `row` is the row as a spreadsheet numbers it (the header is row 1).
 * `valid` counts the rows without errors; `created` the members written (0 in a dry run).
 */
export const memberImportResultSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  created: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  duplicates: z.array(z.object({ row: z.number().int(), memberCode: z.number().int(), reason: z.enum(IMPORT_DUPLICATE_REASONS) })),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;
