import type { Db } from '../../db/database.ts';

/** One postal code and the place it belongs to, as the seed and the GeoNames import read them. */
export interface LocationRecord {
  countryCode: string;
  countryName: string;
  provinceCode: string;
  provinceName: string;
  cityName: string;
  postalCode: string;
}

/** How many rows of each table an import added. */
export interface LocationCounts {
  countries: number;
  provinces: number;
  cities: number;
  postalCodes: number;
}

/** Rows per statement: 2-3 parameters each stays far below SQLite's and PostgreSQL's limits. */
const BATCH_SIZE = 1000;

export async function hasCountries(db: Db): Promise<boolean> {
  return (await db.selectFrom('countries').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Adds whatever of `records` is missing, in one transaction, and answers how many rows each table
 * gained. Rows that exist are left as they are, so running the same records twice adds nothing.
 */
export function saveLocations(db: Db, records: readonly LocationRecord[]): Promise<LocationCounts> {
  return db.transaction().execute(async (trx) => {
    const total: LocationCounts = { countries: 0, provinces: 0, cities: 0, postalCodes: 0 };
    for (let start = 0; start < records.length; start += BATCH_SIZE) {
      const batch = await saveBatch(trx, records.slice(start, start + BATCH_SIZE));
      total.countries += batch.countries;
      total.provinces += batch.provinces;
      total.cities += batch.cities;
      total.postalCodes += batch.postalCodes;
    }
    return total;
  });
}

/** A map key for a row's unique columns. */
function key(parent: number, value: string): string {
  return `${parent}\t${value}`;
}

/** Rows the insert added: ON CONFLICT DO NOTHING leaves existing rows out of the count. */
function added(result: { numInsertedOrUpdatedRows?: bigint | undefined }): number {
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/*
 * Each level inserts what is missing, then reads the ids of all the batch's rows back: ON
 * CONFLICT DO NOTHING returns nothing for rows that already existed, on SQLite as on PostgreSQL.
 */
async function saveBatch(db: Db, records: readonly LocationRecord[]): Promise<LocationCounts> {
  const countries = await saveCountries(db, records);
  const countryIdOf = (r: LocationRecord) => countries.ids.get(r.countryCode)!;
  const provinces = await saveProvinces(db, records, countryIdOf);
  const provinceIdOf = (r: LocationRecord) => provinces.ids.get(key(countryIdOf(r), r.provinceCode))!;
  const cities = await saveCities(db, records, provinceIdOf);

  const postalCodes = new Map(
    records.map((r) => {
      const cityId = cities.ids.get(key(provinceIdOf(r), r.cityName))!;
      return [key(cityId, r.postalCode), { city_id: cityId, code: r.postalCode }];
    }),
  );
  const postalCodesResult = await db
    .insertInto('postal_codes')
    .values([...postalCodes.values()])
    .onConflict((oc) => oc.columns(['city_id', 'code']).doNothing())
    .executeTakeFirst();

  return { countries: countries.added, provinces: provinces.added, cities: cities.added, postalCodes: added(postalCodesResult) };
}

async function saveCountries(db: Db, records: readonly LocationRecord[]) {
  const rows = new Map(records.map((r) => [r.countryCode, { code: r.countryCode, name: r.countryName }]));
  const result = await db
    .insertInto('countries')
    .values([...rows.values()])
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  const saved = await db
    .selectFrom('countries')
    .select(['id', 'code'])
    .where('code', 'in', [...rows.keys()])
    .execute();
  return { added: added(result), ids: new Map(saved.map((row) => [row.code, row.id])) };
}

async function saveProvinces(db: Db, records: readonly LocationRecord[], countryIdOf: (r: LocationRecord) => number) {
  const rows = new Map(
    records.map((r) => [key(countryIdOf(r), r.provinceCode), { country_id: countryIdOf(r), code: r.provinceCode, name: r.provinceName }]),
  );
  const result = await db
    .insertInto('provinces')
    .values([...rows.values()])
    .onConflict((oc) => oc.columns(['country_id', 'code']).doNothing())
    .executeTakeFirst();
  const saved = await db
    .selectFrom('provinces')
    .select(['id', 'country_id', 'code'])
    .where('country_id', 'in', [...new Set(records.map(countryIdOf))])
    .where('code', 'in', [...new Set(records.map((r) => r.provinceCode))])
    .execute();
  return { added: added(result), ids: new Map(saved.map((row) => [key(row.country_id, row.code), row.id])) };
}

async function saveCities(db: Db, records: readonly LocationRecord[], provinceIdOf: (r: LocationRecord) => number) {
  const namesByProvince = new Map<number, Set<string>>();
  for (const r of records) {
    const names = namesByProvince.get(provinceIdOf(r)) ?? new Set();
    namesByProvince.set(provinceIdOf(r), names.add(r.cityName));
  }
  const result = await db
    .insertInto('cities')
    .values([...namesByProvince].flatMap(([provinceId, names]) => [...names].map((name) => ({ province_id: provinceId, name }))))
    .onConflict((oc) => oc.columns(['province_id', 'name']).doNothing())
    .executeTakeFirst();
  // One lookup per province keeps every probe on the (province_id, name) index; a single
  // "province_id in (...) and name in (...)" would probe every pair of the two lists.
  const ids = new Map<string, number>();
  for (const [provinceId, names] of namesByProvince) {
    const saved = await db
      .selectFrom('cities')
      .select(['id', 'name'])
      .where('province_id', '=', provinceId)
      .where('name', 'in', [...names])
      .execute();
    for (const row of saved) ids.set(key(provinceId, row.name), row.id);
  }
  return { added: added(result), ids };
}
