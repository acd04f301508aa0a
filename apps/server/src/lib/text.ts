import { normalizeText } from '@console/contracts';

/** A LIKE pattern that matches `term` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${normalizeText(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An address as two writings of it compare: case, accents, punctuation and spacing left out. */
export function addressKey(address: string): string {
  return normalizeText(address)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Emails compare case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
