import { englishText, messageFields, parseMessage, type MessageToken } from '@console/contracts';

/**
 * An error a service throws for a 4xx answer, with its message and each refused field's messages
 * as tokens (code and values); the error handler turns them into the contract's body (errorBody).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly token: MessageToken,
    readonly errors?: Record<string, MessageToken[]>,
  ) {
    // The English for the log; the answer is built from the tokens. A token that names no message throws here, where it was made.
    super(messageFields(token).message);
  }
}

/** A 429 whose `Retry-After` the error handler sends. */
export class ThrottledError extends HttpError {
  constructor(
    token: MessageToken,
    readonly retryAfterSeconds: number,
  ) {
    super(429, token);
  }
}

type FieldErrors = Record<string, MessageToken[]>;

export const badRequest = (token: MessageToken, errors?: FieldErrors) => new HttpError(400, token, errors);
export const forbidden = (token: MessageToken) => new HttpError(403, token);
export const notFound = (token: MessageToken) => new HttpError(404, token);
export const unsupportedMediaType = (token: MessageToken) => new HttpError(415, token);
export const conflict = (token: MessageToken, errors?: FieldErrors) => new HttpError(409, token, errors);

/** A field rule that needs the database (a missing reference): 400 naming the field. */
export const fieldError = (field: string, token: MessageToken) => badRequest(token, { [field]: [token] });

/** A zod issue's message for a person at a terminal: the English of a contracts message, or the schema's own words. */
export function issueText(message: string): string {
  const coded = parseMessage(message);
  return coded ? englishText(coded) : message;
}
