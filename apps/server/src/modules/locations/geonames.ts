import type { Db } from '../../db/database.ts';
import { saveLocations, type LocationCounts, type LocationRecord } from './locations.repository.ts';

/*
 * GeoNames postal code dumps (download.geonames.org/export/zip/): tab-separated, no header, one
 * postal code a line: country code, postal code, place name, admin name1, admin code1, admin
 * name2, admin code2, admin name3, admin code3, latitude, longitude, accuracy.
 */

/** Records written per transaction: big enough to be fast, small enough to keep memory flat. */
const IMPORT_BATCH_SIZE = 1000;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();

function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    name = regionNames.of(code) ?? code;
    countryNames.set(code, name);
  }
  return name;
}

/**
 * Reads one line of a dump; undefined for a blank or malformed line. Only the first five fields
 * are needed, so a line whose empty trailing fields were trimmed still counts.
 */
export function parseGeoNamesLine(line: string): LocationRecord | undefined {
  const [countryCode = '', postalCode = '', placeName = '', adminName1 = '', adminCode1 = ''] = line
    .split('\t')
    .map((field) => field.trim());
  if (!/^[A-Z]{2}$/.test(countryCode) || !postalCode || !placeName || !(adminName1 || adminCode1)) return undefined;
  return {
    countryCode,
    countryName: countryName(countryCode),
    // Some countries have no admin code1; the name then serves as the code too.
    provinceCode: adminCode1 || adminName1,
    provinceName: adminName1 || adminCode1,
    cityName: placeName,
    postalCode,
  };
}

export interface ImportSummary extends LocationCounts {
  linesRead: number;
  linesSkipped: number;
}

/** Imports a dump line by line in batches; running it again on the same lines adds nothing. */
export async function importPostalCodes(db: Db, lines: AsyncIterable<string>): Promise<ImportSummary> {
  const summary: ImportSummary = { linesRead: 0, linesSkipped: 0, countries: 0, provinces: 0, cities: 0, postalCodes: 0 };
  let batch: LocationRecord[] = [];
  const flush = async () => {
    const added = await saveLocations(db, batch);
    summary.countries += added.countries;
    summary.provinces += added.provinces;
    summary.cities += added.cities;
    summary.postalCodes += added.postalCodes;
    batch = [];
  };

  for await (const line of lines) {
    summary.linesRead += 1;
    const record = parseGeoNamesLine(line);
    if (!record) {
      summary.linesSkipped += 1;
      continue;
    }
    batch.push(record);
    if (batch.length === IMPORT_BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
  return summary;
}
