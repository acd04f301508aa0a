import type { PostalCode, PostalCodeQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import * as repo from './postal-codes.repository.ts';

export async function listPostalCodes(db: Db, filters: PostalCodeQuery): Promise<PostalCode[]> {
  const rows = await repo.listPostalCodes(db, filters);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    city: row.city,
    cityId: row.city_id,
    province: row.province,
    provinceId: row.province_id,
    provinceCode: row.province_code,
    country: row.country,
    countryId: row.country_id,
  }));
}
