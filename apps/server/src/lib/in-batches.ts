import type { Page } from '@console/contracts';

/** Rows an export reads per query: small enough to keep memory flat, large enough to be quick. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Every row of a paged query, one page per query, for exports. Each page is its own query, so no
 * connection is held while the client reads (SQLite has only one); rows written meanwhile may
 * shift a row between pages, which an export of a live list accepts.
 */
export async function* inBatches<Row>(pageOf: (page: Page) => Promise<Row[]>, size = EXPORT_BATCH_SIZE): AsyncGenerator<Row> {
  for (let page = 1; ; page += 1) {
    const rows = await pageOf({ page, size });
    yield* rows;
    if (rows.length < size) return;
  }
}
