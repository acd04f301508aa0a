import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { decryptBackup, encryptBackup, isEncryptedBackup } from './backup-encryption.ts';
import { dialectOf, PRIVATE_FILE_MODE } from './database.ts';

/**
 * Backups of either database, for `npm run backup` and `npm run restore`.
 *
 * SQLite: `VACUUM INTO` writes a consistent, compact copy from one read transaction while the
 * console keeps running and writing (WAL readers never block the writer); restore copies a backup
 * into the database file with SQLite's online backup API, page by page under SQLite's own locks.
 * PostgreSQL: `pg_dump --format=custom` (a consistent snapshot) and `pg_restore --clean
 * --single-transaction`, from Debian's postgresql-client; the password travels in PGPASSWORD,
 * never on a command line that `ps` would show.
 *
 * With a passphrase, the backup is encrypted (db/backup-encryption.ts): the plain copy is made in a
 * folder only its owner may enter, beside the backup, and removed once encrypted; a restore
 * decrypts into such a folder first, so that a wrong passphrase or a damaged file changes nothing.
 */

const MIGRATIONS_TABLE = 'kysely_migration';

function sqliteFile(url: string) {
  return url.slice('sqlite:'.length);
}

/** The connection URL without its password, and the password for PGPASSWORD. */
function postgresTarget(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => reject(new Error(`${command} could not start (${error.message}); install Debian's postgresql-client`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** Checks that `file` is a whole console database: SQLite's integrity check passes and migrations ran. */
export function checkSqliteBackup(file: string): void {
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = backup.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    const migrations = backup
      .prepare(`select count(*) as n from sqlite_master where type = 'table' and name = ?`)
      .get(MIGRATIONS_TABLE) as { n: number };
    if (migrations.n !== 1) throw new Error(`${file} is not a console database (it has no ${MIGRATIONS_TABLE} table)`);
  } finally {
    backup.close();
  }
}

/** A folder only its owner may enter, in `parent`, for a plain copy; removed after `work`. */
async function withPrivateFolder<T>(parent: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(parent, '.console-backup-'));
  try {
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Makes `file`, which must not exist, readable by its owner only. */
function createPrivateFile(file: string) {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${file} exists already; choose a new file name`);
    throw error;
  }
}

/**
 * Writes a backup into `file`, which must not exist, encrypted when a passphrase is given. The file
 * is made first, readable by its owner only: a backup holds every member's care data, and pg_dump
 * and SQLite's VACUUM INTO would otherwise create it as the umask says (world-readable on most
 * systems). A failed backup removes it.
 */
export async function backupDatabase(databaseUrl: string, file: string, { passphrase }: { passphrase?: string } = {}): Promise<void> {
  createPrivateFile(file);
  try {
    if (passphrase === undefined) await writeBackup(databaseUrl, file);
    else
      await withPrivateFolder(dirname(file), async (folder) => {
        const plain = join(folder, 'plain');
        createPrivateFile(plain);
        await writeBackup(databaseUrl, plain);
        await encryptBackup(plain, file, passphrase);
      });
  } catch (error) {
    unlinkSync(file);
    throw error;
  }
}

async function writeBackup(databaseUrl: string, file: string) {
  if (dialectOf(databaseUrl) === 'postgres') {
    const target = postgresTarget(databaseUrl);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`], target.env);
    return;
  }
  const source = new SqliteDatabase(sqliteFile(databaseUrl), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // VACUUM INTO writes into an empty file and keeps its mode.
    source.prepare('vacuum into ?').run(file);
  } finally {
    source.close();
  }
  checkSqliteBackup(file);
}

/**
 * Replaces the database with the backup in `file`. An encrypted backup needs its passphrase, and is
 * decrypted whole before the database is touched.
 */
export async function restoreDatabase(databaseUrl: string, file: string, { passphrase }: { passphrase?: string } = {}): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (!isEncryptedBackup(file)) return restorePlain(databaseUrl, file);
  if (passphrase === undefined) throw new Error(`${file} is encrypted: give its passphrase`);
  await withPrivateFolder(tmpdir(), async (folder) => {
    const plain = join(folder, 'plain');
    await decryptBackup(file, plain, passphrase);
    await restorePlain(databaseUrl, plain);
  });
}

async function restorePlain(databaseUrl: string, file: string): Promise<void> {
  if (dialectOf(databaseUrl) === 'postgres') {
    const target = postgresTarget(databaseUrl);
    await run(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${target.url}`, file],
      target.env,
    );
    return;
  }
  checkSqliteBackup(file);
  // A database restored into a new file is as private as one the console makes.
  closeSync(openSync(sqliteFile(databaseUrl), 'a', PRIVATE_FILE_MODE));
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(sqliteFile(databaseUrl));
  } finally {
    backup.close();
  }
}
