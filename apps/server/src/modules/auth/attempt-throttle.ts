import { LOGIN_THROTTLE, type MessageToken } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ThrottledError } from '../../lib/errors.ts';
import * as repo from './auth.repository.ts';

export interface ThrottleKey {
  key: string;
  /** Attempts allowed under this key within LOGIN_THROTTLE.windowMs. */
  limit: number;
}

/** A claimed attempt: forget it when the password was right, keep it (a failure) when it was wrong. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Claims one password verification under every key, or throws a 429. The count and the record of
 * the attempt are one transaction, serialised per key (SQLite runs one transaction at a time;
 * PostgreSQL takes an advisory lock per key), so of any number of parallel attempts exactly as
 * many as the limit allows get to verify a password. A refused attempt records nothing, so that
 * hammering a locked account does not lengthen the lock.
 */
export async function claimAttempt(db: Db, keys: ThrottleKey[], message: MessageToken, now = Date.now()): Promise<Attempt> {
  const since = now - LOGIN_THROTTLE.windowMs;
  const names = keys.map(({ key }) => key);
  const ids = await inTransaction(db, async (trx) => {
    await repo.lockAttemptKeys(trx, names);
    let retryAfterMs = 0;
    for (const { key, limit } of keys) {
      const times = await repo.attemptTimes(trx, key, since);
      if (times.length < limit) continue;
      // One more attempt may run once the count falls to limit - 1: when the (count - limit + 1)-th oldest leaves the window.
      const freeing = times[times.length - limit] ?? now;
      retryAfterMs = Math.max(retryAfterMs, freeing + LOGIN_THROTTLE.windowMs - now);
    }
    if (retryAfterMs > 0) throw new ThrottledError(message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
    return repo.insertAttempts(trx, names, now);
  });
  return { succeeded: () => repo.deleteAttempts(db, ids) };
}
