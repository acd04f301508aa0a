import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, errorBody, issueToken, messages, type MessageToken } from '@console/contracts';
import { HttpError, ThrottledError } from '../lib/errors.ts';

type FieldErrors = Record<string, MessageToken[]>;

function addFieldError(errors: FieldErrors, field: string, token: MessageToken) {
  (errors[field] ??= []).push(token);
}

/** Fastify's (and its plugins') own refusals of a request, by their error code: never by their text. */
function fastifyToken(error: FastifyError, request: FastifyRequest): MessageToken | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      // A route with its own limit (an imported file) names that limit.
      const limit = request.routeOptions.bodyLimit;
      return limit && limit !== BODY_LIMIT_BYTES
        ? messages.imports.fileTooLarge({ max: limit / (1024 * 1024) })
        : messages.common.bodyTooLarge;
    }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.requests.emptyJsonBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return messages.requests.invalidJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.requests.unsupportedMediaType;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return messages.requests.contentLengthMismatch;
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return messages.requests.unsupportedEncoding({ encoding: String(request.headers['content-encoding']) });
    case 'FST_CP_ERR_INVALID_CONTENT':
      return messages.requests.undecodableBody;
    default:
      return undefined;
  }
}

/**
 * The one error handler: every 4xx answers `{message, code, values?, errors?, errorCodes?}`
 * (errorBody) from the tokens it was given; a 5xx answers a generic message and leaves the detail
 * to the log only.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ThrottledError) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.token, error.errors));
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
          addFieldError(errors, path || error.validationContext || 'body', issueToken(issue.message));
        }
      }
      return reply.status(400).send(errorBody(messages.common.invalidInput, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const token = fastifyToken(error, request);
      if (!token) request.log.warn({ err: error }, 'a client error without a message of its own');
      return reply.status(status).send(errorBody(token ?? messages.common.invalidInput));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(messages.common.internalError));
  });
}
