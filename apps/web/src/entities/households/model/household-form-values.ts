import { z } from 'zod';
import { HOUSEHOLD_ROLES, householdInputSchema, type Household, type HouseholdInput, type HouseholdRole } from '@console/contracts';

/** A member as the form lists them: what is sent (code, role) and what is shown beside it. */
const formMemberSchema = z.object({
  code: z.number().int(),
  role: z.enum(HOUSEHOLD_ROLES),
  fullname: z.string(),
  birthDate: z.string().nullable(),
});
export type HouseholdFormMember = z.infer<typeof formMemberSchema>;

/**
 * The form's values, checked by the server's own schema once the names shown beside the members
 * are left out: the same rules and messages, on the same paths (`members.0.role`, `primaryContactCode`).
 */
export const householdFormSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    notes: z.string(),
    members: z.array(formMemberSchema),
    primaryContactCode: z.number().int().nullable(),
  })
  .transform(({ members, ...household }): HouseholdInput => ({ ...household, members: members.map(({ code, role }) => ({ code, role })) }))
  .pipe(householdInputSchema);
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

/** Whether a member of this role may be the primary contact (only adults may). */
export const mayBePrimaryContact = (role: HouseholdRole) => role === 'adult';
