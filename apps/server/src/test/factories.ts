import { ROLE_IDS, normalizeText } from '@console/contracts';
import type { Db } from '../db/database.ts';
import { insertMembers } from '../modules/members/members.repository.ts';

/**
 * Test factories for reference rows, inserted straight into the database so that each module's
 * tests can build what they need without going through another module's routes.
 */

let counter = 0;
function next() {
  counter += 1;
  return `${process.pid}-${counter}`;
}

/**
 * `count` members (role Member) with emails `<prefix>.<n>@example.org`, inserted in batches;
 * answers their codes in order. First names cycle through `firstNames`.
 */
export async function createMembers(db: Db, count: number, prefix: string, firstNames: readonly string[] = [prefix]): Promise<number[]> {
  await insertMembers(
    db,
    Array.from({ length: count }, (_, index) => ({
      roleId: ROLE_IDS.member,
      firstName: firstNames[index % firstNames.length]!,
      lastName: `Member ${index}`,
      email: `${prefix}.${index}@example.org`,
    })),
  );
  const rows = await db.selectFrom('members').select('code').where('email', 'like', `${prefix}.%@example.org`).orderBy('code').execute();
  return rows.map((row) => row.code);
}

export async function createProgramCategory(db: Db, name = `Program category ${next()}`) {
  const row = await db.insertInto('program_categories').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function createProgram(db: Db, overrides: { name?: string; categoryId?: number; description?: string | null } = {}) {
  const name = overrides.name ?? `Program ${next()}`;
  const row = await db
    .insertInto('programs')
    .values({
      name,
      name_normalized: normalizeText(name),
      description: overrides.description ?? null,
      category_id: overrides.categoryId ?? (await createProgramCategory(db)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createEventCategory(db: Db, overrides: { name?: string; description?: string | null } = {}) {
  const name = overrides.name ?? `Event category ${next()}`;
  const row = await db
    .insertInto('event_categories')
    .values({ name, name_normalized: normalizeText(name), description: overrides.description ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A country, province, city and postal code of their own; answers every id. */
export async function createLocation(
  db: Db,
  overrides: { countryCode?: string; country?: string; provinceCode?: string; province?: string; city?: string; postalCode?: string } = {},
) {
  const suffix = next();
  const country = await db
    .insertInto('countries')
    .values({ code: overrides.countryCode ?? `T${suffix}`, name: overrides.country ?? `Country ${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const province = await db
    .insertInto('provinces')
    .values({ country_id: country.id, code: overrides.provinceCode ?? 'TP', name: overrides.province ?? `Province ${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const city = await db
    .insertInto('cities')
    .values({ province_id: province.id, name: overrides.city ?? `City ${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const postalCode = await db
    .insertInto('postal_codes')
    .values({ city_id: city.id, code: overrides.postalCode ?? `P${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { countryId: country.id, provinceId: province.id, cityId: city.id, postalCodeId: postalCode.id };
}

export async function createVenue(db: Db, overrides: { name?: string; postalCodeId?: number } = {}) {
  const name = overrides.name ?? `Venue ${next()}`;
  const row = await db
    .insertInto('venues')
    .values({
      name,
      name_normalized: normalizeText(name),
      phones: null,
      website: null,
      address_line1: '1 Main Street',
      address_line2: null,
      postal_code_id: overrides.postalCodeId ?? (await createLocation(db)).postalCodeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An event from `startsAt` to `endsAt` (epoch ms), with its program, category and venue made up. */
export async function createEvent(
  db: Db,
  overrides: {
    name?: string;
    startsAt?: number;
    endsAt?: number;
    programId?: number;
    categoryId?: number;
    venueId?: number;
    registrationRequired?: boolean;
    isPublic?: boolean;
    isCancelled?: boolean;
    description?: string | null;
    ageMin?: number | null;
    ageMax?: number | null;
  } = {},
) {
  const name = overrides.name ?? `Event ${next()}`;
  // Written only when given: the upgrade tests make events before the columns exist.
  const ages =
    overrides.ageMin !== undefined || overrides.ageMax !== undefined
      ? { age_min: overrides.ageMin ?? null, age_max: overrides.ageMax ?? null }
      : {};
  const startsAt = overrides.startsAt ?? Date.now() + 24 * 60 * 60 * 1000;
  const now = Date.now();
  const row = await db
    .insertInto('events')
    .values({
      name,
      name_normalized: normalizeText(name),
      description: overrides.description ?? null,
      program_id: overrides.programId ?? (await createProgram(db)),
      category_id: overrides.categoryId ?? (await createEventCategory(db)),
      venue_id: overrides.venueId ?? (await createVenue(db)),
      starts_at: startsAt,
      ends_at: overrides.endsAt ?? startsAt + 2 * 60 * 60 * 1000,
      registration_required: overrides.registrationRequired ? 1 : 0,
      is_public: overrides.isPublic ? 1 : 0,
      is_cancelled: overrides.isCancelled ? 1 : 0,
      ...ages,
      created_at: now,
      updated_at: now,
    })
    .returning('code')
    .executeTakeFirstOrThrow();
  return row.code;
}

/** A province of an existing country; answers its id. */
export async function createProvince(db: Db, countryId: number, overrides: { code?: string; name?: string } = {}) {
  const suffix = next();
  const row = await db
    .insertInto('provinces')
    .values({ country_id: countryId, code: overrides.code ?? `P${suffix}`, name: overrides.name ?? `Province ${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A city of an existing province; answers its id. */
export async function createCity(db: Db, provinceId: number, name = `City ${next()}`) {
  const row = await db.insertInto('cities').values({ province_id: provinceId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A postal code of an existing city; answers its id. */
export async function createPostalCode(db: Db, cityId: number, code = `C${next()}`) {
  const row = await db.insertInto('postal_codes').values({ city_id: cityId, code }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** How many members have this last name: a refused write is checked to have made none. */
export async function countMembersNamed(db: Db, lastName: string) {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('last_name', '=', lastName)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
