import { z } from 'zod';
import { memberFirstName, memberLastName, memberPhones, signInEmail, type Member } from '@console/contracts';

/**
 * Profile edit: the contract's member rules for the four fields a member edits about themself; who
 * edits their profile signs in, so their email is required.
 */
export const profileFormSchema = z.strictObject({
  firstName: memberFirstName,
  lastName: memberLastName,
  email: signInEmail,
  phones: memberPhones,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const PROFILE_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phones'] as const satisfies readonly (keyof ProfileFormValues)[];

export function toProfileFormValues(member: Member): ProfileFormValues {
  return { firstName: member.firstName, lastName: member.lastName, email: member.email ?? '', phones: member.phones ?? '' };
}
