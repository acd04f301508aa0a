import { z } from 'zod';
import { checkConfirmPassword, messages, newPasswordSchema, updateMemberSchema, type Member } from '@console/contracts';
import { requiredFirst } from '../../components/form/required-first.ts';

/**
 * The member form validates with the server's own schema (PUT's fields, of which New sends the
 * POST subset), so rules and messages are the same on both sides.
 */
export const memberFormSchema = updateMemberSchema;
export type MemberFormValues = z.input<typeof memberFormSchema>;
export type MemberFormOutput = z.output<typeof memberFormSchema>;
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

/** Set password panel: the contract's new-password rule plus a matching confirmation. */
export const setPasswordFormSchema = z
  .object({
    newPassword: requiredFirst(newPasswordSchema, messages.passwords.newRequired),
    confirmPassword: z.string().trim(),
  })
  .superRefine(checkConfirmPassword);
export type SetPasswordFormValues = z.input<typeof setPasswordFormSchema>;
