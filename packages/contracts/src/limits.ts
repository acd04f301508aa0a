/** Business constants shared by both sides (docs/product.md, docs/api.md). */
/** A list's page sizes: the spec's 5, 10 and 20, and 50 and 100 for a long list read or printed at once (decision 049). */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const ATTENDEE_PAGE_SIZE = 10;
/** The most member cards one PDF prints (GET /api/members/cards.pdf): 63 A4 pages of 8 (decision 049). */
export const MEMBER_CARDS_MAX = 500;
/** The paper a sheet of member cards is laid out on. */
export const CARD_PAPERS = ['a4', 'letter'] as const;
export type CardPaper = (typeof CARD_PAPERS)[number];
/** A list's search text, at most (docs/api.md, "Paginated lists"). */
export const SEARCH_MAX_LENGTH = 200;
/** The door's search is a phone number or a name, typed at the door. */
export const DOOR_SEARCH_MAX_LENGTH = 100;

export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phones: 100,
  website: 200,
  freeText: 2000,
} as const;

/** A household's roles, in the order its members are listed (docs/api.md, "Households"). */
export const HOUSEHOLD_ROLES = ['adult', 'other', 'child'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
/** The most members one household may have: more is a mistake, not a family. */
export const HOUSEHOLD_MEMBERS_MAX = 50;
/** The most pickups a member may have (docs/api.md, "Members"), and the most characters of a pickup's short texts. */
export const PICKUPS_MAX = 10;
export const PICKUP_TEXT_LIMITS = { relation: 50, note: 500 } as const;
/** A search of this many digits or more also matches phones by their digits. */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/** An event's ages from and to: whole years in this range (docs/api.md, "Events"). */
export const EVENT_AGE_LIMITS = { min: 0, max: 120 } as const;

/** A check-in station's name ("Door A"), at most (docs/api.md, "At the door"). */
export const STATION_MAX_LENGTH = 50;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The older standalone /change-password page caps every field at 50 characters. */
export const STANDALONE_PASSWORD_MAX = 50;

export const ROLE_IDS = { administrator: 1, coordinator: 2, member: 3 } as const;
/** The fixed civil statuses' ids, as seeded (apps/server/src/db/seed/reference-data.ts). */
export const CIVIL_STATUS_IDS = { single: 1, married: 2, widowed: 3, separated: 4, divorced: 5, other: 6 } as const;
/** Only these roles may sign in to the console. */
export const CONSOLE_ROLE_IDS: readonly number[] = [ROLE_IDS.administrator, ROLE_IDS.coordinator];

/** A member of this role signs in, so their email is required: it is what they sign in with. */
export function roleSignsIn(roleId: number): boolean {
  return CONSOLE_ROLE_IDS.includes(roleId);
}

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MEMBER_STATUSES = ['enabled', 'disabled'] as const;
/** Why members are taken for one person entered twice (GET /members/duplicates). */
export const DUPLICATE_GROUP_REASONS = ['nameAndBirthDate', 'nameAndPhone'] as const;
export type DuplicateGroupReason = (typeof DUPLICATE_GROUP_REASONS)[number];
export const EVENT_STATUSES = ['upcoming', 'in-progress', 'finalized', 'cancelled'] as const;
export type EventStatusKey = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS = {
  upcoming: 'Upcoming',
  'in-progress': 'In Progress',
  finalized: 'Finalized',
  cancelled: 'Cancelled',
} as const satisfies Record<EventStatusKey, string>;
export type EventStatus = (typeof EVENT_STATUS_LABELS)[EventStatusKey];

/** Live streams (`GET /api/events/{code}/live`) one session may hold open at once, per server process (decision 019). */
export const LIVE_STREAMS_PER_SESSION = 8;

/** Sessions: 12 hours without use, 7 days at most. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

/** Login throttling window and thresholds (docs/api.md). */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, perEmail: 10, perAddress: 50 } as const;

/**
 * Codes and ids are PostgreSQL `integer`s. A larger number can name no row, and PostgreSQL would
 * answer it with an error rather than with nothing, so it is refused as input everywhere.
 */
export const MAX_STORED_ID = 2_147_483_647;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The sign-in form's email rule: local part, @, domain, ending of 2 to 3 letters. */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,3}$/;

/** The orders every list offers (docs/api.md, each list's sort parameter). */
/** `lastname` orders by last name, then first name, then code (decision 049). */
export const MEMBER_SORTS = ['code', 'fullname', 'lastname', 'email', 'role', 'status'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const EVENT_SORTS = ['code', 'name', 'venue', 'start-date', 'end-date'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const PROGRAM_SORTS = ['code', 'name', 'category'] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];
export const VENUE_SORTS = ['id', 'name', 'city'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];
export const HOUSEHOLD_SORTS = ['name', 'id', 'size'] as const;
export type HouseholdSort = (typeof HOUSEHOLD_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Repeating events (docs/api.md, Event series): how often, on which days, and how many events one
 * series may make. Weekdays are RFC 5545's two-letter names.
 */
export const SERIES_FREQUENCIES = ['weekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
export const SERIES_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type SeriesWeekday = (typeof SERIES_WEEKDAYS)[number];
/** Monthly: on the first event's day of the month (the 14th), or on its weekday in the month (the second Sunday; a fifth one is the last). */
export const SERIES_MONTHLY_BY = ['day-of-month', 'weekday'] as const;
export type SeriesMonthlyBy = (typeof SERIES_MONTHLY_BY)[number];
export const SERIES_LIMITS = { maxInterval: 12, maxEvents: 260 } as const;
/** Editing or cancelling one event of a series: that event alone, or it and every later one of its series. */
export const SERIES_EDIT_SCOPES = ['this', 'following'] as const;
export type SeriesEditScope = (typeof SERIES_EDIT_SCOPES)[number];
