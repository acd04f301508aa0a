import Papa from 'papaparse';

export interface CsvFile {
  header: string[];
  rows: string[][];
}

/**
 * Reads a CSV file in the browser with papaparse, row by row so that `onProgress` (0 to 1) can
 * move a bar on a long file. The byte-order mark a spreadsheet writes is not part of the header.
 */
export function readCsvFile(file: File, onProgress?: (read: number) => void): Promise<CsvFile> {
  return new Promise((resolve, reject) => {
    const records: string[][] = [];
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      step: (result) => {
        records.push(result.data);
        if (file.size > 0 && records.length % 500 === 0) onProgress?.(result.meta.cursor / file.size);
      },
      complete: () => {
        onProgress?.(1);
        const [header = [], ...rows] = records;
        resolve({ header: header.map((name, index) => (index === 0 ? name.replace(/^\uFEFF/, '') : name)), rows });
      },
      error: (error) => reject(error),
    });
  });
}
