/**
 * `npm run restore -- FILE`: replaces the console's database with the backup in FILE. Stop the
 * console first; start it afterwards (it migrates an older backup forward). See docs/operations.md.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exitCode = 2;
} else {
  const source = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    await restoreDatabase(loadConfig().DATABASE_URL, source);
    console.log(`Database restored from ${source}`);
  } catch (error) {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
