import type { FastifyInstance } from 'fastify';
import { hasControlCharacters, messages, type MessageToken } from '@console/contracts';
import { badRequest } from '../lib/errors.ts';

/** The paths (`a.b.0`) of every string in `value` that holds a control character. */
function pathsWithControlCharacters(value: unknown, path: string, found: string[]) {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithControlCharacters(item, path ? `${path}.${index}` : String(index), found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      pathsWithControlCharacters(key, path, found);
      pathsWithControlCharacters(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * Refuses text with control characters (a NUL byte, escape sequences) anywhere in the path, query
 * or body of every route in `api`, before any schema or database sees it: PostgreSQL refuses a NUL
 * in text with an error, and no field of the console has a use for them. Tab and line breaks stay.
 */
export function refuseControlCharacters(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const errors: Record<string, MessageToken[]> = Object.create(null);
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      for (const path of pathsWithControlCharacters(value, '', [])) errors[path || part] = [messages.common.controlCharacters];
    }
    if (Object.keys(errors).length > 0) throw badRequest(messages.common.invalidInput, errors);
  });
}
