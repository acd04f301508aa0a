import { z } from 'zod';
import { careSchema } from './attendance.ts';
import { eventSchema } from './events.ts';
import { flag, optionalText, requiredId } from './fields.ts';
import { DOOR_SEARCH_MAX_LENGTH, HOUSEHOLD_MEMBERS_MAX, HOUSEHOLD_ROLES, PHONE_SEARCH_MIN_DIGITS, STATION_MAX_LENGTH } from './limits.ts';
import { messages } from './messages.ts';
import { looksLikePhone, normalizeText, searchedDigits } from './text.ts';

/** What the check-in log records: a check-in, its undoing, or a registration without one. */
export const CHECK_IN_ACTIONS = ['check-in', 'undo', 'register'] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

export const checkInEntrySchema = z.object({
  memberCode: z.number().int(),
  fullname: z.string(),
  at: z.string(),
  byCode: z.number().int().nullable(),
  byName: z.string().nullable(),
  station: z.string().nullable(),
  scanId: z.string().nullable(),
  action: z.enum(CHECK_IN_ACTIONS),
  /** A check-in that a later entry undid. */
  undone: z.boolean(),
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

export const checkInLogSchema = z.object({ totalCount: z.number().int(), checkIns: z.array(checkInEntrySchema) });
export type CheckInLog = z.infer<typeof checkInLogSchema>;

export const rosterAttendeeSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  registered: z.boolean(),
  checkIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** For the age a family's list shows. */
  birthDate: z.string().nullable(),
  /** The digits of their phones, for the search by phone offline; null without a phone. */
  phoneDigits: z.string().nullable(),
  care: careSchema.nullable(),
});
export type RosterAttendee = z.infer<typeof rosterAttendeeSchema>;

/** A household with a member on the roster, for the family search offline. */
export const rosterHouseholdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneDigits: z.string().nullable(),
  /** Its enabled members, in no particular order; those not on the roster are not registered. */
  members: z.array(
    z.object({ code: z.number().int(), fullname: z.string(), firstName: z.string(), lastName: z.string(), role: z.enum(HOUSEHOLD_ROLES) }),
  ),
});
export type RosterHousehold = z.infer<typeof rosterHouseholdSchema>;

/** Everything a station needs to go on checking people in while the network is down. */
export const rosterSchema = z.object({
  event: eventSchema,
  generatedAt: z.string(),
  attendees: z.array(rosterAttendeeSchema),
  households: z.array(rosterHouseholdSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

/**
 * GET /door/addresses: the addresses (origins) at which phones on the network reach this console,
 * for the check-in screen's "open on another device" code when it is itself opened on localhost.
 */
export const doorAddressesSchema = z.object({ addresses: z.array(z.string()) });
export type DoorAddresses = z.infer<typeof doorAddressesSchema>;

/** The door's search (GET /events/{code}/door-search): a phone's digits or a name, in a few characters. */
export const doorSearchQuerySchema = z.object({
  q: z
    .string({ error: messages.door.searchRequired })
    .trim()
    .min(1, messages.door.searchRequired)
    .max(DOOR_SEARCH_MAX_LENGTH, messages.common.tooLong({ max: DOOR_SEARCH_MAX_LENGTH })),
});
export type DoorSearchQuery = z.output<typeof doorSearchQuerySchema>;

/** What a door search looks for: a phone's digits, or a name (normalised). */
export type DoorSearchTerm = { digits: string } | { name: string };

/** A name is searched from this many characters. */
const DOOR_NAME_MIN_LENGTH = 2;

/**
 * How the door reads a search, on the server and on a station searching its roster offline: the
 * digits of a phone (4 or more, written any way), or a name (2 characters or more); nothing for a
 * few digits or a single letter, which are a search still being typed.
 */
export function doorSearchTerm(q: string): DoorSearchTerm | undefined {
  const digits = searchedDigits(q, PHONE_SEARCH_MIN_DIGITS);
  if (digits !== undefined) return { digits };
  if (looksLikePhone(q)) return undefined;
  const name = normalizeText(q.trim());
  return [...name].length >= DOOR_NAME_MIN_LENGTH ? { name } : undefined;
}

/** A person of a family the door found, with their state at this event. */
export const doorMemberSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  /** The name apart, for a label's large first name ("María José") and its last name. */
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(HOUSEHOLD_ROLES).nullable(),
  /** Whole years on the event's day; null without a birth date. */
  age: z.number().int().nullable(),
  registered: z.boolean(),
  checkIn: z.boolean(),
  /** When they were checked out (collected); null while present or not checked in. */
  checkedOutAt: z.string().nullable(),
});
export type DoorMember = z.infer<typeof doorMemberSchema>;

/** A household the search found, or a member it found in none (`householdId` null, a group of one). */
export const doorGroupSchema = z.object({
  householdId: z.number().int().nullable(),
  name: z.string(),
  members: z.array(doorMemberSchema),
});
export type DoorGroup = z.infer<typeof doorGroupSchema>;

export const doorSearchSchema = z.array(doorGroupSchema);

/** POST /events/{code}/check-ins: several members checked in at once (a family), one scan. */
export const familyCheckInSchema = z.strictObject({
  scanId: z.uuid({ error: messages.attendance.invalidScanId }),
  station: optionalText(STATION_MAX_LENGTH),
  members: z
    .array(requiredId(messages.common.codeRequired), { error: messages.door.membersRequired })
    .min(1, messages.door.membersRequired)
    .max(HOUSEHOLD_MEMBERS_MAX, messages.door.tooManyMembers({ max: HOUSEHOLD_MEMBERS_MAX }))
    .refine((codes) => new Set(codes).size === codes.length, messages.households.memberTwice),
  register: flag().default(false),
});
export type FamilyCheckInInput = z.output<typeof familyCheckInSchema>;

export const familyCheckInResultSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  alreadyCheckedIn: z.boolean(),
  care: careSchema.nullable(),
});
export const familyCheckInAnswerSchema = z.object({ results: z.array(familyCheckInResultSchema) });
export type FamilyCheckInAnswer = z.infer<typeof familyCheckInAnswerSchema>;
