import type { FastifyInstance } from 'fastify';
import { hasControlCharacters, messages, type MessageToken } from '@console/contracts';
import { badRequest } from '../lib/errors.ts';

/**
 * How deep a request's values may nest. No input of the console nests past a few levels; the limit
 * keeps the walk below (and every later reader) from following a body nested thousands deep.
 */
export const MAX_NESTING = 32;

type Found = Record<string, MessageToken[]>;

/**
 * Marks in `found` the path (`a.b.0`) of every string in `value` that holds a control character,
 * and of the first value nested deeper than MAX_NESTING. It walks with its own stack, not by
 * recursion, so no body can overflow the call stack.
 */
function findHostileText(value: unknown, found: Found) {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) found[path] = [messages.common.controlCharacters];
    } else if (item instanceof Uint8Array) {
      // A file (the members import's CSV) is checked by its reader as it reads it, a slice at a
      // time (lib/csv-reader.ts): walked here, 32 MiB would hold the server up at once.
      continue;
    } else if (item !== null && typeof item === 'object') {
      if (depth === MAX_NESTING) {
        found[path] = [messages.common.nestedTooDeep];
        continue;
      }
      for (const [key, next] of Object.entries(item)) {
        if (!Array.isArray(item) && hasControlCharacters(key)) found[path] = [messages.common.controlCharacters];
        stack.push({ value: next, path: child(path, key), depth: depth + 1 });
      }
    }
  }
}

/**
 * Refuses text with control characters (a NUL byte, escape sequences) anywhere in the path, query
 * or body of every route in `api`, before any schema or database sees it: PostgreSQL refuses a NUL
 * in text with an error, and no field of the console has a use for them. Tab and line breaks stay.
 * A value nested deeper than MAX_NESTING is refused the same way.
 */
export function refuseControlCharacters(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const errors: Found = Object.create(null);
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found: Found = Object.create(null);
      findHostileText(value, found);
      for (const [path, codes] of Object.entries(found)) errors[path || part] = codes;
    }
    if (Object.keys(errors).length > 0) throw badRequest(messages.common.invalidInput, errors);
  });
}
