import { messageCode } from '@console/contracts';
import { i18n } from './index.ts';

// Codes arrive at run time, so they cannot be checked against the catalog's keys.
const translateKey = (key: string, values: Record<string, string> = {}) => (i18n.t as (key: string, values: object) => string)(key, values);

/**
 * A validation or server message in the language shown: a shared contracts message is found by
 * its code (`api.<code>`), a web rule's message is a catalog key, anything else stays as it is.
 */
export function translateMessage(text: string): string {
  const found = messageCode(text);
  if (found) return translateKey(`api.${found.code}`, found.values);
  return i18n.exists(text) ? translateKey(text) : text;
}

/** A server answer's message in the language shown, from the code the API sends beside it. */
export function translateApiMessage(answer: { message: string; code?: string; values?: Record<string, string> }): string {
  if (answer.code && i18n.exists(`api.${answer.code}`)) return translateKey(`api.${answer.code}`, answer.values);
  return translateMessage(answer.message);
}
