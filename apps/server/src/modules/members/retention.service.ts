import { ROLE_IDS } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction, isPostgres } from '../../db/transaction.ts';
import { HttpError } from '../../lib/errors.ts';
import type { Actor } from '../audit/actor.ts';
import type { Authority } from '../auth/auth.service.ts';
import { eraseMember } from './privacy.service.ts';
import * as repo from './retention.repository.ts';

/** The retention job as the change record names it: the server itself, under a name of its own. */
export const RETENTION_ACTOR: Actor = { kind: 'system', id: null, name: 'Retention', ip: null };

/** An Administrator's rules with no member of its own: no one is "yourself" to the job. */
const RETENTION_AUTHORITY: Authority = { code: null, roleId: ROLE_IDS.administrator };

/** Who the job erases (or would): each member's code and name before. */
export interface Retained {
  code: number;
  fullname: string;
}

/** The moment `years` calendar years before `now`. */
export function yearsBefore(now: number, years: number): number {
  const moment = new Date(now);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return moment.getTime();
}

/**
 * Erases the members inactive for `inactiveYears` (retention.repository.ts, decision 046), each
 * through the erasure of docs/api.md ("Privacy") in its own transaction, as the retention job;
 * with `dryRun` only finds them. Answers them, by code.
 */
export async function runRetention(
  db: Db,
  feed: ChangeFeed,
  options: { inactiveYears: number; dryRun?: boolean; now?: number },
): Promise<Retained[]> {
  const since = yearsBefore(options.now ?? Date.now(), options.inactiveYears);
  const chosen = (await repo.findInactiveMembers(db, since)).map((row) => ({
    code: row.code,
    fullname: `${row.first_name} ${row.last_name}`,
  }));
  if (options.dryRun) return chosen;
  const erased: Retained[] = [];
  for (const member of chosen) {
    try {
      await eraseMember(db, feed, RETENTION_AUTHORITY, RETENTION_ACTOR, member.code, member.fullname);
      erased.push(member);
    } catch (error) {
      // Renamed (or erased) since they were found: changed, so not inactive; the next run decides.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return erased;
}

/**
 * `runRetention` when no other process runs it: on PostgreSQL the process that takes a
 * transaction-scoped advisory lock runs it (the erasures on other connections of the pool) while
 * its transaction holds the lock; the others find it taken and skip their turn (null). SQLite is
 * one process's file.
 */
export async function runRetentionAlone(db: Db, feed: ChangeFeed, options: { inactiveYears: number; now?: number }) {
  if (!isPostgres(db)) return runRetention(db, feed, options);
  return inTransaction(db, async (trx) => ((await repo.tryRetentionLock(trx)) ? runRetention(db, feed, options) : null));
}

/** What the command prints: one line per member, code and name, then how many. */
export function retentionReport(members: readonly Retained[], dryRun: boolean): string[] {
  const lines = members.map((member) => `${member.code}\t${member.fullname}`);
  const count = `${members.length} ${members.length === 1 ? 'member' : 'members'}`;
  return [...lines, dryRun ? `Would erase ${count} (dry run: nothing changed).` : `Erased ${count}.`];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily job: its next turn at once (`tick`, which tests call), and its end. */
export interface RetentionSchedule {
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the retention job a minute after the server starts and then once every `intervalMs` (a
 * day), with RETENTION_INACTIVE_YEARS (docs/operations.md). Its timers keep no process alive; a
 * turn while one runs is skipped; `stop` clears them and waits for a turn under way.
 */
export function scheduleRetention(options: {
  db: Db;
  feed: ChangeFeed;
  inactiveYears: number;
  log: { info(message: string): void; error(error: unknown): void };
  intervalMs?: number;
  firstDelayMs?: number;
}): RetentionSchedule {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runRetentionAlone(options.db, options.feed, { inactiveYears: options.inactiveYears })
      .then((erased) => {
        // Codes only: the server's log is no place for the names an erasure removes.
        if (erased && erased.length > 0)
          options.log.info(`retention erased ${erased.length}: ${erased.map((member) => member.code).join(', ')}`);
      })
      .catch((error: unknown) => options.log.error(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void tick(), options.firstDelayMs ?? 60_000);
  const daily = setInterval(() => void tick(), options.intervalMs ?? DAY_MS);
  first.unref();
  daily.unref();
  return {
    tick,
    stop: async () => {
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
