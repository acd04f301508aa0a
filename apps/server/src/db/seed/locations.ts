import type { Db } from '../database.ts';
import { hasCountries, saveLocations, type LocationRecord } from '../../modules/locations/locations.repository.ts';
import { LOCATIONS } from './locations-data.ts';

/** The built-in set as flat records, the shape the GeoNames import also writes. */
export function builtInLocations(): LocationRecord[] {
  return LOCATIONS.flatMap((country) =>
    country.regions.flatMap(([provinceCode, provinceName, cities]) =>
      cities.flatMap(([cityName, postalCodes]) =>
        postalCodes.map((postalCode) => ({
          countryCode: country.code,
          countryName: country.name,
          provinceCode,
          provinceName,
          cityName,
          postalCode,
        })),
      ),
    ),
  );
}

/**
 * Loads the built-in Canada and United States location set when no country exists yet, so a
 * console whose locations came from a GeoNames import is left alone.
 */
export async function seedLocations(db: Db): Promise<void> {
  if (await hasCountries(db)) return;
  await saveLocations(db, builtInLocations());
}
