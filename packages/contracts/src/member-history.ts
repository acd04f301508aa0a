import type { Member } from './members.ts';

/*
 * Without zod, so that the member screens that only label a history load no schema code (a bundler
 * keeps every schema of a module it loads).
 */

/**
 * The fields a member's history follows, as the API names them. Reference ids are followed
 * through their names (what a reader understands); the derived fields (fullname, status) would
 * only repeat a change already recorded. A new password is recorded as `password`, without value.
 */
export const MEMBER_HISTORY_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phones',
  'gender',
  'birthDate',
  'civilStatus',
  'role',
  'education',
  'occupation',
  'workSchedule',
  'hobbies',
  'medicalConditions',
  'dietRestrictions',
  'foodAllergies',
  'isActiveLaic',
  'isEnabled',
] as const satisfies readonly (keyof Member)[];
export type MemberHistoryField = (typeof MEMBER_HISTORY_FIELDS)[number];
