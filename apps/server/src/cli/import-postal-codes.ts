import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { importPostalCodes } from '../modules/locations/geonames.ts';

/*
 * Usage: npm run import:postal-codes -- FILE
 * FILE is a GeoNames postal code dump (e.g. CA_full.txt, or allCountries.txt with 1.5 million
 * lines), streamed so that memory stays flat. npm runs this from apps/server, so FILE is resolved
 * against INIT_CWD, the directory npm was started from. DATABASE_URL is read as `npm start` reads
 * it (a relative sqlite path is relative to INIT_CWD too, see config.ts).
 */

async function main(): Promise<number> {
  const argument = process.argv[2];
  if (!argument) {
    console.error('Usage: npm run import:postal-codes -- FILE');
    return 1;
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    console.error(`No such file: ${file}`);
    return 1;
  }

  const { db } = openDatabase(loadConfig().DATABASE_URL);
  try {
    await migrateToLatest(db);
    const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
    const summary = await importPostalCodes(db, lines);
    console.log(`Lines read:         ${summary.linesRead}`);
    console.log(`Lines skipped:      ${summary.linesSkipped}`);
    console.log(`Countries added:    ${summary.countries}`);
    console.log(`Provinces added:    ${summary.provinces}`);
    console.log(`Cities added:       ${summary.cities}`);
    console.log(`Postal codes added: ${summary.postalCodes}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
