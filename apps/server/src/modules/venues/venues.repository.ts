import type { VenueWrite } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { normalizeText } from '../../lib/text.ts';

/** Inserts a venue and answers its id. */
export async function insertVenue(db: Db, venue: VenueWrite): Promise<number> {
  const row = await db
    .insertInto('venues')
    .values({
      name: venue.name,
      name_normalized: normalizeText(venue.name),
      phones: venue.phones,
      website: venue.website,
      address_line1: venue.addressLine1,
      address_line2: venue.addressLine2,
      postal_code_id: venue.postalCodeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function selectVenues(db: Db) {
  return db
    .selectFrom('venues')
    .innerJoin('postal_codes', 'postal_codes.id', 'venues.postal_code_id')
    .innerJoin('cities', 'cities.id', 'postal_codes.city_id')
    .innerJoin('provinces', 'provinces.id', 'cities.province_id')
    .innerJoin('countries', 'countries.id', 'provinces.country_id')
    .select([
      'venues.id',
      'venues.name',
      'venues.phones',
      'venues.website',
      'venues.address_line1',
      'venues.address_line2',
      'venues.postal_code_id',
      'postal_codes.code as postal_code',
      'cities.name as city',
      'provinces.name as province',
      'provinces.code as province_code',
      'countries.name as country',
    ]);
}

export type VenueRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectVenues>['executeTakeFirst']>>>;

export function listVenues(db: Db) {
  return selectVenues(db).orderBy('venues.name_normalized').orderBy('venues.id').execute();
}

export function findVenue(db: Db, id: number) {
  return selectVenues(db).where('venues.id', '=', id).executeTakeFirst();
}

export async function postalCodeExists(db: Db, id: number) {
  return (await db.selectFrom('postal_codes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
