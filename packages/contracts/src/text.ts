/**
 * How searches compare text, the same on the server (in SQL and in code) and in a station's browser
 * searching its roster offline.
 */

/** Lower case with accents stripped, so that "José" and "jose" meet in search and sort. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The characters a phone number is written with besides its digits: `555-0142`, `+1 (555) 0142`
 * and `5550142` are the same digits once they go. Anything else (a slash between two numbers, an
 * "ext") stays, so that two numbers in one field do not run into one.
 */
const PHONE_PUNCTUATION = [' ', '-', '.', '(', ')', '+'] as const;

/** A phone as its digits (PHONE_PUNCTUATION taken out), for the search by digits. */
export function phoneDigits(phone: string): string {
  let digits = phone;
  for (const character of PHONE_PUNCTUATION) digits = digits.replaceAll(character, '');
  return digits;
}

/** The digits a search names, when it is a phone number of `minDigits` or more written any way; otherwise undefined. */
export function searchedDigits(search: string, minDigits: number): string | undefined {
  const digits = phoneDigits(search.trim());
  return /^\d+$/.test(digits) && digits.length >= minDigits ? digits : undefined;
}

/** Whether a search is written as a phone number (digits and phone punctuation alone), however few digits. */
export function looksLikePhone(search: string): boolean {
  return /^\d*$/.test(phoneDigits(search.trim()));
}
