/**
 * `npm run backup -- FILE`: a consistent copy of the console's database in FILE, taken while the
 * console runs (SQLite: a database file; PostgreSQL: a pg_dump archive). See docs/operations.md.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- FILE');
  process.exitCode = 2;
} else {
  // Like DATABASE_URL, FILE is meant from where the user typed the command (npm's INIT_CWD).
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    await backupDatabase(loadConfig().DATABASE_URL, target);
    console.log(`Backup written to ${target}`);
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
