/** Lower case with accents stripped, so that "José" and "jose" meet in search and sort. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A LIKE pattern that matches `term` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${normalizeText(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Emails compare case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
