import type { Page, SortDirection, VenueSort, VenueWrite } from '@console/contracts';
import { normalizeText } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { byteOrder, countRows, inPage, searchCondition } from '../../db/sql.ts';

function toColumns(venue: VenueWrite) {
  return {
    name: venue.name,
    name_normalized: normalizeText(venue.name),
    phones: venue.phones,
    website: venue.website,
    address_line1: venue.addressLine1,
    address_line2: venue.addressLine2,
    postal_code_id: venue.postalCodeId,
  };
}

/** Inserts a venue and answers its id. */
export async function insertVenue(db: Db, venue: VenueWrite): Promise<number> {
  const row = await db.insertInto('venues').values(toColumns(venue)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces every field of a venue (PUT). */
export async function updateVenue(db: Db, id: number, venue: VenueWrite) {
  await db.updateTable('venues').set(toColumns(venue)).where('id', '=', id).execute();
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

/** The venue search: the normalised name, or the exact id. */
const matching = (search: string | undefined) => searchCondition(search, ['venues.name_normalized'], 'venues.id');

export interface VenueListOptions {
  search?: string | undefined;
  sort: VenueSort;
  direction: SortDirection;
  /** Every matching venue when absent. */
  page?: Page | undefined;
}

/** Venues searched and sorted, one page of them or all, and the count of all that match. */
export async function listVenues(db: Db, options: VenueListOptions) {
  let query = selectVenues(db).where(matching(options.search));
  if (options.sort === 'name') query = query.orderBy('venues.name_normalized', options.direction);
  if (options.sort === 'city')
    query = query.orderBy(byteOrder(db, 'cities.name'), options.direction).orderBy('venues.name_normalized', options.direction);
  query = query.orderBy('venues.id', options.direction);
  if (options.page) query = inPage(query, options.page);
  const rows = await query.execute();
  return { rows, totalCount: await countRows(db.selectFrom('venues').where(matching(options.search))) };
}

export function findVenue(db: Db, id: number) {
  return selectVenues(db).where('venues.id', '=', id).executeTakeFirst();
}

export async function postalCodeExists(db: Db, id: number) {
  return (await db.selectFrom('postal_codes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
