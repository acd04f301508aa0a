/**
 * `npm run restore -- FILE`: replaces the console's database with the backup in FILE, asking for
 * its passphrase (BACKUP_PASSPHRASE, or typed) when it is encrypted. Stop the console first; start
 * it afterwards (it migrates an older backup forward). See docs/operations.md.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';
import { isEncryptedBackup } from '../db/backup-encryption.ts';
import { passphrase } from './passphrase.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- FILE');
  process.exitCode = 2;
} else {
  const source = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    const secret = existsSync(source) && isEncryptedBackup(source) ? await passphrase({ forNewBackup: false }) : undefined;
    await restoreDatabase(loadConfig().DATABASE_URL, source, { passphrase: secret });
    console.log(`Database restored from ${source}`);
  } catch (error) {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
