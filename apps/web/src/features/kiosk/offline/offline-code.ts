import { OFFLINE_SECURITY_CODE_LENGTH, SECURITY_CODE_ALPHABET } from '@console/contracts';

/** `count` random bytes: the browser's cryptographic source, or a test's own. */
export type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/**
 * Bytes at or above the largest multiple of the alphabet's size that fits in a byte (234 for 26)
 * are drawn again: `byte % 26` over the rest gives every character the same chance.
 */
const UNBIASED_BELOW = 256 - (256 % SECURITY_CODE_ALPHABET.length);

/** Codes tried before giving up: a station's day has 26⁴ (456,976) of them, so only a full day runs out. */
const ATTEMPTS_MAX = 1000;

function randomCharacters(count: number, randomBytes: RandomBytes): string {
  let text = '';
  while (text.length < count)
    for (const byte of randomBytes(count - text.length))
      if (byte < UNBIASED_BELOW && text.length < count) text += SECURITY_CODE_ALPHABET[byte % SECURITY_CODE_ALPHABET.length];
  return text;
}

/**
 * A security code made by a station without the network (docs/api.md, "Stations and children's
 * safety"): its letter, then 4 random characters of the codes' alphabet, none of the day's codes
 * already `used` (those the server knows, and those this device made).
 */
export function newOfflineCode(letter: string, used: Iterable<string>, randomBytes: RandomBytes = cryptoBytes): string {
  if (letter.length !== 1 || !SECURITY_CODE_ALPHABET.includes(letter)) throw new Error(`Not a station letter: ${letter}`);
  const taken = new Set(used);
  for (let attempt = 0; attempt < ATTEMPTS_MAX; attempt++) {
    const code = letter + randomCharacters(OFFLINE_SECURITY_CODE_LENGTH - 1, randomBytes);
    if (!taken.has(code)) return code;
  }
  throw new Error('No offline code left for today');
}
