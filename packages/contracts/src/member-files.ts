/*
 * The columns of a members file, for the export that writes one and the import that reads one,
 * without zod: the import screen loads none (decision 013).
 */

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

/** An import holds at most this many members (docs/api.md) in a file of at most this size. */
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
