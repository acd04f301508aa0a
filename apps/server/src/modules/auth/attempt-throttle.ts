import { LOGIN_THROTTLE } from '@console/contracts';
import type { Db } from '../../db/database.ts';
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
 * Claims one password verification under every key, or throws a 429. The attempt is written
 * first and counted after, in two committed statements: of any number of parallel attempts the
 * k-th to be written counts at least k rows, so no more than `limit` ever get to verify a password
 * (on both databases, without a lock). A refused attempt takes its rows back, so that hammering a
 * locked account does not lengthen the lock.
 */
export async function claimAttempt(db: Db, keys: ThrottleKey[], message: string, now = Date.now()): Promise<Attempt> {
  const ids = await repo.insertAttempts(
    db,
    keys.map(({ key }) => key),
    now,
  );
  const since = now - LOGIN_THROTTLE.windowMs;
  let retryAfterMs = 0;
  for (const { key, limit } of keys) {
    const times = await repo.attemptTimes(db, key, since);
    if (times.length <= limit) continue;
    // The others' attempts (all but this one) must fall to limit - 1 before one more may verify:
    // the (count - limit)-th oldest leaving the window frees the place.
    const freeing = times[times.length - limit - 1] ?? now;
    retryAfterMs = Math.max(retryAfterMs, freeing + LOGIN_THROTTLE.windowMs - now);
  }
  if (retryAfterMs > 0) {
    await repo.deleteAttempts(db, ids);
    throw new ThrottledError(message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
  return { succeeded: () => repo.deleteAttempts(db, ids) };
}
