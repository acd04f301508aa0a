import { describe, expect, it } from 'vitest';
import { ageOn } from '@console/contracts';
import { peopleOf, planDirectory, planFamily } from './families.ts';
import { birthDateOfAge, rewritePhone, writePhone } from './people.ts';
import { createRandom } from './random.ts';

const today = '2026-11-27';

describe('the benchmark directory of 40,000 households', () => {
  const households = planDirectory(createRandom(7), { count: 40_000, today });

  it('has households of 1 to 6 people in the set shares, 200 lone parents sharing a child with a single parent', () => {
    const bySize = new Map<number, number>();
    for (const household of households) bySize.set(household.members.length, (bySize.get(household.members.length) ?? 0) + 1);
    // 36, 33, 13, 10, 5 and 3 in a hundred of 40,000; 200 people alone became a child's other parent: a household of two.
    expect(Object.fromEntries(bySize)).toEqual({ 1: 14_400 - 200, 2: 13_200 + 200, 3: 5_200, 4: 4_000, 5: 2_000, 6: 1_200 });
    // 14,400 + 2 × 13,200 + 3 × 5,200 + 4 × 4,000 + 5 × 2,000 + 6 × 1,200 people; the shared children once.
    expect(peopleOf(households)).toHaveLength(89_600);
    const seen = new Map<object, number>();
    for (const { person } of households.flatMap((household) => household.members)) seen.set(person, (seen.get(person) ?? 0) + 1);
    expect([...seen.values()].filter((count) => count === 2)).toHaveLength(200);
  });

  it('gives each household an adult primary contact, and adults and children their roles by age', () => {
    for (const household of households) {
      const contact = household.members.find((member) => member.person === household.primaryContact);
      expect(contact?.role).toBe('adult');
      for (const { person, role } of household.members) {
        const age = ageOn(person.birthDate, today)!;
        if (role === 'child') expect(age).toBeLessThan(18);
        if (role === 'adult') expect(age).toBeGreaterThanOrEqual(18);
        expect(person.minor).toBe(age < 18);
      }
    }
  });

  it('writes phones many ways', () => {
    const writings = new Set(households.flatMap((household) => (household.phone ? [household.phone.replace(/\d/g, '0')] : [])));
    expect(writings).toEqual(
      new Set(['+0 (000) 000-0000', '000.000.0000', '000-000-0000', '(000) 000 0000', '+0 000 000 0000', '0000000000', '+0 000-000-0000']),
    );
  });
});

describe('a family', () => {
  it('has its children a year or more apart from the eldest down, twins only when the eldest is too young for them all', () => {
    const ages = (eldestChildAge: number, children: number) =>
      planFamily(createRandom(eldestChildAge), { shape: 'two-parents', eldestChildAge, children, today })
        .members.filter((member) => member.role === 'child')
        .map((member) => ageOn(member.person.birthDate, today));
    const spread = ages(17, 4);
    expect(spread[0]).toBe(17);
    for (let index = 1; index < 4; index += 1) expect(spread[index - 1]! - spread[index]!).toBeGreaterThanOrEqual(1);
    expect(ages(1, 2)).toEqual([1, 0]);
    expect(ages(0, 2)).toEqual([0, 0]);
  });
});

describe('people', () => {
  it('are the age asked for on the day, a leap day included', () => {
    const random = createRandom(3);
    for (const day of [today, '2028-02-29', '2027-03-01', '2026-01-01'])
      for (let age = 0; age <= 90; age += 1) expect(ageOn(birthDateOfAge(random, age, day), day), `${age} on ${day}`).toBe(age);
  });

  it('have one number written another way', () => {
    const random = createRandom(4);
    for (let writing = 0; writing < 7; writing += 1) {
      const phone = writePhone('5550142273', writing);
      const again = rewritePhone(random, phone);
      expect(again).not.toBe(phone);
      expect(again.replace(/\D/g, '').slice(-10)).toBe('5550142273');
    }
  });
});
