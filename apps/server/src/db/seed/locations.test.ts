import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { saveLocations } from '../../modules/locations/locations.repository.ts';
import { builtInLocations, seedLocations } from './locations.ts';

/** Places that have one postal code only; every other city must list at least two. */
const SINGLE_CODE_CITIES = ['Dawson City', 'Pierre', 'Rankin Inlet'];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(() => database.drop());

function loadAll() {
  return database.db
    .selectFrom('postal_codes as pc')
    .innerJoin('cities as ci', 'ci.id', 'pc.city_id')
    .innerJoin('provinces as p', 'p.id', 'ci.province_id')
    .innerJoin('countries as co', 'co.id', 'p.country_id')
    .select(['co.code as country', 'co.name as countryName', 'p.code as province', 'ci.name as city', 'pc.code as postalCode'])
    .orderBy('pc.id')
    .execute();
}

async function tableCounts() {
  const count = async (table: 'countries' | 'provinces' | 'cities' | 'postal_codes') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    countries: await count('countries'),
    provinces: await count('provinces'),
    cities: await count('cities'),
    postalCodes: await count('postal_codes'),
  };
}

describe('seedLocations', () => {
  it('loads every Canadian province and territory and every US state plus DC, quickly', async () => {
    const started = performance.now();
    await seedLocations(database.db);
    expect(performance.now() - started).toBeLessThan(2000);

    const rows = await loadAll();
    const regions = (country: string) => [...new Set(rows.filter((row) => row.country === country).map((row) => row.province))].sort();
    expect(regions('CA')).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(regions('US')).toHaveLength(51);
    expect(regions('US')).toContain('DC');
    expect(new Set(rows.map((row) => `${row.country} ${row.countryName}`))).toEqual(new Set(['CA Canada', 'US United States']));
    expect(rows.some((row) => row.city === 'Montréal' && row.postalCode === 'H3B 4W8')).toBe(true);
    expect(await tableCounts()).toEqual({ countries: 2, provinces: 64, cities: 191, postalCodes: builtInLocations().length });
  });

  it('gives each region but DC at least two cities and each city at least two postal codes in the national format', async () => {
    const rows = await loadAll();
    const citiesByRegion = new Map<string, Set<string>>();
    const codesByCity = new Map<string, string[]>();
    for (const row of rows) {
      const region = `${row.country}-${row.province}`;
      citiesByRegion.set(region, (citiesByRegion.get(region) ?? new Set()).add(row.city));
      codesByCity.set(`${region} ${row.city}`, [...(codesByCity.get(`${region} ${row.city}`) ?? []), row.postalCode]);
      expect(row.postalCode).toMatch(row.country === 'CA' ? /^[A-Z]\d[A-Z] \d[A-Z]\d$/ : /^\d{5}$/);
    }
    // The District of Columbia is one city, Washington.
    const singleCity = [...citiesByRegion].filter(([, cities]) => cities.size < 2).map(([region]) => region);
    expect(singleCity).toEqual(['US-DC']);
    const singleCode = [...codesByCity].filter(([, codes]) => codes.length < 2).map(([city]) => city.slice(city.indexOf(' ') + 1));
    expect(singleCode.sort()).toEqual(SINGLE_CODE_CITIES);
  });

  it('changes nothing when run again, and saving the same set again adds no row', async () => {
    const before = await tableCounts();
    await seedLocations(database.db);
    expect(await saveLocations(database.db, builtInLocations())).toEqual({ countries: 0, provinces: 0, cities: 0, postalCodes: 0 });
    expect(await tableCounts()).toEqual(before);
  });
});
