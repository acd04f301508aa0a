import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, unlinkSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
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

/**
 * Writes a backup into `file`, which must not exist. The file is made first, readable by its owner
 * only: a backup holds every member's care data, and pg_dump and SQLite's VACUUM INTO would
 * otherwise create it as the umask says (world-readable on most systems). A failed backup removes it.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${file} exists already; choose a new file name`);
    throw error;
  }
  try {
    await writeBackup(databaseUrl, file);
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

export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
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
