import { z } from 'zod';
import { messages } from './messages.ts';
import { DUPLICATE_GROUP_REASONS, GENDERS, MEMBER_STATUSES, TEXT_LIMITS, MEMBER_SORTS } from './limits.ts';
import { echoedId, flag, isCalendarDate, optionalId, optionalText, requiredId, requiredText } from './fields.ts';
import { idQueryValue, pagedQuery, repeated } from './paging.ts';

const m = messages.members;

export const memberSchema = z.object({
  code: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullname: z.string(),
  email: z.string(),
  phones: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  civilStatusId: z.number().int().nullable(),
  civilStatus: z.string().nullable(),
  roleId: z.number().int(),
  role: z.string(),
  education: z.string().nullable(),
  occupation: z.string().nullable(),
  workSchedule: z.string().nullable(),
  hobbies: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  dietRestrictions: z.string().nullable(),
  foodAllergies: z.string().nullable(),
  isActiveLaic: z.boolean(),
  isEnabled: z.boolean(),
  status: z.enum(['Enabled', 'Disabled']),
});
export type Member = z.infer<typeof memberSchema>;

export const memberEmail = z
  .string({ error: (issue) => (issue.input == null ? m.emailRequired : m.emailInvalid) })
  .trim()
  .min(1, m.emailRequired)
  .max(TEXT_LIMITS.email, messages.common.tooLong({ max: TEXT_LIMITS.email }))
  .pipe(z.email(m.emailInvalid));

export const memberFirstName = requiredText(m.firstNameRequired, TEXT_LIMITS.name);
export const memberLastName = requiredText(m.lastNameRequired, TEXT_LIMITS.name);
export const memberPhones = optionalText(TEXT_LIMITS.phones);

const birthDate = z
  .string({ error: messages.common.invalidDate })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), messages.common.invalidDate)
  .nullish()
  .transform((value) => (value ? value : null));

const gender = z
  .enum(GENDERS, { error: m.genderInvalid })
  .nullish()
  .transform((value) => value ?? null);

/** The fields of New Member (docs/product.md §4.1, POST /api/members). */
const memberFields = {
  roleId: requiredId(m.roleRequired, m.roleUnknown),
  firstName: memberFirstName,
  lastName: memberLastName,
  email: memberEmail,
  phones: memberPhones,
  gender,
  birthDate,
  civilStatusId: optionalId(m.civilStatusUnknown),
  education: optionalText(TEXT_LIMITS.freeText),
  occupation: optionalText(TEXT_LIMITS.freeText),
  workSchedule: optionalText(TEXT_LIMITS.freeText),
  hobbies: optionalText(TEXT_LIMITS.freeText),
  medicalConditions: optionalText(TEXT_LIMITS.freeText),
  dietRestrictions: optionalText(TEXT_LIMITS.freeText),
  foodAllergies: optionalText(TEXT_LIMITS.freeText),
  isActiveLaic: flag().default(false),
};

export const createMemberSchema = z.strictObject(memberFields);
export type CreateMemberInput = z.output<typeof createMemberSchema>;

/** PUT: the same fields plus `code` (must match the path when sent) and `isEnabled`. */
export const updateMemberSchema = z.strictObject({
  ...memberFields,
  code: echoedId(m.codeMismatch),
  isEnabled: flag().optional(),
});
export type UpdateMemberInput = z.output<typeof updateMemberSchema>;

/** PATCH: enable/disable and the profile fields, any of them. */
export const patchMemberSchema = z
  .strictObject({
    isEnabled: flag().optional(),
    firstName: memberFirstName.optional(),
    lastName: memberLastName.optional(),
    email: memberEmail.optional(),
    phones: memberPhones.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.');
export type PatchMemberInput = z.output<typeof patchMemberSchema>;

export const validateEmailSchema = z.strictObject({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .max(TEXT_LIMITS.email, messages.common.tooLong({ max: TEXT_LIMITS.email })),
  code: optionalId(),
});
export const validateEmailResponseSchema = z.object({ isValid: z.boolean() });

export const memberListQuerySchema = pagedQuery(MEMBER_SORTS, 'fullname').extend({
  role: repeated(idQueryValue),
  status: repeated(z.enum(MEMBER_STATUSES, { error: `Status must be one of ${MEMBER_STATUSES.join(', ')}.` })),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

export const memberListSchema = z.object({ totalCount: z.number().int(), members: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** One changed field of a member, as the History panel shows it; a password's value is never kept. */
export const memberChangeSchema = z.object({
  at: z.string(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  byCode: z.number().int().nullable(),
  byName: z.string().nullable(),
});
export type MemberChange = z.infer<typeof memberChangeSchema>;

export const memberHistorySchema = z.object({ totalCount: z.number().int(), changes: z.array(memberChangeSchema) });
export type MemberHistory = z.infer<typeof memberHistorySchema>;

export const duplicateGroupsSchema = z.array(z.object({ reason: z.enum(DUPLICATE_GROUP_REASONS), members: z.array(memberSchema) }));
export type DuplicateGroup = z.infer<typeof duplicateGroupsSchema>[number];

/** POST /members/{code}/merge: the member who stays. */
export const mergeMemberSchema = z.strictObject({ into: requiredId(m.mergeIntoRequired, messages.members.notFound) });
export type MergeMemberInput = z.output<typeof mergeMemberSchema>;
