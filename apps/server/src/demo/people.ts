import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from './demo-names.ts';
import type { Random } from './random.ts';

export type Gender = 'Male' | 'Female';

/** Who a made-up member is: what a family shares or sets (names, age, phone) before the rest is made up. */
export interface Person {
  firstName: string;
  lastName: string;
  gender: Gender;
  birthDate: string | null;
  phones: string | null;
  /** Under 18 on the day the data is made: no occupation, schooling or civil status of their own. */
  minor: boolean;
}

/**
 * The ways one number is written in a directory typed by many hands. The door's search by phone
 * digits finds every one of them.
 */
const PHONE_WRITINGS: ((area: string, exchange: string, line: string) => string)[] = [
  (area, exchange, line) => `+1 (${area}) ${exchange}-${line}`,
  (area, exchange, line) => `${area}.${exchange}.${line}`,
  (area, exchange, line) => `${area}-${exchange}-${line}`,
  (area, exchange, line) => `(${area}) ${exchange} ${line}`,
  (area, exchange, line) => `+1 ${area} ${exchange} ${line}`,
  (area, exchange, line) => `${area}${exchange}${line}`,
  (area, exchange, line) => `+1 ${area}-${exchange}-${line}`,
];

/** Ten digits (area code, exchange, line) written the `writing`th way. */
export function writePhone(digits: string, writing: number): string {
  return PHONE_WRITINGS[writing % PHONE_WRITINGS.length]!(digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10));
}

/** A made-up North American number's ten digits, its exchange the fictional 555. */
export function randomPhoneDigits(random: Random): string {
  return `${random.int(200, 989)}555${String(random.int(0, 9999)).padStart(4, '0')}`;
}

export function randomPhone(random: Random): string {
  return writePhone(randomPhoneDigits(random), random.int(0, PHONE_WRITINGS.length - 1));
}

/** The same number as `phone` (written by writePhone) written another way. */
export function rewritePhone(random: Random, phone: string): string {
  const shape = (text: string) => text.replace(/\d/g, '0');
  const writing = PHONE_WRITINGS.findIndex((write) => shape(write('000', '000', '0000')) === shape(phone));
  return writePhone(phone.replace(/\D/g, '').slice(-10), writing + random.int(1, PHONE_WRITINGS.length - 1));
}

export function randomLastName(random: Random): string {
  return random.chance(0.3) ? `${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}` : random.pick(LAST_NAMES);
}

export function randomFirstName(random: Random, gender: Gender): string {
  return random.pick(FIRST_NAMES[gender]);
}

export function randomAddress(random: Random): string {
  const apartment = random.chance(0.2) ? `, Apt ${random.int(1, 40)}` : '';
  return `${random.int(1, 9999)} ${random.pick(STREETS)}${apartment}, ${random.pick(CITIES)}`;
}

/** A birth date that makes someone `age` years old on `today` (`YYYY-MM-DD`, UTC). */
export function birthDateOfAge(random: Random, age: number, today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  // A birthday from one to 300 days before the day they turned `age`: well within the year.
  date.setUTCDate(date.getUTCDate() - random.int(1, 300));
  return date.toISOString().slice(0, 10);
}

/** Someone in the directory on their own: born 1940 to 2010, most with a birth date and a phone. */
export function randomPerson(random: Random): Person {
  const gender = random.pick(['Male', 'Female'] as const);
  const firstName = randomFirstName(random, gender);
  const lastName = randomLastName(random);
  const year = random.int(1940, 2010);
  return {
    firstName,
    lastName,
    gender,
    birthDate: random.chance(0.8)
      ? `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null,
    phones: random.chance(0.8) ? randomPhone(random) : null,
    minor: false,
  };
}
