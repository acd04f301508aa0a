import { describe, expect, it } from 'vitest';
import { looksLikePhone, normalizeText, phoneDigits, searchedDigits } from './text.ts';

describe('how searches compare text', () => {
  it('leaves case and accents out', () => {
    expect(normalizeText('José ÑÚÑEZ Çelik')).toBe('jose nunez celik');
  });

  it('reads a phone written any way as its digits, keeping what would join two numbers', () => {
    expect(phoneDigits('+1 (555) 014-2273')).toBe('15550142273');
    expect(phoneDigits('555.014.2273')).toBe('5550142273');
    expect(phoneDigits('555-0142 / 555-0199')).toBe('5550142/5550199');
  });

  it('takes a search for phone digits from 4 digits, and tells a phone still being typed from a name', () => {
    expect(searchedDigits(' (555) 0142 ', 4)).toBe('5550142');
    expect(searchedDigits('2273', 4)).toBe('2273');
    expect(searchedDigits('227', 4)).toBeUndefined();
    expect(searchedDigits('ana 2273', 4)).toBeUndefined();
    expect(looksLikePhone('55-5')).toBe(true);
    expect(looksLikePhone('')).toBe(true);
    expect(looksLikePhone('ana')).toBe(false);
  });
});
