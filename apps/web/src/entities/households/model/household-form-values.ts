import { z } from 'zod';
import {
  HOUSEHOLD_MEMBERS_MAX,
  HOUSEHOLD_ROLES,
  TEXT_LIMITS,
  messages,
  optionalText,
  requiredText,
  type Household,
  type HouseholdRole,
  type HouseholdWrite,
} from '@console/contracts';

const m = messages.households;

/** A member as the form lists them: what is sent (code, role) and what is shown beside it. */
const formMemberSchema = z.object({
  code: z.number().int(),
  role: z.enum(HOUSEHOLD_ROLES, { error: m.memberRoleInvalid }),
  fullname: z.string(),
  birthDate: z.string().nullable(),
});
export type HouseholdFormMember = z.infer<typeof formMemberSchema>;

/** The household's rules as the server's schema has them (same limits, same messages), over the form's members. */
export const householdFormSchema = z
  .object({
    name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
    phone: optionalText(TEXT_LIMITS.phones),
    address: optionalText(TEXT_LIMITS.freeText),
    notes: optionalText(TEXT_LIMITS.freeText),
    members: z
      .array(formMemberSchema)
      .max(HOUSEHOLD_MEMBERS_MAX, m.tooManyMembers({ max: HOUSEHOLD_MEMBERS_MAX }))
      .refine((members) => new Set(members.map((member) => member.code)).size === members.length, m.memberTwice),
    primaryContactCode: z.number().int().nullable(),
  })
  .superRefine((household, context) => {
    const contact = household.primaryContactCode;
    if (contact !== null && !household.members.some((member) => member.code === contact && member.role === 'adult'))
      context.addIssue({ code: 'custom', path: ['primaryContactCode'], message: m.primaryContactNotAdult });
  });
export type HouseholdFormValues = z.input<typeof householdFormSchema>;
export type HouseholdFormOutput = z.output<typeof householdFormSchema>;

/** Every field the server may name in a refused save: the household's, and each listed member's. */
export function householdFormFields(memberCount: number) {
  const perMember = Array.from({ length: memberCount }, (_, index) => [`members.${index}.code`, `members.${index}.role`] as const).flat();
  return ['name', 'phone', 'address', 'notes', 'members', 'primaryContactCode', ...perMember] as const;
}

/** A new household starts empty, with no members and no primary contact. */
export function emptyHouseholdValues(): HouseholdFormValues {
  return { name: '', phone: '', address: '', notes: '', members: [], primaryContactCode: null };
}

/** A stored household as form values; empty texts as '' so the inputs stay controlled. */
export function toHouseholdFormValues(household: Household): HouseholdFormValues {
  return {
    name: household.name,
    phone: household.phone ?? '',
    address: household.address ?? '',
    notes: household.notes ?? '',
    members: household.members.map(({ code, role, fullname, birthDate }) => ({ code, role, fullname, birthDate })),
    primaryContactCode: household.primaryContactCode,
  };
}

/** What the API stores: each member's code and role, without the names shown beside them. */
export function toHouseholdWrite({ members, ...household }: HouseholdFormOutput): HouseholdWrite {
  return { ...household, members: members.map(({ code, role }) => ({ code, role })) };
}

/** Whether a member of this role may be the primary contact (only adults may). */
export const mayBePrimaryContact = (role: HouseholdRole) => role === 'adult';
