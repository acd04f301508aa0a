import type { PostalCode } from '@console/contracts';

export interface CascadeOption {
  value: number;
  label: string;
}

function unique(
  records: readonly PostalCode[],
  id: (record: PostalCode) => number,
  label: (record: PostalCode) => string,
): CascadeOption[] {
  const seen = new Map<number, string>();
  for (const record of records) if (!seen.has(id(record))) seen.set(id(record), label(record));
  return [...seen].map(([value, text]) => ({ value, label: text }));
}

/**
 * The venue form's Country → Province → City → Postal Code options, derived from the postal-code
 * records (already ordered by country, province, city, code). A level has no options until the
 * level above is chosen.
 */
export function postalCascade(
  records: readonly PostalCode[],
  chosen: { countryId?: number | null; provinceId?: number | null; cityId?: number | null },
) {
  const inCountry = chosen.countryId ? records.filter((record) => record.countryId === chosen.countryId) : [];
  const inProvince = chosen.provinceId ? inCountry.filter((record) => record.provinceId === chosen.provinceId) : [];
  const inCity = chosen.cityId ? inProvince.filter((record) => record.cityId === chosen.cityId) : [];
  return {
    countries: unique(
      records,
      (record) => record.countryId,
      (record) => record.country,
    ),
    provinces: unique(
      inCountry,
      (record) => record.provinceId,
      (record) => record.province,
    ),
    cities: unique(
      inProvince,
      (record) => record.cityId,
      (record) => record.city,
    ),
    postalCodes: inCity.map((record) => ({ value: record.id, label: record.code })),
  };
}
