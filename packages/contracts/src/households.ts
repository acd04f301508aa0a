import { z } from 'zod';
import { messages } from './messages.ts';
import { HOUSEHOLD_MEMBERS_MAX, HOUSEHOLD_ROLES, HOUSEHOLD_SORTS, TEXT_LIMITS, type HouseholdRole } from './limits.ts';
import { optionalId, optionalPhones, optionalText, requiredId, requiredText } from './fields.ts';
import { pagedQuery } from './paging.ts';
import { memberWithPickupsSchema } from './members.ts';

const m = messages.households;

/** Whole years from a `YYYY-MM-DD` birth date to the day `today` (`YYYY-MM-DD`), or null without a date. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  // Before the birthday this year (month and day compared as text): a year less.
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Under this age a member joins a household as a child, when nobody says otherwise. */
export const ADULT_AGE = 18;

/** The role a member is given when none is said (an import's row, the form's first guess): a child under 18 on `today`, else an adult. */
export function roleByAge(birthDate: string | null, today: string): HouseholdRole {
  const age = ageOn(birthDate, today);
  return age !== null && age < ADULT_AGE ? 'child' : 'adult';
}

export const householdMemberSchema = z.object({
  code: z.number().int(),
  fullname: z.string(),
  birthDate: z.string().nullable(),
  role: z.enum(HOUSEHOLD_ROLES),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const householdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  primaryContactCode: z.number().int().nullable(),
  /** Adults, then others, then children; each by birth date, oldest first. */
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** One of a member's households, as their record lists it. */
export const memberHouseholdSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(HOUSEHOLD_ROLES) });
export type MemberHousehold = z.infer<typeof memberHouseholdSchema>;

/** A member's record (GET /api/members/{code}): the member, their pickups and their households, by name. */
export const memberRecordSchema = memberWithPickupsSchema.extend({ households: z.array(memberHouseholdSchema) });
export type MemberRecord = z.infer<typeof memberRecordSchema>;

const householdMemberInput = z.strictObject({
  code: requiredId(messages.common.notNumber),
  role: z.enum(HOUSEHOLD_ROLES, { error: m.memberRoleInvalid }),
});

export const householdInputSchema = z
  .strictObject({
    name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
    phone: optionalPhones(TEXT_LIMITS.phones),
    address: optionalText(TEXT_LIMITS.freeText),
    notes: optionalText(TEXT_LIMITS.freeText),
    members: z
      .array(householdMemberInput, { error: messages.common.invalidInput })
      .max(HOUSEHOLD_MEMBERS_MAX, m.tooManyMembers({ max: HOUSEHOLD_MEMBERS_MAX }))
      .refine((members) => new Set(members.map((member) => member.code)).size === members.length, m.memberTwice),
    primaryContactCode: optionalId(),
  })
  .superRefine((household, context) => {
    const contact = household.primaryContactCode;
    if (contact !== null && !household.members.some((member) => member.code === contact && member.role === 'adult'))
      context.addIssue({ code: 'custom', path: ['primaryContactCode'], message: m.primaryContactNotAdult });
  });
export type HouseholdInput = z.input<typeof householdInputSchema>;
export type HouseholdWrite = z.output<typeof householdInputSchema>;

/** Why two households are taken for one entered twice: the same phone (its digits) or the same address. */
export const HOUSEHOLD_DUPLICATE_REASONS = ['phone', 'address'] as const;

/** Groups of households that look like one (GET /api/households/duplicates), at most DUPLICATE_GROUPS_MAX. */
export const householdDuplicateGroupsSchema = z.array(
  z.object({ reason: z.enum(HOUSEHOLD_DUPLICATE_REASONS), households: z.array(householdSchema) }),
);
export type HouseholdDuplicateGroup = z.infer<typeof householdDuplicateGroupsSchema>[number];

export const householdListQuerySchema = pagedQuery(HOUSEHOLD_SORTS, 'name');
export type HouseholdListQuery = z.output<typeof householdListQuerySchema>;

export const householdListSchema = z.object({ totalCount: z.number().int(), households: z.array(householdSchema) });
export type HouseholdList = z.infer<typeof householdListSchema>;
