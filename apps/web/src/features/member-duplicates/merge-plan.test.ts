import { describe, expect, it } from 'vitest';
import type { Member } from '@console/contracts';
import { fieldsToFill } from './merge-plan.ts';

const member = (fields: Partial<Member>): Member =>
  ({
    code: 1,
    firstName: 'Ana',
    lastName: 'Paz',
    fullname: 'Ana Paz',
    email: 'ana@example.org',
    phones: null,
    gender: null,
    birthDate: null,
    civilStatusId: null,
    civilStatus: null,
    roleId: 3,
    role: 'Member',
    education: null,
    occupation: null,
    workSchedule: null,
    hobbies: null,
    medicalConditions: null,
    dietRestrictions: null,
    foodAllergies: null,
    isActiveLaic: false,
    isEnabled: true,
    status: 'Enabled',
    ...fields,
  }) as Member;

describe('fieldsToFill', () => {
  it('lists the fields empty on the kept member and given on the merged one, never names, email or role', () => {
    const merged = member({ phones: '555', occupation: 'Nurse', email: 'other@example.org', foodAllergies: 'Nuts' });
    const kept = member({ occupation: 'Teacher' });
    expect(fieldsToFill(merged, kept)).toEqual(['phones', 'foodAllergies']);
    expect(fieldsToFill(kept, merged)).toEqual([]);
  });
});
