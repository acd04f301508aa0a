import { z } from 'zod';
import { messages } from './messages.ts';
import { DUPLICATE_GROUP_REASONS, GENDERS, HOUSEHOLD_ROLES, MEMBER_STATUSES, TEXT_LIMITS, MEMBER_SORTS, roleSignsIn } from './limits.ts';
import {
  MEMBER_FIELD_ENTRIES,
  MEMBER_FIELDS,
  MEMBER_INPUT_FIELDS,
  memberFieldsWith,
  type MemberFieldSpec,
  type MemberFieldsWhere,
  type MemberInputField,
  type MemberValues,
} from './member-fields.ts';
import {
  codeParam,
  dateBound,
  echoedId,
  flag,
  isCalendarDate,
  optionalId,
  optionalPastDate,
  optionalPhones,
  optionalText,
  requiredId,
  requiredText,
} from './fields.ts';
import { idQueryValue, pagedQuery, repeated } from './paging.ts';
import { memberPickupSchema, pickupsSchema } from './pickups.ts';

const m = messages.members;

/** A field's value as the API answers it: null when empty, unless the field is required. */
function answerSchema(spec: MemberFieldSpec): z.ZodType {
  if (spec.kind === 'flag') return z.boolean();
  const value =
    spec.kind === 'code' || spec.kind === 'reference'
      ? z.number().int()
      : spec.kind === 'enum'
        ? z.enum(spec.values as readonly [string, ...string[]])
        : z.string();
  return spec.required ? value : value.nullable();
}

function memberShape() {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of MEMBER_FIELD_ENTRIES) {
    shape[name] = answerSchema(spec);
    if (spec.nameField) shape[spec.nameField] = spec.required ? z.string() : z.string().nullable();
  }
  return shape as { [Name in keyof MemberValues]: z.ZodType<MemberValues[Name]> };
}

export const memberSchema = z.object(memberShape());
export type Member = z.infer<typeof memberSchema>;

/** One member as a single member's answers give them: with their pickups, in order (lists leave them out). */
export const memberWithPickupsSchema = memberSchema.extend({ pickups: z.array(memberPickupSchema) });
export type MemberWithPickups = z.infer<typeof memberWithPickupsSchema>;

const emailFormat = z.email(m.emailInvalid);

/**
 * A member's email: optional (a child has none), '' and null meaning none, answered as null. Who
 * signs in needs one (emailForSigningIn).
 */
export const memberEmail = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(TEXT_LIMITS.email, messages.common.tooLong({ max: TEXT_LIMITS.email }))
  .refine((value) => value === '' || emailFormat.safeParse(value).success, m.emailInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/** The email of a member who signs in, editing their own profile: required, since they sign in with it. */
export const signInEmail = z
  .string({ error: (issue) => (issue.input == null ? m.emailRequired : m.emailInvalid) })
  .trim()
  .min(1, m.emailRequired)
  .max(TEXT_LIMITS.email, messages.common.tooLong({ max: TEXT_LIMITS.email }))
  .pipe(emailFormat);

/**
 * A member whose role signs in needs an email, the name they sign in with: refused on the email
 * field. Read defensively, since it runs beside the fields' own issues (a role of the wrong type).
 */
function emailForSigningIn(member: { roleId?: unknown; email?: unknown }, context: z.RefinementCtx) {
  if (typeof member.roleId === 'number' && roleSignsIn(member.roleId) && member.email === null)
    context.addIssue({ code: 'custom', path: ['email'], message: m.emailRequiredToSignIn });
}

export const memberFirstName = requiredText(m.firstNameRequired, TEXT_LIMITS.name);
export const memberLastName = requiredText(m.lastNameRequired, TEXT_LIMITS.name);
export const memberPhones = optionalPhones(TEXT_LIMITS.phones);
/** Nobody is born after today (judged where the day comes first: decision 048). */
export const memberBirthDate = optionalPastDate(m.birthDateInFuture);

const optionalDate = z
  .string({ error: messages.common.invalidDate })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), messages.common.invalidDate)
  .nullish()
  .transform((value) => (value ? value : null));

/** The input fields whose kind says nothing of their messages: they name their own rule. */
type NeedsOwnRule = MemberInputField &
  (MemberFieldsWhere<{ kind: 'text'; required: true }> | MemberFieldsWhere<{ kind: 'enum' }> | MemberFieldsWhere<{ kind: 'reference' }>);

const ownRules = {
  roleId: requiredId(m.roleRequired, m.roleUnknown),
  firstName: memberFirstName,
  lastName: memberLastName,
  email: memberEmail,
  phones: memberPhones,
  birthDate: memberBirthDate,
  gender: z
    .enum(GENDERS, { error: m.genderInvalid })
    .nullish()
    .transform((value) => value ?? null),
  civilStatusId: optionalId(m.civilStatusUnknown),
} satisfies Record<NeedsOwnRule, z.ZodType> & Partial<Record<MemberInputField, z.ZodType>>;
type OwnRules = typeof ownRules;

/** The rule a field follows from its kind and limit when it has none of its own. */
type KindRule<Spec> = Spec extends { kind: 'text' }
  ? ReturnType<typeof optionalText>
  : Spec extends { kind: 'date' }
    ? typeof optionalDate
    : Spec extends { kind: 'flag'; input: 'create' }
      ? z.ZodDefault<z.ZodBoolean>
      : Spec extends { kind: 'flag' }
        ? z.ZodOptional<z.ZodBoolean>
        : never;

function kindRule(spec: MemberFieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'text':
      if (spec.limit === undefined) throw new Error('A member text field needs its limit.');
      return optionalText(spec.limit);
    case 'date':
      return optionalDate;
    case 'flag':
      // A flag given only on update keeps its stored value when left out.
      return spec.input === 'create' ? flag().default(spec.default ?? false) : flag().optional();
    default:
      throw new Error(`A member field of kind ${spec.kind} needs a rule of its own.`);
  }
}

type InputShape<Name extends MemberInputField> = {
  [Field in Name]: Field extends keyof OwnRules ? OwnRules[Field] : KindRule<(typeof MEMBER_FIELDS)[Field]>;
};

function inputShape<Name extends MemberInputField>(names: readonly Name[]): InputShape<Name> {
  const own: Partial<Record<MemberInputField, z.ZodType>> = ownRules;
  return Object.fromEntries(names.map((name) => [name, own[name] ?? kindRule(MEMBER_FIELDS[name])])) as InputShape<Name>;
}

/** The household a new member joins, and their role in it (POST /api/members); null or absent: none. */
export const newMemberHouseholdSchema = z
  .strictObject({
    id: requiredId(messages.common.notNumber),
    role: z.enum(HOUSEHOLD_ROLES, { error: messages.households.memberRoleInvalid }),
  })
  .nullish()
  .transform((value) => value ?? null);

/** The fields of New Member (docs/product.md §4.1, POST /api/members), their pickups, and the household they may join. */
export const createMemberSchema = z
  .strictObject({
    ...inputShape(memberFieldsWith('input', 'create')),
    pickups: pickupsSchema.default([]),
    household: newMemberHouseholdSchema,
  })
  .superRefine(emailForSigningIn);
export type CreateMemberInput = z.output<typeof createMemberSchema>;

/**
 * PUT: the same fields plus those only a change sends (`isEnabled`) and `code` (must match the
 * path when sent). Pickups left out are kept, as `isEnabled` is (decision 034); `[]` clears them.
 */
export const updateMemberSchema = z
  .strictObject({
    ...inputShape(MEMBER_INPUT_FIELDS),
    pickups: pickupsSchema.optional(),
    code: echoedId(m.codeMismatch),
  })
  .superRefine(emailForSigningIn);
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
  .refine((body) => Object.keys(body).length > 0, messages.common.nothingToChange);
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
  status: repeated(z.enum(MEMBER_STATUSES, { error: messages.common.statusOneOf({ allowed: MEMBER_STATUSES.join(', ') }) })),
  /** Members added at or after this instant (a date bound: UTC `YYYY-MM-DD HH:mm:ss`). */
  createdafter: dateBound,
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

/** `/members/{code}` and the member's routes under it. */
export const memberParamsSchema = z.object({ code: codeParam });

export const memberHistorySchema = z.object({ totalCount: z.number().int(), changes: z.array(memberChangeSchema) });
export type MemberHistory = z.infer<typeof memberHistorySchema>;

export const duplicateGroupsSchema = z.array(z.object({ reason: z.enum(DUPLICATE_GROUP_REASONS), members: z.array(memberSchema) }));
export type DuplicateGroup = z.infer<typeof duplicateGroupsSchema>[number];

/** POST /members/{code}/merge: the member who stays. */
export const mergeMemberSchema = z.strictObject({ into: requiredId(m.mergeIntoRequired, messages.members.notFound) });
export type MergeMemberInput = z.output<typeof mergeMemberSchema>;
