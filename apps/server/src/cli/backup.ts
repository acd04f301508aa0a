/**
 * `npm run backup -- FILE [--encrypt]`: a consistent copy of the console's database in FILE, taken
 * while the console runs (SQLite: a database file; PostgreSQL: a pg_dump archive), encrypted with a
 * passphrase (BACKUP_PASSPHRASE, or typed) in the age format when asked. See docs/operations.md.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';
import { passphrase } from './passphrase.ts';

const USAGE = 'Usage: npm run backup -- FILE [--encrypt]';

/** The arguments, or undefined for an option it does not know. */
function parsedArgs() {
  try {
    return parseArgs({ options: { encrypt: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch {
    return undefined;
  }
}
const args = parsedArgs();
const file = args?.positionals.length === 1 ? args.positionals[0] : undefined;
if (!args || !file) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  // Like DATABASE_URL, FILE is meant from where the user typed the command (npm's INIT_CWD).
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    const secret = args.values.encrypt ? await passphrase({ forNewBackup: true }) : undefined;
    await backupDatabase(loadConfig().DATABASE_URL, target, { passphrase: secret });
    console.log(`${secret === undefined ? 'Backup' : 'Encrypted backup'} written to ${target}`);
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
