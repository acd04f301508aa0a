import { MEMBER_FIELDS, memberFieldsWith, memberShownField, type MemberFieldSpec, type MemberShownField } from './member-fields.ts';

/*
 * The columns of a members file, for the export that writes one and the import that reads one,
 * without zod: the import screen loads none (decision 013).
 */

/** The member field each column of a members file carries (a reference's name), in the file's order. */
const csvFields = memberFieldsWith('header');
export type MemberCsvField = MemberShownField<(typeof csvFields)[number]>;

/**
 * The columns of a members file, by the member field each one carries, with the header the
 * export writes (MEMBER_FIELDS' `header`). An import matches its headers to these fields ignoring
 * case and spaces, by the field's name or by this header, so an exported file imports as it is.
 */
export const MEMBER_CSV_HEADERS = Object.fromEntries(
  csvFields.map((field) => [memberShownField(field), MEMBER_FIELDS[field].header]),
) as Record<MemberCsvField, string>;

/** The members export's last column: the names of each member's households, joined by "; ". */
export const MEMBERS_EXPORT_HOUSEHOLDS_HEADER = 'Households';

/** An import holds at most this many members (docs/api.md) in a file of at most this size. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/**
 * What else a file may hold, so that reading one stops early (docs/api.md, "Import"): lines, empty
 * ones included (twice the rows: room for blank lines, none for a file of nothing but newlines),
 * columns (the export writes about 25), characters in one cell (the longest member field is far
 * shorter), and the row errors an answer lists (the rest are counted).
 */
export const IMPORT_MAX_LINES = 100_000;
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_MAX_CELL_CHARS = 10_000;
export const IMPORT_MAX_ERRORS = 1_000;

/** The member fields a file's columns can fill; `code` is the export's own and is never imported. */
export const MEMBER_IMPORT_FIELDS = (Object.keys(MEMBER_CSV_HEADERS) as MemberCsvField[]).filter(
  (field): field is Exclude<MemberCsvField, 'code'> => field !== 'code',
);
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** A header as it is compared: case, accents, spaces, underscores and hyphens do not count. */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * A column is matched by its field's name, its header, (a reference) the name of its id field, or
 * one of the field's other headers.
 */
const fieldByHeader = new Map<string, MemberCsvField>();
for (const field of csvFields) {
  const shown = memberShownField(field);
  const spec: MemberFieldSpec = MEMBER_FIELDS[field];
  for (const name of [field, shown, spec.header!, ...(spec.otherHeaders ?? [])]) fieldByHeader.set(headerKey(name), shown);
}

/** The member field a column's header names (by field name or export header), if any. */
export function matchMemberColumn(header: string): MemberCsvField | undefined {
  return fieldByHeader.get(headerKey(header));
}

/**
 * The import's columns that are not member fields (docs/api.md, "Import"): rows with the same
 * `household` form one new household of that name, and `householdRole` sets each one's role.
 */
export const IMPORT_HOUSEHOLD_COLUMNS = { household: 'Household', householdRole: 'Household role' } as const;
/** Other headers the import takes for them, as a member field's otherHeaders. */
const HOUSEHOLD_OTHER_HEADERS: Record<ImportHouseholdColumn, readonly string[]> = {
  household: ['Family', 'Familia', 'Hogar'],
  householdRole: ['Role in household', 'Family role', 'Rol en el hogar', 'Rol en la familia'],
};
export type ImportHouseholdColumn = keyof typeof IMPORT_HOUSEHOLD_COLUMNS;

const householdColumnByHeader = new Map(
  (Object.entries(IMPORT_HOUSEHOLD_COLUMNS) as [ImportHouseholdColumn, string][]).flatMap(([column, header]) =>
    [column, header, ...HOUSEHOLD_OTHER_HEADERS[column]].map((name) => [headerKey(name), column] as const),
  ),
);

/** What a column of an import can carry: a member field, or a household column. */
export const IMPORT_COLUMNS = [...MEMBER_IMPORT_FIELDS, ...(Object.keys(IMPORT_HOUSEHOLD_COLUMNS) as ImportHouseholdColumn[])];
export type ImportColumn = MemberImportField | ImportHouseholdColumn;

/** What an import's column carries: a member field, a household column, or nothing it reads. */
export function matchImportColumn(header: string): MemberCsvField | ImportHouseholdColumn | undefined {
  return matchMemberColumn(header) ?? householdColumnByHeader.get(headerKey(header));
}
