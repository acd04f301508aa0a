import { z } from 'zod';
import { auditEntrySchema } from './audit.ts';
import { CHECK_IN_ACTIONS } from './door.ts';
import { requiredText } from './fields.ts';
import { memberHouseholdSchema } from './households.ts';
import { TEXT_LIMITS } from './limits.ts';
import { memberChangeSchema, memberWithPickupsSchema } from './members.ts';
import { messages } from './messages.ts';

const m = messages.members;

/** The first name an erased member is given; the last name is `Member {code}` (erasedLastName). */
export const ERASED_FIRST_NAME = 'Erased';
export const erasedLastName = (code: number) => `Member ${code}`;
/** The one history row an erased member keeps: it says that it happened, with no value. */
export const ERASED_HISTORY_FIELD = 'erased';

/** POST /members/{code}/erase: the member's fullname typed out, as the API answers it. */
export const eraseMemberSchema = z.strictObject({
  confirm: requiredText(m.eraseConfirmRequired, 2 * TEXT_LIMITS.name + 1),
});
export type EraseMemberInput = z.output<typeof eraseMemberSchema>;

/** An instant of the data document: ISO-8601 UTC. */
const instant = z.string();
const nullableInstant = instant.nullable();

/**
 * GET /members/{code}/data: everything the console stores about one person (docs/api.md,
 * "Privacy"). What they did as staff is counted, not listed: those rows are about other people.
 */
export const memberDataSchema = z.object({
  exportedAt: instant,
  /** Their fields and their pickups, as GET /members/{code} answers them. */
  member: memberWithPickupsSchema,
  households: z.array(memberHouseholdSchema.extend({ isPrimaryContact: z.boolean() })),
  /** Each event they were registered for or checked in at. */
  attendance: z.array(
    z.object({
      eventCode: z.number().int(),
      eventName: z.string(),
      registeredAt: instant,
      checkedInAt: nullableInstant,
      checkedInBy: z.number().int().nullable(),
      checkedOutAt: nullableInstant,
      checkedOutBy: z.number().int().nullable(),
    }),
  ),
  /** The check-in log's rows about them, oldest first. */
  checkIns: z.array(
    z.object({
      eventCode: z.number().int(),
      at: instant,
      action: z.enum(CHECK_IN_ACTIONS),
      byCode: z.number().int().nullable(),
      station: z.string().nullable(),
    }),
  ),
  /** The household check-ins that printed them a label. */
  checkInLabels: z.array(z.object({ batchId: z.string(), eventCode: z.number().int(), day: z.string(), at: instant })),
  /** Their open sessions in the console (never a token). */
  sessions: z.array(z.object({ createdAt: instant, lastUsedAt: instant, expiresAt: instant })),
  /** Failed sign-ins with their email, which the server keeps for a while to slow guessing. */
  signInFailures: z.array(z.object({ at: instant })),
  /** Their history, field by field, oldest first. */
  history: z.array(memberChangeSchema),
  /** The change record's entries about them, oldest first, with the record each one kept. */
  changes: z.array(
    auditEntrySchema.extend({ data: z.unknown().describe('The record as the change kept it, for webhooks; null when none') }),
  ),
  /** What they did as staff: how many rows of each kind name them as the one who did it. */
  actions: z.object({
    changes: z.number().int(),
    historyChanges: z.number().int(),
    checkIns: z.number().int(),
    checkInBatches: z.number().int(),
    attendeesCheckedIn: z.number().int(),
    attendeesCheckedOut: z.number().int(),
    apiTokens: z.number().int(),
    calendarFeeds: z.number().int(),
  }),
});
export type MemberData = z.infer<typeof memberDataSchema>;
