import { ROLE_IDS } from '@console/contracts';
import type { MemberWrite } from '../modules/members/members.repository.ts';
import { ALLERGIES, DIETS, EDUCATION, HOBBIES, MEDICAL, OCCUPATIONS, WORK_SCHEDULES } from './demo-names.ts';
import { randomPerson, type Person } from './people.ts';
import type { Random } from './random.ts';

/** The start of a made-up email: the names without accents or anything but letters and a dot. */
export function emailLocalPart(first: string, last: string) {
  return `${first}.${last}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
}

/**
 * A made-up member: an English or Spanish name, most fields filled in, a few care notes; `index`
 * keeps the email unique. `person` sets who they are (a family's member); by default someone on
 * their own. A minor has no occupation, schooling, work or civil status.
 */
export function randomMember(random: Random, index: number, roleId: number = ROLE_IDS.member, person = randomPerson(random)): MemberWrite {
  const { firstName, lastName, gender, minor } = person;
  const detailed = random.chance(0.35);
  const isEnabled = random.chance(0.93);
  return {
    roleId,
    firstName,
    lastName,
    email: `${emailLocalPart(firstName, lastName)}.${index + 1}@example.org`,
    phones: person.phones,
    gender: random.chance(0.9) ? gender : null,
    birthDate: person.birthDate,
    civilStatusId: !minor && random.chance(0.8) ? random.int(1, 6) : null,
    education: detailed && !minor ? random.pick(EDUCATION) : null,
    occupation: random.chance(0.6) ? (minor ? 'Student' : random.pick(OCCUPATIONS)) : null,
    workSchedule: detailed && !minor ? random.pick(WORK_SCHEDULES) : null,
    hobbies: detailed ? random.sample(HOBBIES, random.int(1, 3)).join(', ') : null,
    medicalConditions: detailed && random.chance(0.3) ? random.pick(MEDICAL) : null,
    dietRestrictions: detailed && random.chance(0.4) ? random.pick(DIETS) : null,
    foodAllergies: detailed && random.chance(0.3) ? random.pick(ALLERGIES) : null,
    isActiveLaic: !minor && random.chance(0.25),
    isEnabled,
  };
}

/** A member of a planned family: enabled (a household lists only enabled members); a child has no email. */
export function familyMember(random: Random, index: number, roleId: number, person: Person): MemberWrite {
  return { ...randomMember(random, index, roleId, person), isEnabled: true, ...(person.minor && { email: null }) };
}
