/** An error a service throws for a 4xx answer; the error handler turns it into `{message, errors}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A 429 whose `Retry-After` the error handler sends. */
export class ThrottledError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new HttpError(409, message, errors);

/** A field rule that needs the database (a missing reference): 400 naming the field. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
