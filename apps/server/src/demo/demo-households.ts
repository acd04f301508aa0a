import { ROLE_IDS, householdInputSchema } from '@console/contracts';
import type { Db } from '../db/database.ts';
import { insertMember } from '../modules/members/members.repository.ts';
import { SYSTEM_ACTOR } from '../modules/audit/actor.ts';
import { createHousehold } from '../modules/households/households.service.ts';
import { familyMember } from './demo-members.ts';
import { householdWrite, peopleOf, planFamily, sharedCustody, type FamilyOptions, type PlannedHousehold } from './families.ts';
import { writePhone, type Person } from './people.ts';
import type { Random } from './random.ts';

type DemoFamily = Omit<FamilyOptions, 'today'>;

/**
 * The demo's families: couples with and without children, single parents, three generations,
 * people living alone, their eldest children between them of every age from a newborn to 17 (and
 * one grown son or daughter still at home).
 */
export const DEMO_FAMILIES: DemoFamily[] = [
  ...Array.from({ length: 6 }, (): DemoFamily => ({ shape: 'couple' })),
  ...[
    [17, 3],
    [15, 2],
    [13, 4],
    [12, 2],
    [10, 3],
    [9, 1],
    [7, 2],
    [6, 3],
    [4, 2],
    [3, 1],
    [1, 2],
    [20, 3],
  ].map(([eldestChildAge, children]): DemoFamily => ({ shape: 'two-parents', eldestChildAge, children })),
  ...[
    [16, 2],
    [14, 1],
    [11, 2],
    [8, 1],
    [5, 2],
    [2, 1],
  ].map(([eldestChildAge, children]): DemoFamily => ({ shape: 'single-parent', eldestChildAge, children })),
  ...[
    [0, 1],
    [6, 2],
    [12, 3],
  ].map(([eldestChildAge, children]): DemoFamily => ({ shape: 'three-generations', eldestChildAge, children })),
  ...Array.from({ length: 3 }, (): DemoFamily => ({ shape: 'alone' })),
];

/**
 * The phone the first two-parent family gave twice, written two ways (the possible duplicate
 * households); its contact's own phone is the same number with the country code.
 */
export const DEMO_SHARED_PHONE = ['(555) 014-2273', '555.014.2273'] as const;

/**
 * The families of DEMO_FAMILIES; a child of separated parents in each parent's household; and two
 * households entered twice, one under the same phone written another way, one under the same
 * address typed differently. The people become members (their emails from `firstIndex` on, after
 * the other demo members'), the households go through the households service. Answers the codes
 * of the new members.
 */
export async function addDemoHouseholds(db: Db, random: Random, { firstIndex, now }: { firstIndex: number; now: number }) {
  const today = new Date(now).toISOString().slice(0, 10);
  const families = DEMO_FAMILIES.map((family) => planFamily(random, { ...family, today }));
  const custody = sharedCustody(random, planFamily(random, { shape: 'single-parent', eldestChildAge: 9, children: 2, today }), today);

  // Entered twice: the same family under another name and the phone written another way, with
  // only the contact listed; and a household typed again from its address, nobody listed yet.
  const byPhone = families.find((family) => family.shape === 'two-parents')!;
  byPhone.phone = DEMO_SHARED_PHONE[0];
  const contact = byPhone.primaryContact!;
  contact.phones = writePhone(DEMO_SHARED_PHONE[0].replace(/\D/g, ''), 0);
  const byAddress = families.find((family) => family.shape === 'couple' && family.address !== null)!;
  const twice: PlannedHousehold[] = [
    {
      ...byPhone,
      name: `Familia ${contact.lastName}`,
      phone: DEMO_SHARED_PHONE[1],
      address: null,
      notes: null,
      members: [{ person: contact, role: 'adult' }],
    },
    {
      ...byAddress,
      name: `${byAddress.primaryContact!.lastName} home`,
      phone: null,
      address: byAddress.address!.toUpperCase().replaceAll(',', ''),
      members: [],
      primaryContact: null,
    },
  ];

  const households = [...families, ...custody, ...twice];
  const codes = new Map<Person, number>();
  for (const [offset, person] of peopleOf(households).entries()) {
    codes.set(person, await insertMember(db, familyMember(random, firstIndex + offset, ROLE_IDS.member, person)));
  }
  for (const household of households) {
    await createHousehold(db, SYSTEM_ACTOR, householdInputSchema.parse(householdWrite(household, (person) => codes.get(person)!)), now);
  }
  return [...codes.values()];
}
