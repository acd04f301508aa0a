import { describe, expect, it } from 'vitest';
import { ageInYears } from './age.ts';

describe('ageInYears', () => {
  const today = new Date(2026, 10, 27);

  it('counts whole years, the birthday itself included', () => {
    expect(ageInYears('1990-11-27', today)).toBe(36);
    expect(ageInYears('1990-11-28', today)).toBe(35);
    expect(ageInYears('1990-12-01', today)).toBe(35);
    expect(ageInYears('2026-01-15', today)).toBe(0);
  });

  it('has no age without a birth date', () => {
    expect(ageInYears(null, today)).toBeNull();
  });
});
