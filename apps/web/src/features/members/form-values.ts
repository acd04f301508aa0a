import type { z } from 'zod';
import type { Member, updateMemberSchema } from '@console/contracts';

/*
 * The member form's values without its schema: Member Details shows the form read-only and
 * loads no validation code (zod, 25 KB gzipped).
 */

/** The member form's values, before and after the server's own schema reads them (./schemas.ts). */
export type MemberFormValues = z.input<typeof updateMemberSchema>;
export type MemberFormOutput = z.output<typeof updateMemberSchema>;
export type MemberFormMode = 'new' | 'view' | 'edit';

/** Every field of the form, for showing a refused save's field errors. */
export const MEMBER_FORM_FIELDS = [
  'roleId',
  'firstName',
  'lastName',
  'email',
  'phones',
  'gender',
  'birthDate',
  'civilStatusId',
  'education',
  'occupation',
  'workSchedule',
  'hobbies',
  'medicalConditions',
  'dietRestrictions',
  'foodAllergies',
  'isActiveLaic',
  'isEnabled',
] as const satisfies readonly (keyof MemberFormValues)[];

/** New Member starts empty; the role must be chosen. */
export function emptyMemberValues(): Partial<MemberFormValues> {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phones: '',
    gender: null,
    birthDate: '',
    civilStatusId: null,
    education: '',
    occupation: '',
    workSchedule: '',
    hobbies: '',
    medicalConditions: '',
    dietRestrictions: '',
    foodAllergies: '',
    isActiveLaic: false,
  };
}

/** A stored member as form values (empty text as '', so inputs stay controlled). */
export function toMemberFormValues(member: Member): MemberFormValues {
  return {
    code: member.code,
    roleId: member.roleId,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phones: member.phones ?? '',
    gender: member.gender,
    birthDate: member.birthDate ?? '',
    civilStatusId: member.civilStatusId,
    education: member.education ?? '',
    occupation: member.occupation ?? '',
    workSchedule: member.workSchedule ?? '',
    hobbies: member.hobbies ?? '',
    medicalConditions: member.medicalConditions ?? '',
    dietRestrictions: member.dietRestrictions ?? '',
    foodAllergies: member.foodAllergies ?? '',
    isActiveLaic: member.isActiveLaic,
    isEnabled: member.isEnabled,
  };
}
