import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | null;
}

/** A yes/no cell, in the words a spreadsheet reader expects. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * `rows` as a CSV file (API.md, "Export"): RFC 4180 with CRLF, a header row, a UTF-8 byte-order
 * mark, and cells that start like a formula (`=`, `+`, `-`, `@`, and a tab or carriage return,
 * as OWASP adds) prefixed with `'`. Rows are pulled one at a time as the client reads, so memory
 * does not grow with the row count; a client that goes away stops the pull.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>): Transform {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // The library quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR, which
    // spreadsheets and parsers would read as the end of the record.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.cell(row) ?? '');
    })(),
  );
  // A failure half-way (the database went away) destroys the CSV stream with the error, which
  // ends the download short and which Fastify logs; nothing more to do here.
  pipeline(records, csv, () => {});
  return csv;
}

/** The OpenAPI document's word for a CSV download's body. */
export const csvDownloadSchema = z.string().describe('text/csv; charset=utf-8 (RFC 4180, a byte-order mark, a header row)');

/** Sends a CSV stream as a download named `<name>-<UTC date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: Transform, now = new Date()) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`)
    .send(csv);
}
