import { z } from 'zod';
import { messages } from './messages.ts';
import { PICKUPS_MAX, PICKUP_TEXT_LIMITS, TEXT_LIMITS } from './limits.ts';
import { flag, optionalPhones, optionalText, requiredText } from './fields.ts';

/*
 * A member's pickups (docs/api.md, "Members"): who may collect a child, and who may not. Staff set
 * them with the member (POST and PUT /api/members); a self station never sees them.
 */

const m = messages.members;

/**
 * Who may not collect the member is named with the reason (a court order, "not without a parent"):
 * the volunteer letting a child go needs more than a name (decision 034). Read defensively, since it
 * runs beside the fields' own issues.
 */
function noteWhenNotAllowed(pickup: { allowed?: unknown; note?: unknown }, context: z.RefinementCtx) {
  if (pickup.allowed === false && pickup.note === null) context.addIssue({ code: 'custom', path: ['note'], message: m.pickupNoteRequired });
}

/** One pickup as it is sent: the name, the phone as members' phones are written, the relation, whether allowed, a note. */
export const pickupSchema = z
  .strictObject({
    name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
    phone: optionalPhones(TEXT_LIMITS.phones),
    relation: optionalText(PICKUP_TEXT_LIMITS.relation),
    allowed: flag(),
    note: optionalText(PICKUP_TEXT_LIMITS.note),
  })
  .superRefine(noteWhenNotAllowed);
export type PickupInput = z.output<typeof pickupSchema>;

/** A member's whole list, in its order, at most PICKUPS_MAX. */
export const pickupsSchema = z.array(pickupSchema, { error: m.pickupsNotList }).max(PICKUPS_MAX, m.tooManyPickups({ max: PICKUPS_MAX }));

/** One pickup as the API answers it: empty texts are null. */
export const memberPickupSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  relation: z.string().nullable(),
  allowed: z.boolean(),
  note: z.string().nullable(),
});
export type MemberPickup = z.infer<typeof memberPickupSchema>;
