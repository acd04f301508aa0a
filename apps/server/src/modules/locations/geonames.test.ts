import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { importPostalCodes, parseGeoNamesLine } from './geonames.ts';

/** GeoNames lines as the dumps have them, plus a blank line, a line of garbage and a header. */
const SAMPLE = [
  'CA\tM5V 3L9\tToronto\tOntario\tON\t\t\t\t\t43.6426\t-79.3871\t6',
  'CA\tH3B 4W8\tMontréal\tQuebec\tQC\t\t\t\t\t45.5017\t-73.5673\t6',
  'CA\tH2Y 1C6\tMontréal\tQuebec\tQC\t\t\t\t\t45.5088\t-73.5540\t6',
  '',
  'this line is not a postal code',
  'country code\tpostal code\tplace name\tadmin name1\tadmin code1',
  'FR\t75001\tParis 01\tÎle-de-France\t11\tParis\t75\tParis\t751\t48.8592\t2.3417\t5',
  'GI\tGX11 1AA\tGibraltar\tGibraltar\t\t\t\t\t\t36.1447\t-5.3526\t4',
].join('\n');

describe('parseGeoNamesLine', () => {
  it('reads the country, the province from admin name1 and code1, the city and the postal code', () => {
    expect(parseGeoNamesLine('CA\tM5V 3L9\tToronto\tOntario\tON\t\t\t\t\t43.6426\t-79.3871\t6')).toEqual({
      countryCode: 'CA',
      countryName: 'Canada',
      provinceCode: 'ON',
      provinceName: 'Ontario',
      cityName: 'Toronto',
      postalCode: 'M5V 3L9',
    });
    expect(parseGeoNamesLine('US\t10001\tNew York\tNew York\tNY\tNew York\t061\t\t\t40.7484\t-73.9967\t4\r')).toMatchObject({
      countryName: 'United States',
      provinceCode: 'NY',
      cityName: 'New York',
      postalCode: '10001',
    });
  });

  it('uses admin name1 as the code when admin code1 is empty', () => {
    expect(parseGeoNamesLine('GI\tGX11 1AA\tGibraltar\tGibraltar\t\t\t\t\t\t36.1447\t-5.3526\t4')).toMatchObject({
      countryName: 'Gibraltar',
      provinceCode: 'Gibraltar',
      provinceName: 'Gibraltar',
    });
  });

  it.each([
    ['a blank line', ''],
    ['spaces only', '   '],
    ['a line without tabs', 'this line is not a postal code'],
    ['a header', 'country code\tpostal code\tplace name\tadmin name1\tadmin code1'],
    ['a missing postal code', 'CA\t\tToronto\tOntario\tON'],
    ['a missing place name', 'CA\tM5V 3L9\t\tOntario\tON'],
    ['no province at all', 'VA\t00120\tCittà del Vaticano\t\t\t\t\t\t\t41.9024\t12.4533\t'],
  ])('rejects %s', (_label, line) => {
    expect(parseGeoNamesLine(line)).toBeUndefined();
  });
});

describe('importPostalCodes', () => {
  let database: TestDatabase;
  let directory: string;
  let file: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    directory = await mkdtemp(join(tmpdir(), 'geonames-'));
    file = join(directory, 'sample.txt');
    await writeFile(file, `${SAMPLE}\n`);
  });
  afterAll(async () => {
    await database.drop();
    await rm(directory, { recursive: true, force: true });
  });

  const importFile = () =>
    importPostalCodes(database.db, createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity }));

  it('adds the places of the file and counts the lines it skipped', async () => {
    expect(await importFile()).toEqual({ linesRead: 8, linesSkipped: 3, countries: 3, provinces: 4, cities: 4, postalCodes: 5 });
    const rows = await database.db
      .selectFrom('postal_codes as pc')
      .innerJoin('cities as ci', 'ci.id', 'pc.city_id')
      .innerJoin('provinces as p', 'p.id', 'ci.province_id')
      .innerJoin('countries as co', 'co.id', 'p.country_id')
      .select([
        'co.code as countryCode',
        'co.name as country',
        'p.code as provinceCode',
        'p.name as province',
        'ci.name as city',
        'pc.code as postalCode',
      ])
      .orderBy('pc.code')
      .execute();
    expect(rows).toEqual([
      { countryCode: 'FR', country: 'France', provinceCode: '11', province: 'Île-de-France', city: 'Paris 01', postalCode: '75001' },
      {
        countryCode: 'GI',
        country: 'Gibraltar',
        provinceCode: 'Gibraltar',
        province: 'Gibraltar',
        city: 'Gibraltar',
        postalCode: 'GX11 1AA',
      },
      { countryCode: 'CA', country: 'Canada', provinceCode: 'QC', province: 'Quebec', city: 'Montréal', postalCode: 'H2Y 1C6' },
      { countryCode: 'CA', country: 'Canada', provinceCode: 'QC', province: 'Quebec', city: 'Montréal', postalCode: 'H3B 4W8' },
      { countryCode: 'CA', country: 'Canada', provinceCode: 'ON', province: 'Ontario', city: 'Toronto', postalCode: 'M5V 3L9' },
    ]);
  });

  it('adds nothing the second time', async () => {
    expect(await importFile()).toEqual({ linesRead: 8, linesSkipped: 3, countries: 0, provinces: 0, cities: 0, postalCodes: 0 });
  });

  it('keeps the rows that were already there and links new codes to them', async () => {
    async function* lines() {
      yield 'CA\tM5H 2N2\tToronto\tOntario\tON\t\t\t\t\t43.6525\t-79.3839\t6';
    }
    expect(await importPostalCodes(database.db, lines())).toMatchObject({ countries: 0, provinces: 0, cities: 0, postalCodes: 1 });
  });
});
