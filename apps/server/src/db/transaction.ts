import { PostgresAdapter } from 'kysely';
import type { Db } from './database.ts';

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** PostgreSQL's serialization failure and deadlock: the transaction did nothing and may run again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;
/** The longest wait between two attempts, and the first one's at most: the waits double in between. */
const BACKOFF_MAX_MS = 250;
const BACKOFF_FIRST_MS = 4;

function isRetryable(error: unknown): boolean {
  return RETRYABLE_CODES.has(String((error as { code?: unknown } | null)?.code));
}

export interface TransactionOptions {
  /**
   * Run at SERIALIZABLE on PostgreSQL, for a unit whose check reads rows that another unit may
   * change at the same moment (the last Administrator). SQLite runs one transaction at a time, so
   * every transaction there is serializable already.
   */
  serializable?: boolean;
}

/**
 * Runs `work` as one unit of work: it all happens or none of it does. `work` must use the
 * transaction it is given, never the outer database (on SQLite that would wait for itself), and
 * must do nothing slow outside the database (hash a password before, not inside). A unit that
 * PostgreSQL aborts for a conflict with another is run again, a bounded number of times.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const builder = options.serializable && isPostgres(db) ? db.transaction().setIsolationLevel('serializable') : db.transaction();
      return await builder.execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      // A random wait up to a bound that doubles with each attempt, so that units that keep colliding
      // (eight writers at once, each conflicting with the others at SERIALIZABLE) spread out: with
      // waits growing only by 10 ms an attempt, a member's edit under such load failed all ten.
      const bound = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * bound));
    }
  }
}
