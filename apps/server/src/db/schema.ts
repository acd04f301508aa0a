import type { Generated } from 'kysely';
import type { HouseholdRole, MEMBER_FIELDS, MemberFieldValue } from '@console/contracts';

/**
 * Table types. Booleans are stored as 0/1 integers and instants as epoch milliseconds so that
 * one set of queries behaves the same on SQLite and PostgreSQL (see docs/decisions).
 */
export interface RolesTable {
  id: number;
  name: string;
}

export interface CivilStatusesTable {
  id: number;
  name: string;
}

type MemberFields = typeof MEMBER_FIELDS;

/** The columns of the member fields, from their registry in the contracts: flags as 0/1, the code the generated key. */
type MemberFieldColumns = {
  -readonly [
    Name in keyof MemberFields as MemberFields[Name] extends { column: infer Column extends string } ? Column : never
  ]: MemberFieldValue<MemberFields[Name], number, Generated<number>>;
};

/** A member: the columns of their fields, and what the server keeps beside them. */
export interface MembersTable extends MemberFieldColumns {
  email_normalized: string;
  password_hash: string | null;
  /** Lower case, accents stripped "first last": the fullname sort key. */
  fullname_sort: string;
  /** Lower case, accents stripped "first last email": what search matches. */
  search_text: string;
  created_at: number;
  updated_at: number;
}

/** How many members there are of each role and status, kept by triggers on members. */
export interface MemberCountsTable {
  role_id: number;
  is_enabled: number;
  n: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  member_code: number;
  created_at: number;
  last_used_at: number;
  expires_at: number;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** `email:<normalized email>` or `ip:<address>`. */
  key: string;
  failed_at: number;
}

export interface ProgramCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface ProgramsTable {
  id: Generated<number>;
  name: string;
  name_normalized: string;
  description: string | null;
  category_id: number;
}

export interface EventCategoriesTable {
  id: Generated<number>;
  name: string;
  name_normalized: string;
  description: string | null;
}

export interface CountriesTable {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2, e.g. CA. */
  code: string;
  name: string;
}

export interface ProvincesTable {
  id: Generated<number>;
  country_id: number;
  /** Province or state code, e.g. ON. */
  code: string;
  name: string;
}

export interface CitiesTable {
  id: Generated<number>;
  province_id: number;
  name: string;
}

export interface PostalCodesTable {
  id: Generated<number>;
  city_id: number;
  code: string;
}

export interface VenuesTable {
  id: Generated<number>;
  name: string;
  name_normalized: string;
  phones: string | null;
  website: string | null;
  address_line1: string;
  address_line2: string | null;
  postal_code_id: number;
}

export interface HouseholdsTable {
  id: Generated<number>;
  name: string;
  name_normalized: string;
  phone: string | null;
  /** The phone without its punctuation (lib/text.ts, phoneDigits), for the search by digits. */
  phone_digits: string | null;
  address: string | null;
  /** The address with case, accents, punctuation and spacing left out (possible duplicates). */
  address_key: string | null;
  notes: string | null;
  primary_contact_code: number | null;
  /** How many members it has (the sort by size). */
  size: number;
  created_at: number;
  updated_at: number;
}

export interface HouseholdMembersTable {
  household_id: number;
  member_code: number;
  role: HouseholdRole;
}

export interface EventsTable {
  code: Generated<number>;
  name: string;
  name_normalized: string;
  description: string | null;
  program_id: number;
  category_id: number;
  venue_id: number;
  starts_at: number;
  ends_at: number;
  registration_required: number;
  is_public: number;
  is_cancelled: number;
  created_at: number;
  updated_at: number;
}

export interface AttendanceTable {
  event_code: number;
  member_code: number;
  registered_at: number;
  checked_in_at: number | null;
  /** The staff member who made the first check-in. */
  checked_in_by: number | null;
}

/** The check-in log: one row per accepted change of an attendee's state. */
export interface CheckInsTable {
  id: Generated<number>;
  event_code: number;
  member_code: number;
  at: number;
  by_code: number | null;
  station: string | null;
  /** The station's id of the scan that made the change; a retry of the scan finds it. */
  scan_id: string | null;
  action: 'check-in' | 'undo' | 'register';
}

/** A member's history: one row per changed field (a password's value is never kept). */
export interface MemberChangesTable {
  id: Generated<number>;
  member_code: number;
  at: number;
  by_code: number | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export interface Database {
  roles: RolesTable;
  civil_statuses: CivilStatusesTable;
  members: MembersTable;
  member_counts: MemberCountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  program_categories: ProgramCategoriesTable;
  programs: ProgramsTable;
  event_categories: EventCategoriesTable;
  countries: CountriesTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  postal_codes: PostalCodesTable;
  venues: VenuesTable;
  households: HouseholdsTable;
  household_members: HouseholdMembersTable;
  events: EventsTable;
  attendance: AttendanceTable;
  check_ins: CheckInsTable;
  member_changes: MemberChangesTable;
}
