import { z } from 'zod';
import { codeParam, requiredText } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';
import { messages } from './messages.ts';

/*
 * API tokens (docs/api.md, "API tokens"): a caller of its own kind, let into the routes of its
 * scopes and no others.
 */

const m = messages.apiTokens;

export const API_TOKEN_SCOPES = [
  'members:read',
  'members:write',
  'households:read',
  'households:write',
  'events:read',
  'events:write',
  'attendance:write',
  'reports:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What every token starts with, so that a secret scanner and a reader know it for one. */
export const API_TOKEN_PREFIX = 'cc_';
/** The characters of a token kept to tell it apart in the list: the prefix and the first few of its secret. */
export const API_TOKEN_SHOWN_LENGTH = 8;
/** Tokens an organisation can hold at once. */
export const API_TOKENS_MAX = 100;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The token's first characters (`cc_` and 5 more). */
  prefix: z.string(),
  /** ISO-8601 UTC instants. */
  createdAt: z.string(),
  /** The member who made it: code and name. */
  createdBy: z.object({ code: z.number().int(), name: z.string() }).nullable(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

const isInstant = (value: string) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value);

/** POST /api-tokens. `expiresAt`: an ISO-8601 instant or date (midnight UTC), in the future. */
export const apiTokenInputSchema = z.strictObject({
  name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: m.scopeUnknown({ allowed: API_TOKEN_SCOPES.join(', ') }) }), { error: m.scopesRequired })
    .min(1, m.scopesRequired)
    .refine((scopes) => new Set(scopes).size === scopes.length, m.scopeTwice),
  expiresAt: z
    .string({ error: m.expiresAtInvalid })
    .trim()
    .refine(isInstant, m.expiresAtInvalid)
    .transform((value) => new Date(value).getTime())
    .refine((at) => at > Date.now(), m.expiresAtPast)
    .nullish()
    .transform((at) => at ?? null),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;
export type ApiTokenWrite = z.output<typeof apiTokenInputSchema>;

/** The token itself is in this answer only. */
export const apiTokenCreatedSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenListSchema = z.object({ apiTokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenParamsSchema = z.object({ id: codeParam });
