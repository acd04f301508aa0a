import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './audit.ts';
import { codeParam, optionalText } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';
import { messages } from './messages.ts';
import { logQuerySchema } from './paging.ts';

/*
 * Webhooks (docs/api.md, "Webhooks"): an address that is sent each change of the event types it
 * listens to, signed as the Standard Webhooks specification says, until it answers 2xx.
 */

const m = messages.webhooks;

/** What every webhook's signing secret starts with (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Webhooks an organisation can hold at once. */
export const WEBHOOKS_MAX = 50;
/** The longest address a webhook may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** The event type of a delivery made by "Send a test": no change sends it. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

const webhookUrl = z
  .string({ error: m.urlRequired })
  .trim()
  .min(1, m.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, messages.common.tooLong({ max: WEBHOOK_URL_MAX_LENGTH }))
  .refine(isHttpUrl, m.urlInvalid);

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: m.eventUnknown({ allowed: WEBHOOK_EVENT_TYPES.join(', ') }) }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .refine((events) => new Set(events).size === events.length, m.eventTwice);

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  isEnabled: z.boolean(),
  /** ISO-8601 UTC instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST /webhooks. */
export const webhookInputSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  description: optionalText(TEXT_LIMITS.freeText),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;
export type WebhookWrite = z.output<typeof webhookInputSchema>;

/** PATCH /webhooks/{id}: the fields sent change, the rest stay. */
export const webhookPatchSchema = z.strictObject({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: optionalText(TEXT_LIMITS.freeText).optional(),
  isEnabled: z.boolean({ error: messages.common.notBoolean }).optional(),
});
export type WebhookPatch = z.output<typeof webhookPatchSchema>;

/** The secret is in this answer only. */
export const webhookCreatedSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookParamsSchema = z.object({ id: codeParam });
export const webhookDeliveryParamsSchema = z.object({ id: codeParam, deliveryId: codeParam });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** One of the event types, or `webhook.test`. */
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The status of the last answer; null before the first or when no answer came. */
  lastStatusCode: z.number().int().nullable(),
  /** When it is tried next (ISO-8601 UTC); null once it succeeded or failed. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /webhooks/{id}/deliveries: newest first. */
export const webhookDeliveriesQuerySchema = logQuerySchema;
export const webhookDeliveryPageSchema = z.object({ totalCount: z.number().int(), deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
