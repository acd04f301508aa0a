import { z } from 'zod';
import { isCalendarDate } from './fields.ts';
import { messages } from './messages.ts';
import { logQuerySchema } from './paging.ts';

/*
 * The change record (docs/api.md, "Audit"): every write, by staff, a station or an API token, is
 * one entry written in the same transaction as the change. The audit log reads it, and a webhook's
 * deliveries are made from it.
 */

const m = messages.audit;

/** Who makes a change: a signed-in member, a station, an API token, or the server itself (a command, a seed). */
export const ACTOR_KINDS = ['staff', 'station', 'token', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What a change is made to; an entry links to the record of its kind. */
export const TARGET_KINDS = [
  'member',
  'household',
  'event',
  'program',
  'venue',
  'eventCategory',
  'station',
  'apiToken',
  'webhook',
  'calendarFeed',
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** What a webhook can hear (docs/api.md, "Webhooks"): each is also the action of the changes that send it. */
export const WEBHOOK_EVENT_TYPES = [
  'member.created',
  'member.updated',
  'member.merged',
  'household.updated',
  'event.created',
  'event.updated',
  'attendance.registered',
  'attendance.checked_in',
  'attendance.checked_out',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Every action a change records: the webhooks' event types and the changes no webhook hears. */
export const CHANGE_ACTIONS = [
  ...WEBHOOK_EVENT_TYPES,
  'session.signed_in',
  'session.signed_out',
  'member.password_changed',
  'member.erased',
  'care.read',
  'household.created',
  'household.deleted',
  'attendance.unregistered',
  'attendance.check_in_undone',
  'program.created',
  'program.updated',
  'venue.created',
  'venue.updated',
  'eventCategory.created',
  'station.created',
  'station.updated',
  'station.deleted',
  'station.enrolment_code_made',
  'station.enrolled',
  'apiToken.created',
  'apiToken.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.delivery_retried',
  'webhook.test_sent',
  'calendarFeed.created',
  'calendarFeed.deleted',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const isWebhookEventType = (action: string): action is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(action);

/** `kind:id`, as the audit's `actor` and `target` filters take it (`staff:12`, `token:3`, `member:40`). */
function kindAndId<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  const pattern = new RegExp(`^(${kinds.join('|')}):([1-9][0-9]{0,14})$`);
  return z
    .string()
    .trim()
    .regex(pattern, m.kindAndIdInvalid({ kinds: kinds.join(', ') }))
    .transform((value) => {
      const [kind, id] = value.split(':') as [Kinds[number], string];
      return { kind, id: Number(id) };
    })
    .optional();
}

const day = z.string().trim().refine(isCalendarDate, messages.common.invalidDate).optional();

const auditFilters = z.object({
  actor: kindAndId(['staff', 'station', 'token']),
  target: kindAndId(TARGET_KINDS),
  action: z.enum(CHANGE_ACTIONS, { error: m.actionUnknown }).optional(),
  from: day,
  to: day,
});
const daysInOrder = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || query.to >= query.from;
const toBeforeFrom = { path: ['to'], message: messages.reports.toBeforeFrom };

/** GET /audit: a page of entries, newest first, narrowed by who, what, the record and the days (UTC dates, both included). */
export const auditQuerySchema = logQuerySchema.extend(auditFilters.shape).refine(daysInOrder, toBeforeFrom);
export type AuditQuery = z.output<typeof auditQuerySchema>;
/** GET /audit/export: the same filters, without a page. */
export const auditExportQuerySchema = auditFilters.refine(daysInOrder, toBeforeFrom);

export const auditActorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  /** The member's code, the station's or the token's id; null for the server itself. */
  id: z.number().int().nullable(),
  /** The name it had when it made the change. */
  name: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO-8601 UTC instant. */
  at: z.string(),
  actor: auditActorSchema,
  action: z.enum(CHANGE_ACTIONS),
  /** The record changed, with its name as it is now (null once it is deleted). */
  target: z.object({ kind: z.enum(TARGET_KINDS), id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** The address the change came from; null for the server itself. */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ totalCount: z.number().int(), entries: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;
