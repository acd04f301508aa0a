import Papa from 'papaparse';
import { IMPORT_COLUMNS, matchImportColumn, type ImportColumn } from '@console/contracts';

/** Which member field (or household column) each column of the file fills; `null` leaves the column out. */
export type ColumnMatches = (ImportColumn | null)[];

/** The first guess: a header that names a field (as the server would read it) fills that field. */
export function guessMatches(header: string[]): ColumnMatches {
  const taken = new Set<ImportColumn>();
  return header.map((name) => {
    const field = matchImportColumn(name);
    if (!field || field === 'code' || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The fields matched to more than one column: the file cannot be checked until each is matched once. */
export function fieldsMatchedTwice(matches: ColumnMatches): ImportColumn[] {
  return IMPORT_COLUMNS.filter((field) => matches.filter((match) => match === field).length > 1);
}

/**
 * The file as the API reads it: the matched columns under their field names, the others left out,
 * quoted by papaparse (RFC 4180, CRLF).
 */
export function toImportCsv(rows: string[][], matches: ColumnMatches): string {
  const columns = matches.flatMap((field, index) => (field ? [{ field, index }] : []));
  return Papa.unparse(
    { fields: columns.map((column) => column.field), data: rows.map((row) => columns.map((column) => row[column.index] ?? '')) },
    { newline: '\r\n' },
  );
}
