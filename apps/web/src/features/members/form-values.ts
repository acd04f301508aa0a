import type { z } from 'zod';
import {
  MEMBER_FIELDS,
  MEMBER_INPUT_FIELDS,
  PICKUPS_MAX,
  memberFieldsWith,
  type MemberFieldSpec,
  type MemberPickup,
  type MemberWithPickups,
  type updateMemberSchema,
} from '@console/contracts';

/*
 * The member form's values without its schema: Member Details shows the form read-only and
 * loads no validation code (zod, 25 KB gzipped).
 */

/** The member form's values, before and after the server's own schema reads them (./schemas.ts). */
export type MemberFormValues = z.input<typeof updateMemberSchema>;
export type MemberFormOutput = z.output<typeof updateMemberSchema>;
export type MemberFormMode = 'new' | 'view' | 'edit';

type PickupFormValues = NonNullable<MemberFormValues['pickups']>[number];
const PICKUP_KEYS = ['name', 'phone', 'relation', 'allowed', 'note'] as const satisfies readonly (keyof PickupFormValues)[];

/** Every field of the form, each pickup's included, for showing a refused save's field errors. */
export const MEMBER_FORM_FIELDS = [
  ...(MEMBER_INPUT_FIELDS satisfies readonly (keyof MemberFormValues)[]),
  'pickups',
  ...Array.from({ length: PICKUPS_MAX }, (_, index) => PICKUP_KEYS.map((key) => `pickups.${index}.${key}` as const)).flat(),
] as const;

/** A new pickup row: allowed until said otherwise. */
export const EMPTY_PICKUP = { name: '', phone: '', relation: '', allowed: true, note: '' } satisfies PickupFormValues;

/** A field's value on an empty form: text empty, choices unchosen, a switch at its default. */
function emptyValue(spec: MemberFieldSpec) {
  if (spec.kind === 'flag') return spec.default ?? false;
  return spec.kind === 'text' || spec.kind === 'date' ? '' : null;
}

/** New Member starts empty (the fields only a change sends aside); a required choice (the role) must be made. */
export function emptyMemberValues(): Partial<MemberFormValues> {
  const values: Record<string, unknown> = {};
  for (const name of memberFieldsWith('input', 'create')) {
    const spec: MemberFieldSpec = MEMBER_FIELDS[name];
    if (!(spec.kind === 'reference' && spec.required)) values[name] = emptyValue(spec);
  }
  return { ...(values as Partial<MemberFormValues>), pickups: [] };
}

const toPickupFormValues = (pickup: MemberPickup): PickupFormValues => ({
  name: pickup.name,
  phone: pickup.phone ?? '',
  relation: pickup.relation ?? '',
  allowed: pickup.allowed,
  note: pickup.note ?? '',
});

/** A stored member as form values (empty text as '', so inputs stay controlled). */
export function toMemberFormValues(member: MemberWithPickups): MemberFormValues {
  const values: Record<string, unknown> = { code: member.code };
  for (const name of MEMBER_INPUT_FIELDS) {
    const spec: MemberFieldSpec = MEMBER_FIELDS[name];
    values[name] = spec.kind === 'text' || spec.kind === 'date' ? (member[name] ?? '') : member[name];
  }
  return { ...(values as MemberFormValues), pickups: member.pickups.map(toPickupFormValues) };
}
