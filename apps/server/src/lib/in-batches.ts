import { setImmediate } from 'node:timers/promises';

/**
 * Rows an export reads per query, and so the work between two turns of the event loop: on PostgreSQL
 * a check-in makes several round trips, each waiting for a turn, and batches of 1,000 rows (30 ms
 * of work each) made it wait 150 ms during an export (decision 027).
 */
export const EXPORT_BATCH_SIZE = 100;

/** Where a list's batch ends: the last row's value of the list's order, and its code (the tie-break). */
export interface ListKey {
  sortKey: string | number;
  code: number;
}

/** A batch of a list's rows, in its order, after `after` (from the start without it), and the key of its last row. */
export type BatchAfter<Stored> = (after: ListKey | undefined, size: number) => Promise<{ rows: Stored[]; last: ListKey | undefined }>;

/**
 * Every row of a list, one batch per query, each row as `toRow` makes it, for exports. Each batch starts after the last row of
 * the one before (a keyset), so every query reads only its own rows: by page number, the last
 * batch of 100,000 members skipped 99,000 index entries first, and the whole export cost the
 * square of its length. Each batch is its own query, so no connection is held while the client
 * reads (SQLite has only one); a row written meanwhile appears or not by where it sorts, and no
 * row shifts into or out of a batch already sent.
 */
export async function* inBatches<Stored, Row>(
  batchAfter: BatchAfter<Stored>,
  toRow: (stored: Stored) => Row,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row> {
  let after: ListKey | undefined;
  for (;;) {
    const { rows, last } = await batchAfter(after, size);
    yield* rows.map((row) => toRow(row));
    if (rows.length < size || !last) return;
    after = last;
    // On SQLite a query runs on the event loop and its promise settles at once, so an export read
    // as fast as the client takes it held the loop for seconds, batch after batch: a station's
    // check-in waited 2 s behind a 100,000-member export. One turn of the loop between batches.
    await setImmediate();
  }
}
