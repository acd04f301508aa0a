import { z } from 'zod';
import { messageCode, type MessageCode } from './message-codes.ts';

const valuesSchema = z.record(z.string(), z.string()).optional();
const messageCodeSchema = z.object({ code: z.string(), values: valuesSchema });

/**
 * Every error answer: `{message, errors?}` where `errors` names each failing field, and beside
 * them the stable codes a client translates from: `code` (+ `values`) for `message`, and
 * `errorCodes` parallel to `errors` (`null` for a text that has no code).
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  values: valuesSchema,
  errors: z.record(z.string(), z.array(z.string())).optional(),
  errorCodes: z.record(z.string(), z.array(messageCodeSchema.nullable())).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** The error body for a message and its field errors, with their codes added. */
export function errorBody(message: string, errors?: Record<string, string[]>): ApiError {
  const body: ApiError = { message, ...messageCode(message) };
  if (!errors) return body;
  // Field names come from the request (`__proto__`): records without a prototype to collide with.
  const errorCodes: Record<string, (MessageCode | null)[]> = Object.create(null);
  for (const [field, texts] of Object.entries(errors)) errorCodes[field] = texts.map((text) => messageCode(text) ?? null);
  return { ...body, errors, errorCodes };
}
