import type { PostalCodeQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { byteOrder } from '../../db/sql.ts';

export function listPostalCodes(db: Db, filters: PostalCodeQuery) {
  let query = db
    .selectFrom('postal_codes')
    .innerJoin('cities', 'cities.id', 'postal_codes.city_id')
    .innerJoin('provinces', 'provinces.id', 'cities.province_id')
    .innerJoin('countries', 'countries.id', 'provinces.country_id')
    .select([
      'postal_codes.id',
      'postal_codes.code',
      'cities.id as city_id',
      'cities.name as city',
      'provinces.id as province_id',
      'provinces.name as province',
      'provinces.code as province_code',
      'countries.id as country_id',
      'countries.name as country',
    ]);
  if (filters.countryId !== undefined) query = query.where('countries.id', '=', filters.countryId);
  if (filters.provinceId !== undefined) query = query.where('provinces.id', '=', filters.provinceId);
  if (filters.cityId !== undefined) query = query.where('cities.id', '=', filters.cityId);
  return query
    .orderBy(byteOrder(db, 'countries.name'))
    .orderBy(byteOrder(db, 'provinces.name'))
    .orderBy(byteOrder(db, 'cities.name'))
    .orderBy('postal_codes.code')
    .orderBy('postal_codes.id')
    .execute();
}
