import Papa from 'papaparse';

/**
 * Saves rows the page already holds as a CSV file, written like the server's exports: a header
 * row, CRLF, a byte-order mark for spreadsheet programs, and formula-like cells neutralised.
 */
export function downloadCsv(filename: string, header: string[], rows: (string | number | null)[][]) {
  const text = Papa.unparse(
    { fields: header, data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { newline: '\r\n', escapeFormulae: true },
  );
  const url = URL.createObjectURL(new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
