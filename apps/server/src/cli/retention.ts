/**
 * `npm run retention -- --inactive-years N [--dry-run]`: erases the members with no attendance, no
 * change and no sign-in in the last N years (docs/privacy.md, "How long it is kept"), and prints
 * each one's code and name and how many; with --dry-run prints who would be, changing nothing.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openChangeFeed } from '../db/change-feed.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { retentionReport, runRetention } from '../modules/members/retention.service.ts';

const USAGE = 'Usage: npm run retention -- --inactive-years N [--dry-run]   (N a whole number of years, at least 1)';

function parsed(): { inactiveYears: number; dryRun: boolean } | undefined {
  try {
    const { values } = parseArgs({ options: { 'inactive-years': { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
    const years = values['inactive-years'] ?? '';
    if (!/^\d+$/.test(years) || Number(years) < 1) return undefined;
    return { inactiveYears: Number(years), dryRun: values['dry-run'] };
  } catch {
    return undefined;
  }
}

async function main() {
  const options = parsed();
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  const database = openDatabase(loadConfig().DATABASE_URL);
  const { db } = database;
  // On PostgreSQL the running servers hear that the erased members' sessions ended.
  const feed = openChangeFeed(database);
  try {
    // A dry run changes nothing, not even the schema: it reads a database migrated already.
    if (!options.dryRun) await migrateToLatest(db);
    for (const line of retentionReport(await runRetention(db, feed, options), options.dryRun)) console.log(line);
    return 0;
  } finally {
    await feed.close();
    await db.destroy();
  }
}

process.exitCode = await main();
