import fc from 'fast-check';
import { offlineCodePattern, SECURITY_CODE_ALPHABET } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { newOfflineCode, type RandomBytes } from './offline-code.ts';

/** A source that hands out `bytes` in order. */
function scripted(bytes: number[]): RandomBytes {
  let next = 0;
  return (count) => Uint8Array.from({ length: count }, () => bytes[next++]!);
}

describe('newOfflineCode', () => {
  it("is the station's letter and 4 characters of the alphabet", () => {
    expect(newOfflineCode('K', [], scripted([0, 1, 2, 25]))).toBe('KACD9');
    expect(newOfflineCode('K', [])).toMatch(offlineCodePattern);
  });

  it('draws again a byte of 234 or more, which would favour the first characters', () => {
    // 234 % 26 = 0 and 255 % 26 = 21: taken, they would give A and W more often than the rest.
    expect(newOfflineCode('Q', [], scripted([234, 255, 26, 27, 240, 28, 29]))).toBe('QACDE');
  });

  it('makes none of the codes in use', () => {
    expect(newOfflineCode('K', ['KAAAA'], scripted([0, 0, 0, 0, 0, 0, 0, 1]))).toBe('KAAAC');
  });

  it('refuses a letter that is not one of the alphabet', () => {
    expect(() => newOfflineCode('B', [])).toThrow(/letter/);
    expect(() => newOfflineCode('KA', [])).toThrow(/letter/);
  });

  it("never repeats a code of the day and always starts with the station's letter", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECURITY_CODE_ALPHABET),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.stringMatching(new RegExp(`^[${SECURITY_CODE_ALPHABET}]{5}$`)), { maxLength: 50 }),
        fc.integer({ min: 1, max: 0xffffffff }),
        (letter, count, serverCodes, seed) => {
          // Bytes of a small generator (xorshift32) seeded by fast-check, so that a failure shrinks to
          // its seed. Bytes cycled from a short list could make fewer distinct codes than `count`
          // (eight equal bytes make 26), which no source of random bytes does.
          let state = seed;
          const bytes: RandomBytes = (size) =>
            Uint8Array.from({ length: size }, () => {
              state ^= state << 13;
              state ^= state >>> 17;
              state ^= state << 5;
              return state & 0xff;
            });
          const used = new Set(serverCodes);
          const made: string[] = [];
          for (let index = 0; index < count; index++) {
            const code = newOfflineCode(letter, used, bytes);
            made.push(code);
            used.add(code);
          }
          expect(new Set(made).size).toBe(made.length);
          expect(made.filter((code) => serverCodes.includes(code))).toEqual([]);
          expect(made.every((code) => code.startsWith(letter) && offlineCodePattern.test(code))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
