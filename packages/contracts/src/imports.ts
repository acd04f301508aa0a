import { z } from 'zod';
import { messageFieldsSchema } from './errors.ts';
import { booleanQuery } from './paging.ts';

/**
 * `dryRun`: check only. `skipInvalid`: create the rows without errors and leave out the rest (by
 * default a file with any row error creates nothing).
 */
export const memberImportQuerySchema = z.object({ dryRun: booleanQuery.default(false), skipInvalid: booleanQuery.default(false) });
export type MemberImportQuery = z.output<typeof memberImportQuerySchema>;

/** Why a row of a file is taken for a member who exists already. */
export const IMPORT_DUPLICATE_REASONS = ['email', 'nameAndBirthDate'] as const;

/**
 * The answer to an import. `row` is the row as a spreadsheet numbers it (the header is row 1); a
 * row error's `message` comes with its `code` (and `values`) as every error does. `valid` counts
 * the rows without errors; `created` the members written (0 in a dry run). `errors` lists the
 * first IMPORT_MAX_ERRORS errors, in row order; `moreErrors`, only when there are more, counts
 * those left out; `rejectedRows` names every row with an error, listed or not. Each row error and
 * duplicate carries the row's name (its first and last name as written; null when it has neither).
 */
export const memberImportResultSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  created: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), name: z.string().nullable(), field: z.string(), ...messageFieldsSchema })),
  moreErrors: z.number().int().positive().optional(),
  rejectedRows: z.array(z.number().int()),
  duplicates: z.array(
    z.object({
      row: z.number().int(),
      name: z.string().nullable(),
      memberCode: z.number().int(),
      reason: z.enum(IMPORT_DUPLICATE_REASONS),
    }),
  ),
  /** The households the file makes (made, unless a dry run), with the rows of their members. */
  households: z.array(z.object({ name: z.string(), rows: z.array(z.number().int()) })),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;
