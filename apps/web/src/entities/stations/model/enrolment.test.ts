import { describe, expect, it } from 'vitest';
import { enrolmentAddress, groupCode } from './enrolment.ts';

describe('groupCode', () => {
  it('splits an eight-character code into two groups of four', () => {
    expect(groupCode('KQ7MA3XD')).toEqual(['KQ7M', 'A3XD']);
  });

  it('keeps a shorter last group', () => {
    expect(groupCode('ACDEFG')).toEqual(['ACDE', 'FG']);
  });
});

describe('enrolmentAddress', () => {
  it("is the console's /station page with the code in its query", () => {
    expect(enrolmentAddress('https://192.168.1.10:3000', 'KQ7MA3XD')).toBe('https://192.168.1.10:3000/station?code=KQ7MA3XD');
  });
});
