import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';
import { GroupCommitSqliteDriver, PreparingClient, withStatementCache } from './performance/index.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Where another connection (the change feed's listener, a CLI) reaches the same database. */
  url: string;
}

// PostgreSQL returns bigint (epoch milliseconds, count(*)) as text by default; every value we keep
// in a bigint fits a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The mode of the files that hold the console's data: the SQLite database and backups. */
export const PRIVATE_FILE_MODE = 0o600;

export function dialectOf(url: string): DialectName {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

/** SQLite, its transactions committed in groups (GroupCommitSqliteDriver). */
class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(private readonly sqlite: SqliteDatabase.Database) {
    const config = { database: withStatementCache(sqlite) };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.#config, this.sqlite);
  }
}

/** Opens `sqlite:<file>` (or `sqlite::memory:`) or `postgres://...`. */
export function openDatabase(url: string): DatabaseHandle {
  if (dialectOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') {
      mkdirSync(dirname(file), { recursive: true });
      // Made readable by its owner only (it holds care data); SQLite gives its -wal and -shm
      // files the database file's mode. An existing file keeps the mode it has.
      closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
    }
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite) }),
      dialect: 'sqlite',
      url,
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient });
  // An idle connection the server drops (a restart, a failover, an idle timeout) is reported
  // here; without a listener it would be an uncaught error that ends the process. The pool
  // replaces the connection on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', url };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
