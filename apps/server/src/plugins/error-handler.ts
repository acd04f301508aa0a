import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, errorBody, messages } from '@console/contracts';
import { HttpError, ThrottledError } from '../lib/errors.ts';

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * The one error handler: every 4xx answers `{message, errors?}` with their codes (errorBody); a 5xx answers a generic message
 * and leaves the detail to the log only.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ThrottledError) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field names come from the request (`valueOf`, `__proto__`): no prototype to collide with.
      const errors: FieldErrors = Object.create(null);
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (issue.params as { keys?: string[] }).keys;
        // Unknown fields are reported under their own names, so a client sees which one to drop.
        if (issue.keyword === 'unrecognized_keys' && keys) {
          for (const key of keys) addFieldError(errors, path ? `${path}.${key}` : key, messages.common.unknownField);
        } else {
          addFieldError(errors, path || error.validationContext || 'body', issue.message ?? messages.common.invalidInput);
        }
      }
      return reply.status(400).send(errorBody(messages.common.invalidInput, errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // A route with its own limit (an imported file) names that limit.
      const limit = request.routeOptions.bodyLimit;
      const text =
        limit && limit !== BODY_LIMIT_BYTES ? messages.imports.fileTooLarge({ max: limit / (1024 * 1024) }) : messages.common.bodyTooLarge;
      return reply.status(413).send(errorBody(text));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): their text is safe to show.
      return reply.status(status).send(errorBody(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(messages.common.internalError));
  });
}
