import { describe, expect, it } from 'vitest';
import { emptyHouseholdValues, householdFormSchema } from './household-form-values.ts';

const ana = { code: 1, role: 'adult' as const, fullname: 'Ana Lopez', birthDate: null };
const luis = { code: 2, role: 'child' as const, fullname: 'Luis Lopez', birthDate: '2018-02-01' };

describe('householdFormSchema', () => {
  it("answers what the API takes: each member's code and role, empty texts as null", () => {
    const parsed = householdFormSchema.parse({ ...emptyHouseholdValues(), name: ' Lopez ', members: [ana, luis], primaryContactCode: 1 });
    expect(parsed).toEqual({
      name: 'Lopez',
      phone: null,
      address: null,
      notes: null,
      members: [
        { code: 1, role: 'adult' },
        { code: 2, role: 'child' },
      ],
      primaryContactCode: 1,
    });
  });

  it("refuses with the server's messages on the server's paths", () => {
    const result = householdFormSchema.safeParse({ ...emptyHouseholdValues(), members: [ana, luis, ana], primaryContactCode: 2 });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', expect.stringContaining('nameRequired')],
        ['members', expect.stringContaining('memberTwice')],
      ]),
    );
  });

  it('refuses a primary contact who is not one of the adults', () => {
    const result = householdFormSchema.safeParse({ ...emptyHouseholdValues(), name: 'Lopez', members: [ana, luis], primaryContactCode: 2 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['primaryContactCode', expect.stringContaining('primaryContactNotAdult')],
    ]);
  });
});
