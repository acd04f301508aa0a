import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLiveCounts, parseCode } from './codes.ts';
import { codeParam } from './fields.ts';
import { MAX_STORED_ID } from './limits.ts';

describe('parseCode', () => {
  it('reads what codeParam accepts, as the same number, and nothing it refuses', () => {
    const digits = fc.stringMatching(/^\d{1,12}$/);
    const nearTheEdges = fc.constantFrom(
      '0',
      '1',
      '007',
      String(MAX_STORED_ID),
      String(MAX_STORED_ID + 1),
      '',
      ' 5',
      '+5',
      '5.0',
      '1e3',
      '0x5',
      '-1',
    );
    fc.assert(
      fc.property(fc.oneof(digits, nearTheEdges, fc.string()), (text) => {
        const parsed = codeParam.safeParse(text);
        expect(parseCode(text)).toBe(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2_000 },
    );
  });

  it('answers the codes written out, and undefined for a missing segment', () => {
    expect(parseCode('42')).toBe(42);
    expect(parseCode('007')).toBe(7);
    expect(parseCode(String(MAX_STORED_ID))).toBe(2_147_483_647);
    expect(parseCode(String(MAX_STORED_ID + 1))).toBeUndefined();
    expect(parseCode('0')).toBeUndefined();
    expect(parseCode(undefined)).toBeUndefined();
  });
});

describe('isLiveCounts', () => {
  it('accepts three whole numbers and nothing else', () => {
    expect(isLiveCounts({ registered: 12, checked: 3, present: 2 })).toBe(true);
    expect(isLiveCounts({ registered: 12, checked: 3, present: 0 })).toBe(true);
    // The counts before check-out was counted: no present, refused.
    expect(isLiveCounts({ registered: 12, checked: 3 })).toBe(false);
    expect(isLiveCounts({ registered: 12, checked: 3, present: 2.5 })).toBe(false);
    expect(isLiveCounts({ registered: 12, checked: 3, present: '2' })).toBe(false);
    expect(isLiveCounts({ registered: 12, checked: 3.5, present: 2 })).toBe(false);
    expect(isLiveCounts({ registered: '12', checked: 3, present: 2 })).toBe(false);
    expect(isLiveCounts({ registered: 12 })).toBe(false);
    expect(isLiveCounts(null)).toBe(false);
    expect(isLiveCounts(7)).toBe(false);
  });
});
