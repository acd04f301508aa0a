import { z } from 'zod';
import { englishText, messages, parseMessage, type CodedMessage, type MessageToken } from './messages.ts';

const valuesSchema = z.record(z.string(), z.string()).optional();
const codeSchema = z.string().describe("The message's code, its key path in the contracts' messages, e.g. members.emailInUse");
export const codedMessageSchema = z.object({ code: codeSchema, values: valuesSchema });

/** A message for the user as an answer carries it: the English text, its code and a template's values. */
export const messageFieldsSchema = { message: z.string(), code: codeSchema, values: valuesSchema };

/**
 * Every error answer: `{message, code, values?}` for the error, and for a refused field `errors`
 * (English texts) with `errorCodes` parallel to them (`{code, values?}`). A client translates from
 * the codes; the English is the contract's own text.
 */
export const errorSchema = z.object({
  ...messageFieldsSchema,
  errors: z.record(z.string(), z.array(z.string())).optional(),
  errorCodes: z.record(z.string(), z.array(codedMessageSchema)).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

function coded(token: MessageToken): CodedMessage {
  const message = parseMessage(token);
  if (!message) throw new Error(`Not a message token: ${token}`);
  return message;
}

/**
 * A zod issue's message: the token the contracts gave its rule. A rule left to zod's own words
 * (none of the contracts' schemas should have one) is invalid input, never an uncoded text.
 */
export function issueToken(message: string | undefined): MessageToken {
  return message !== undefined && parseMessage(message) ? (message as MessageToken) : messages.common.invalidInput;
}

/** A message as an answer carries it: `{message, code, values?}`. */
export function messageFields(token: MessageToken): { message: string } & CodedMessage {
  const message = coded(token);
  return { message: englishText(message), ...message };
}

/** The error body for a message and its field errors. */
export function errorBody(token: MessageToken, errors?: Record<string, readonly MessageToken[]>): ApiError {
  const body: ApiError = messageFields(token);
  if (!errors) return body;
  // Field names come from the request (`__proto__`): records without a prototype to collide with.
  const texts: Record<string, string[]> = Object.create(null);
  const codes: Record<string, CodedMessage[]> = Object.create(null);
  for (const [field, tokens] of Object.entries(errors)) {
    codes[field] = tokens.map(coded);
    texts[field] = codes[field].map(englishText);
  }
  return { ...body, errors: texts, errorCodes: codes };
}
