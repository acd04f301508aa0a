import { describe, expect, it } from 'vitest';
import { NotUtf8Error, readCsvFile } from './read-csv.ts';

/* Reading the chosen file in the browser (docs/product.md §4.7, step 1). */

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
const fileOf = (content: Uint8Array<ArrayBuffer>) => new File([content], 'members.csv', { type: 'text/csv' });

describe('readCsvFile', () => {
  it('reads a UTF-8 file, with or without the byte-order mark a spreadsheet writes, accents intact', async () => {
    for (const bom of [[], [0xef, 0xbb, 0xbf]]) {
      const read = await readCsvFile(fileOf(bytes(bom, 'First name,Last name\r\nJosé,Núñez\r\n\r\n"Ana, la",Pérez\r\n')));
      expect(read).toEqual({
        header: ['First name', 'Last name'],
        rows: [
          ['José', 'Núñez'],
          ['Ana, la', 'Pérez'],
        ],
      });
    }
  });

  it('refuses a file that is not UTF-8 (Latin-1, Windows-1252) instead of reading its accents as U+FFFD', async () => {
    // "José" with é as 0xE9 (ISO-8859-1 and Windows-1252), and Windows-1252's curly quotes 0x93 and 0x94.
    for (const content of [
      bytes('First name,Last name\r\nJos', [0xe9], ',P\r\n'),
      bytes('First name,Last name\r\n', [0x93], 'A', [0x94], ',B\r\n'),
      bytes([0xef, 0xbb, 0xbf], 'First name\r\nJos', [0xe9], '\r\n'),
    ]) {
      await expect(readCsvFile(fileOf(content))).rejects.toBeInstanceOf(NotUtf8Error);
    }
  });

  it('moves the bar from 0 to 1', async () => {
    const shares: number[] = [];
    await readCsvFile(fileOf(bytes('First name\r\n' + 'Ana\r\n'.repeat(2_000))), (share) => shares.push(share));
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, index) => share >= 0 && share <= 1 && (index === 0 || share >= shares[index - 1]!))).toBe(true);
  });
});
