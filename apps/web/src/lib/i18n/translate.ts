import { parseMessage } from '@console/contracts';
import { i18n } from './index.ts';

// Codes arrive at run time, so they cannot be checked against the catalog's keys.
const translateKey = (key: string, values: Record<string, string> = {}) => (i18n.t as (key: string, values: object) => string)(key, values);

/**
 * A message in the language shown: a contracts message token (`members.emailInUse`,
 * `common.tooLong?max=100`) by its code (`api.<code>`), or a web rule's catalog key.
 */
export function translateToken(token: string): string {
  const message = parseMessage(token);
  if (message) return translateKey(`api.${message.code}`, message.values);
  return i18n.exists(token) ? translateKey(token) : token;
}

/**
 * A server answer's message in the language shown, from the code the API sends beside it; the
 * English it came with when this build has no such code (a newer server).
 */
export function translateApiMessage(answer: {
  message: string;
  code?: string | undefined;
  values?: Record<string, string> | undefined;
}): string {
  if (answer.code && i18n.exists(`api.${answer.code}`)) return translateKey(`api.${answer.code}`, answer.values);
  return answer.message;
}
