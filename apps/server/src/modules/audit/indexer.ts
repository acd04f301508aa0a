import type { Db } from '../../db/database.ts';
import { inTransaction, isPostgres } from '../../db/transaction.ts';
import { indexChanges } from './changes.repository.ts';

/*
 * The indexer (docs/decisions/057): on SQLite a loop in the server process that adds the change
 * record's new entries to its indexes and its count, a batch to a transaction, so that a write
 * pays for the entry alone. A read that filters the record indexes what is left first, so the
 * indexer only keeps that short. On PostgreSQL every entry is indexed as it is written.
 */

/** Entries a transaction indexes: about 5 ms of the loop, its commit included, on the benchmark's machine. */
export const INDEX_BATCH = 1000;
/** How long the indexer waits after a batch that left nothing to index. */
const IDLE_MS = 250;

export interface ChangeIndexer {
  stop(): Promise<void>;
}

export function startChangeIndexer({ db, log }: { db: Db; log: (error: unknown) => void }): ChangeIndexer {
  if (isPostgres(db)) return { stop: async () => {} };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let batch: Promise<void> = Promise.resolve();
  let indexedTo = 0;

  function wake(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      batch = inTransaction(db, (trx) => indexChanges(trx, INDEX_BATCH)).then(
        (index) => {
          // A full batch leaves more behind it: the next one right after this turn of the loop.
          const full = index !== null && index.indexedTo - indexedTo >= INDEX_BATCH;
          indexedTo = index?.indexedTo ?? indexedTo;
          wake(full ? 0 : IDLE_MS);
        },
        (error: unknown) => {
          log(error);
          wake(IDLE_MS);
        },
      );
    }, delay);
    timer.unref();
  }

  wake(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await batch;
    },
  };
}
