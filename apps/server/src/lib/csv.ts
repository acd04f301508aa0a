import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { guardFormula, messages, type MessageToken } from '@console/contracts';

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | null;
}

/** A yes/no cell, in the words a spreadsheet reader expects. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Rows turned into CSV text at a time: one chunk each for the compressor and the socket. */
const ROWS_PER_CHUNK = 500;

/**
 * `rows` as a CSV file (docs/api.md, "Exports"): RFC 4180 with CRLF, a header row, a UTF-8 byte-order
 * mark, and text cells guarded against formulas (guardFormula). Rows are pulled as the client reads, so memory does not grow
 * with the row count; a client that goes away stops the pull. The text goes out in chunks of
 * ROWS_PER_CHUNK rows: a chunk per row made the compressor hand 100,000 small pieces to its
 * thread one by one, and a compressed export of 100,000 members took 8 s instead of 2.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  const options = {
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // The library quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR, which
    // spreadsheets and parsers would read as the end of the record.
    quoted_match: /[\r\n]/,
    // Not the library's escape_formulas: it leaves a cell that starts with `'` alone, so the import
    // could not tell a guard from a real apostrophe.
    escape_formulas: false,
  } as const;
  // A failure half-way (the database went away) destroys the stream with the error, which ends
  // the download short and which Fastify logs; nothing more to do here.
  return Readable.from(
    (async function* () {
      let records: (string | number)[][] = [];
      let first = true;
      const text = () => {
        const chunk = stringify(records, { ...options, header: first, bom: first });
        first = false;
        records = [];
        return chunk;
      };
      for await (const row of rows) {
        records.push(
          columns.map((column) => {
            const cell = column.cell(row) ?? '';
            // A number (a count, a code) is written as the number it is.
            return typeof cell === 'string' ? guardFormula(cell) : cell;
          }),
        );
        if (records.length === ROWS_PER_CHUNK) yield text();
      }
      if (records.length > 0 || first) yield text();
    })(),
  );
}

/** The OpenAPI document's word for a CSV download's body. */
export const csvDownloadSchema = z.string().describe('text/csv; charset=utf-8 (RFC 4180, a byte-order mark, a header row)');

/** Sends a CSV stream as a download named `<name>-<UTC date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable, now = new Date()) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`)
    .send(csv);
}

/** Charsets a CSV upload may declare: UTF-8, and US-ASCII, which is a part of it. */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Why a request's Content-Type is not a CSV file the import reads, or `undefined` when it is:
 * `text/csv` in any letter case and with any parameters (media types, parameter names and the
 * charset's value are case-insensitive, RFC 9110 §8.3.1), whose charset, if given, is UTF-8.
 */
export function csvMediaTypeRefusal(contentType: string | undefined): MessageToken | undefined {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';');
  if (mediaType.trim().toLowerCase() !== 'text/csv') return messages.imports.csvOnly;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    const charset = value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (name.trim().toLowerCase() === 'charset' && !UTF8_CHARSETS.has(charset)) return messages.imports.notUtf8;
  }
  return undefined;
}

/**
 * Whether the bytes are UTF-8 text (a byte-order mark or none). No other encoding is guessed:
 * bytes that are not UTF-8 may be Windows-1252, Latin-1, Mac Roman or an old DOS code page,
 * nothing in them says which, and a wrong guess stores wrong names without a word
 * (docs/decisions/023-csv-text-and-formula-guard.md). The bytes are checked, not decoded: the check
 * is native and takes a few milliseconds for 32 MiB, where decoding them into one string held the
 * server up for 120 to 370 ms; the reader decodes each cell as it reads it.
 */
export function isUtf8Text(bytes: Uint8Array): boolean {
  return isUtf8(bytes);
}

/**
 * The body of a CSV upload as the route receives it: its bytes, checked to be UTF-8 by the content
 * type parser and decoded cell by cell by the reader. The OpenAPI document calls it a string.
 */
export const csvFileSchema = z.instanceof(Uint8Array).meta({ type: 'string', format: 'binary' });
