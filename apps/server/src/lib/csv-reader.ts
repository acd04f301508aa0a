import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { parse } from 'csv-parse';

/** How much of a file a reader takes: records (non-empty lines), lines, fields of a record, characters of a cell. */
export interface CsvLimits {
  records: number;
  lines: number;
  columns: number;
  cellChars: number;
}

/**
 * Why a file was refused before the parser read it: a limit passed, or a control character (a NUL,
 * an escape; tab and line breaks are text), and the record (1 for the first, empty lines not
 * counted) where it was.
 */
export class CsvLimitError extends Error {
  constructor(
    readonly limit: keyof CsvLimits | 'controlCharacter',
    readonly record: number,
  ) {
    super(`CSV refused: ${limit} (record ${record})`);
  }
}

/** Bytes handed to the parser at a time, with a turn of the event loop after each (about a millisecond of parsing). */
const SLICE_BYTES = 16 * 1024;

const CR = 0x0d;
const LF = 0x0a;

/**
 * The control characters no member field has a use for (fields.ts, hasControlCharacters): in
 * UTF-8 each is its one byte, and no byte of a longer character looks like one.
 */
const isControlByte = (byte: number) => (byte < 0x20 ? byte !== 0x09 && byte !== LF && byte !== CR : byte === 0x7f);

const QUOTE = 0x22;
const COMMA = 0x2c;

/**
 * Counts what the parser is about to read, on the raw bytes, and throws CsvLimitError at the first
 * limit passed, before the parser sees it: a header of two million commas would otherwise become
 * one record of two million cells, and csv-parse builds a record whole before it hands it over.
 * It follows RFC 4180 as csv-parse reads it: commas and line ends count outside quotes only, the
 * line end is the first of CRLF, LF or CR met outside quotes (csv-parse's discovery), and a line
 * with nothing on it is an empty line, not a record. A cell's characters are its code points
 * without its quotes, which are never more than its value's, so no cell within the limit is refused.
 * On a file that is not CSV the two may count differently, and the parser refuses that file anyway.
 */
export class CsvShape {
  private quoted = false;
  private lineEnd: 'crlf' | 'lf' | 'cr' | undefined;
  /** A CR outside quotes whose meaning waits for the next byte (CRLF or a lone CR). */
  private pendingCr = false;
  private inRecord = false;
  private fields = 0;
  private cellChars = 0;
  private lines = 0;
  private records = 0;

  constructor(private readonly limits: CsvLimits) {}

  scan(bytes: Uint8Array) {
    for (const byte of bytes) {
      if (this.pendingCr) {
        this.pendingCr = false;
        if (byte === LF && this.lineEnd !== 'cr' && this.lineEnd !== 'lf') {
          this.lineEnd = 'crlf';
          this.endLine();
          continue;
        }
        this.lineEnd ??= 'cr';
        if (this.lineEnd === 'cr') this.endLine();
        else this.cellByte(CR);
      }
      if (this.quoted) {
        if (byte === QUOTE) this.quoted = false;
        else this.cellByte(byte);
      } else if (byte === QUOTE) {
        this.startRecord();
        this.quoted = true;
      } else if (byte === COMMA) {
        this.startRecord();
        this.nextField();
      } else if (byte === CR && this.lineEnd !== 'lf') {
        this.pendingCr = true;
      } else if (byte === LF && (this.lineEnd ?? 'lf') === 'lf') {
        this.lineEnd = 'lf';
        this.endLine();
      } else {
        this.cellByte(byte);
      }
    }
  }

  private startRecord() {
    if (this.inRecord) return;
    this.inRecord = true;
    this.records += 1;
    if (this.records > this.limits.records) throw new CsvLimitError('records', this.records);
    this.nextField();
  }

  private nextField() {
    this.fields += 1;
    this.cellChars = 0;
    if (this.fields > this.limits.columns) throw new CsvLimitError('columns', this.records);
  }

  private cellByte(byte: number) {
    this.startRecord();
    if (isControlByte(byte)) throw new CsvLimitError('controlCharacter', this.records);
    // One character per UTF-8 sequence: every byte but the continuation bytes (10xxxxxx) starts one.
    if ((byte & 0xc0) === 0x80) return;
    this.cellChars += 1;
    if (this.cellChars > this.limits.cellChars) throw new CsvLimitError('cellChars', this.records);
  }

  private endLine() {
    this.lines += 1;
    if (this.lines > this.limits.lines) throw new CsvLimitError('lines', this.records);
    this.inRecord = false;
    this.fields = 0;
  }
}

/**
 * The records of a CSV file in UTF-8 (a byte-order mark dropped, empty lines skipped), read with
 * csv-parse's stream a slice at a time: the event loop gets a turn after every slice, so a large
 * file never holds the server up for more than a slice's parsing, and reading stops at the first
 * limit passed (CsvLimitError) or at the first malformed record (csv-parse's CsvError, with its
 * `lines`). Records come in batches, those the last slice completed.
 */
export async function* readCsv(bytes: Uint8Array, limits: CsvLimits): AsyncGenerator<string[][]> {
  const shape = new CsvShape(limits);
  let records: string[][] = [];
  // Records are taken as the parser makes them (on_record, during write) and never queued in the
  // stream: the slice written is parsed, whole, by the time write returns.
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_quotes: false,
    on_record: (record: string[]) => {
      records.push(record);
      return null;
    },
  });
  // A parse error destroys the stream and is read from `errored` below; the event adds nothing.
  parser.on('error', () => {});
  try {
    for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
      const slice = bytes.subarray(start, start + SLICE_BYTES);
      shape.scan(slice);
      parser.write(slice);
      if (parser.errored) throw parser.errored;
      if (records.length > 0) {
        yield records;
        records = [];
      }
      await setImmediate();
    }
    parser.end();
    await finished(parser, { readable: false });
    if (records.length > 0) yield records;
  } finally {
    parser.destroy();
  }
}
