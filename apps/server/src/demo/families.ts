/**
 * Households as a directory has them, planned before anyone is a member: people living alone,
 * couples, parents with children of every age, three generations under one roof, and children of
 * parents who live apart in both parents' households. The demo writes a few dozen through the
 * households service, the benchmark data tens of thousands in bulk.
 */
import { ageOn, roleByAge, type HouseholdRole, type HouseholdWrite } from '@console/contracts';
import { HOUSEHOLD_NOTES } from './demo-names.ts';
import {
  birthDateOfAge,
  randomAddress,
  randomFirstName,
  randomLastName,
  randomPhone,
  rewritePhone,
  type Gender,
  type Person,
} from './people.ts';
import type { Random } from './random.ts';

export type FamilyShape = 'alone' | 'couple' | 'single-parent' | 'two-parents' | 'three-generations';

export interface PlannedHousehold {
  shape: FamilyShape;
  name: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  /** Adults, then a grandparent, then the children, eldest first. */
  members: { person: Person; role: HouseholdRole }[];
  /** One of its adults, or none. */
  primaryContact: Person | null;
}

export interface FamilyOptions {
  shape: FamilyShape;
  /** How many children (single-parent, two-parents, three-generations). */
  children?: number;
  /** The eldest child's age; by default 0 to 17, or now and then a grown child of 18 to 23 still at home. */
  eldestChildAge?: number;
  /** The day ages are counted on, `YYYY-MM-DD`. */
  today: string;
}

const other = (gender: Gender): Gender => (gender === 'Male' ? 'Female' : 'Male');

function person(
  random: Random,
  { gender, lastName, age, today }: { gender: Gender; lastName: string; age: number; today: string },
): Person {
  const minor = age < 18;
  return {
    firstName: randomFirstName(random, gender),
    lastName,
    gender,
    birthDate: birthDateOfAge(random, age, today),
    // Most adults give a mobile; a teenager now and then; younger children none.
    phones: (minor ? age >= 13 && random.chance(0.4) : random.chance(0.85)) ? randomPhone(random) : null,
    minor,
  };
}

/** Children's ages, eldest first: a year to four apart (twins when the eldest is too young for them all), none below 0. */
function childAges(random: Random, count: number, eldest: number): number[] {
  const ages = [eldest];
  while (ages.length < count) {
    const previous = ages.at(-1)!;
    // Room for a year between each of the younger ones still to come.
    const widest = Math.min(4, previous - (count - ages.length - 1));
    ages.push(widest >= 1 ? previous - random.int(1, widest) : previous);
  }
  return ages;
}

function householdName(random: Random, lastName: string): string {
  const pick = random.next();
  if (pick < 0.6) return `${lastName} family`;
  return pick < 0.85 ? `Familia ${lastName}` : `${lastName} household`;
}

/** A household of one of the shapes, its people made up with it. */
export function planFamily(random: Random, { shape, children = 0, eldestChildAge, today }: FamilyOptions): PlannedHousehold {
  const lastName = randomLastName(random);
  const ages =
    shape === 'alone' || shape === 'couple' ? [] : childAges(random, children, eldestChildAge ?? defaultEldest(random, children));
  const parentAge = ages.length > 0 ? ages[0]! + random.int(20, 38) : random.int(shape === 'alone' ? 19 : 22, 85);
  const firstGender: Gender = shape === 'single-parent' && random.chance(0.75) ? 'Female' : random.pick(['Male', 'Female'] as const);
  const first = person(random, { gender: firstGender, lastName, age: parentAge, today });
  const adults = [first];
  if (shape !== 'alone' && shape !== 'single-parent') {
    // Most couples are a man and a woman; about half keep their own last names.
    const gender = random.chance(0.9) ? other(firstGender) : firstGender;
    const partnerAge = Math.max(19, parentAge + random.int(-6, 6));
    adults.push(person(random, { gender, lastName: random.chance(0.5) ? lastName : randomLastName(random), age: partnerAge, today }));
  }
  const grandparents =
    shape === 'three-generations'
      ? [person(random, { gender: random.pick(['Male', 'Female'] as const), lastName, age: parentAge + random.int(22, 32), today })]
      : [];
  const kids = ages.map((age) => person(random, { gender: random.pick(['Male', 'Female'] as const), lastName, age, today }));
  const byAge = (someone: Person) => roleByAge(someone.birthDate, today);
  return {
    shape,
    name: shape === 'alone' ? `${first.firstName} ${lastName}` : householdName(random, lastName),
    phone: householdPhone(random, first),
    address: random.chance(0.9) ? randomAddress(random) : null,
    notes: random.chance(0.15) ? random.pick(HOUSEHOLD_NOTES) : null,
    members: [
      ...adults.map((adult) => ({ person: adult, role: byAge(adult) })),
      ...grandparents.map((grandparent) => ({ person: grandparent, role: 'other' as const })),
      // A grown child still at home is an adult of the household, by age.
      ...kids.map((kid) => ({ person: kid, role: byAge(kid) })),
    ],
    primaryContact: first,
  };
}

function defaultEldest(random: Random, children: number): number {
  return random.chance(0.1) ? random.int(18, 23) : random.int(Math.min(children - 1, 17), 17);
}

/** Most households give a phone: the primary contact's own, written another way, or a home line. */
function householdPhone(random: Random, contact: Person): string | null {
  if (!random.chance(0.8)) return null;
  return contact.phones && random.chance(0.7) ? rewritePhone(random, contact.phones) : randomPhone(random);
}

/**
 * Shared custody: the youngest child of a single parent lives half the time with their other
 * parent. Answers the parent's household, named after them, and the other parent's household of
 * the two of them; the child is in both.
 */
export function sharedCustody(random: Random, family: PlannedHousehold, today: string): [PlannedHousehold, PlannedHousehold] {
  const child = family.members.findLast((member) => member.role === 'child')!.person;
  const parent = family.primaryContact!;
  const parentAge = ageOn(parent.birthDate, today)!;
  const otherParent = person(random, {
    gender: other(parent.gender),
    lastName: child.lastName,
    age: Math.max(19, parentAge + random.int(-4, 6)),
    today,
  });
  const notes = `Shared custody: ${child.firstName} lives here every other week.`;
  return [
    { ...family, name: `${family.name} (${parent.firstName})`, notes },
    {
      shape: 'single-parent',
      name: `${child.lastName} family (${otherParent.firstName})`,
      phone: householdPhone(random, otherParent),
      address: randomAddress(random),
      notes,
      members: [
        { person: otherParent, role: 'adult' },
        { person: child, role: 'child' },
      ],
      primaryContact: otherParent,
    },
  ];
}

/** Everyone in these households, each once, in the order the households list them. */
export function peopleOf(households: readonly PlannedHousehold[]): Person[] {
  return [...new Set(households.flatMap((household) => household.members.map((member) => member.person)))];
}

/** A planned household as the households service takes it, its people by their member codes. */
export function householdWrite(household: PlannedHousehold, codeOf: (person: Person) => number): HouseholdWrite {
  return {
    name: household.name,
    phone: household.phone,
    address: household.address,
    notes: household.notes,
    members: household.members.map((member) => ({ code: codeOf(member.person), role: member.role })),
    primaryContactCode: household.primaryContact && codeOf(household.primaryContact),
  };
}

/** Households by size, 1 to 6 people: a directory's mix, more people alone or in twos than a census counts. */
export const HOUSEHOLD_SIZE_SHARES = [0.36, 0.33, 0.13, 0.1, 0.05, 0.03] as const;

/** A household of `size` people in one of the shapes that size takes. */
function shapeOfSize(random: Random, size: number): { shape: FamilyShape; children: number } {
  if (size === 1) return { shape: 'alone', children: 0 };
  if (size === 2) return random.chance(0.75) ? { shape: 'couple', children: 0 } : { shape: 'single-parent', children: 1 };
  const pick = random.next();
  if (size >= 4 && pick < 0.08) return { shape: 'three-generations', children: size - 3 };
  if (pick < 0.23) return { shape: 'single-parent', children: size - 1 };
  return { shape: 'two-parents', children: size - 2 };
}

/** One household in this many shares two parents' children with another (shared custody). */
export const SHARED_CUSTODY_EVERY = 200;

/**
 * `count` households in HOUSEHOLD_SIZE_SHARES (exactly, the rounding's remainder in twos), in a
 * random order; one in SHARED_CUSTODY_EVERY is a parent living alone who shares a child with a
 * single parent's household.
 */
export function planDirectory(random: Random, { count, today }: { count: number; today: string }): PlannedHousehold[] {
  const perSize = HOUSEHOLD_SIZE_SHARES.map((share) => Math.floor(count * share));
  perSize[1]! += count - perSize.reduce((sum, n) => sum + n, 0);
  const sizes = random.sample(
    perSize.flatMap((n, index) => Array.from({ length: n }, () => index + 1)),
    count,
  );
  const households = sizes.map((size) => planFamily(random, { ...shapeOfSize(random, size), today }));
  const parents = households.flatMap((household, index) =>
    household.shape === 'single-parent' && household.members.some((member) => member.role === 'child') ? [index] : [],
  );
  const alone = households.flatMap((household, index) => (household.shape === 'alone' ? [index] : []));
  const shared = Math.min(Math.floor(count / SHARED_CUSTODY_EVERY), parents.length, alone.length);
  for (let index = 0; index < shared; index += 1) {
    // The one living alone becomes the child's other parent: as many people, one more membership.
    [households[parents[index]!], households[alone[index]!]] = sharedCustody(random, households[parents[index]!]!, today);
  }
  return households;
}
