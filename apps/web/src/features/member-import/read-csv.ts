import Papa from 'papaparse';

export interface CsvFile {
  header: string[];
  rows: string[][];
}

/** The file is not UTF-8 text: its accents would read as U+FFFD and be imported so. */
export class NotUtf8Error extends Error {
  constructor() {
    super('The file is not UTF-8 text.');
    this.name = 'NotUtf8Error';
  }
}

/**
 * The file's bytes as UTF-8 text, or NotUtf8Error: the server refuses other bytes too
 * (docs/product.md §4.7), and saying so before the columns are matched saves the person the
 * work. `onProgress` gets the share read.
 */
function readUtf8(file: File, onProgress: (read: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      try {
        // A byte-order mark is taken off here.
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(reader.result as ArrayBuffer));
      } catch {
        reject(new NotUtf8Error());
      }
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads a CSV file in the browser: its bytes as UTF-8 (NotUtf8Error when they are not), then the
 * text with papaparse, row by row so that `onProgress` (0 to 1, reading the first half, parsing
 * the second) can move a bar on a long file. The byte-order mark a spreadsheet writes is not part
 * of the header.
 */
export async function readCsvFile(file: File, onProgress?: (read: number) => void): Promise<CsvFile> {
  const text = await readUtf8(file, (read) => onProgress?.(read / 2));
  return new Promise((resolve, reject) => {
    const records: string[][] = [];
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      step: (result) => {
        records.push(result.data);
        if (text.length > 0 && records.length % 500 === 0) onProgress?.(0.5 + result.meta.cursor / text.length / 2);
      },
      complete: () => {
        onProgress?.(1);
        const [header = [], ...rows] = records;
        resolve({ header: header.map((name, index) => (index === 0 ? name.replace(/^\uFEFF/, '') : name)), rows });
      },
      error: (error: Error) => reject(error),
    });
  });
}
