import Papa from 'papaparse';
import { guardFormula } from '@console/contracts';

/**
 * The text of a CSV file written like the server's exports: a header row, CRLF, and text cells
 * guarded against formulas by the server's own rule (guardFormula: fullwidth signs and a cell
 * that goes on over several lines included, which papaparse's escapeFormulae missed).
 */
export function csvText(header: string[], rows: (string | number | null)[][]): string {
  const cell = (value: string | number | null) => (typeof value === 'string' ? guardFormula(value) : (value ?? ''));
  return Papa.unparse({ fields: header.map(guardFormula), data: rows.map((row) => row.map(cell)) }, { newline: '\r\n' });
}

/** Saves rows the page already holds as a CSV file (csvText), with a byte-order mark for spreadsheet programs. */
export function downloadCsv(filename: string, header: string[], rows: (string | number | null)[][]) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csvText(header, rows), '\r\n'], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
