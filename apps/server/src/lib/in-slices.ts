import { setImmediate } from 'node:timers/promises';

/**
 * `items` in slices of `size`, with one turn of the event loop before every slice but the first.
 *
 * For work over a list that may be long (an import's 50,000 rows, statements of 500 rows each):
 * on SQLite a query runs on the event loop and its promise settles at once, so a loop of awaited
 * queries never let the loop turn, and a door station's request waited for the whole loop. A turn
 * between slices lets it in; inside a transaction on SQLite it still waits for the connection,
 * but /api/health and the answers that need no database do not.
 */
export async function* inSlices<T>(items: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await setImmediate();
    yield items.slice(start, start + size);
  }
}
