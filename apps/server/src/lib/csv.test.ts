import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from '@console/contracts';
import { csvStream } from './csv.ts';

/*
 * The export's formula guard and the import's undoing of it (docs/product.md §2.9 and §4.7): for
 * every string x, importing export(x) gives x back, and no exported cell starts like a formula.
 */

/** What makes a spreadsheet read a cell as a formula (OWASP's list), and the fullwidth forms some read the same way. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

/** Strings that often start with the characters that matter: any of those, an apostrophe, a letter or a space, then anything. */
const cellText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .tuple(
      fc.array(fc.constantFrom(...FORMULA_STARTS, "'", 'a', ' ', '\n', '"', ','), { minLength: 1, maxLength: 4 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
    )
    .map(([head, tail]) => head.join('') + tail),
);

const RUNS = 2_000;

describe('the formula guard', () => {
  it('guards what starts like a formula, fullwidth forms and an apostrophe included, and nothing else', () => {
    const cases: [string, string][] = [
      ['=1+2', "'=1+2"],
      ['+34 600', "'+34 600"],
      ['-x', "'-x"],
      ['@home', "'@home"],
      ['\tx', "'\tx"],
      ['\rx', "'\rx"],
      ['\uFF1DSUM(A1)', "'\uFF1DSUM(A1)"],
      ['\uFF0B1', "'\uFF0B1"],
      ['\uFF0D1', "'\uFF0D1"],
      ['\uFF20x', "'\uFF20x"],
      ["'=kept", "''=kept"],
      ["'plain", "''plain"],
      ["'", "''"],
      ['', ''],
      ['Ana', 'Ana'],
      [' =x', ' =x'],
      ['a=b', 'a=b'],
    ];
    for (const [value, exported] of cases) {
      expect(guardFormula(value), JSON.stringify(value)).toBe(exported);
      expect(unguardFormula(exported), JSON.stringify(exported)).toBe(value);
    }
    // A cell written by hand keeps an apostrophe that the export would not have added.
    expect(unguardFormula("'plain")).toBe("'plain");
    expect(unguardFormula("'")).toBe("'");
  });

  it('imports every exported string back exactly (property)', () => {
    fc.assert(
      fc.property(cellText, (value) => {
        expect(unguardFormula(guardFormula(value))).toBe(value);
      }),
      { numRuns: RUNS },
    );
  });

  it('never exports a cell that starts like a formula, and adds at most one apostrophe (property)', () => {
    fc.assert(
      fc.property(cellText, (value) => {
        const exported = guardFormula(value);
        expect(FORMULA_STARTS).not.toContain(exported[0]);
        expect([value, `'${value}`]).toContain(exported);
      }),
      { numRuns: RUNS },
    );
  });

  it('round-trips through the export text and the import parser: quotes, line breaks, a byte-order mark (property)', async () => {
    const text = async (stream: AsyncIterable<unknown>) => {
      let all = '';
      for await (const chunk of stream) all += String(chunk);
      return all;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cellText, cellText), { minLength: 1, maxLength: 5 }), async (rows) => {
        const columns = [
          { header: 'A', cell: (row: [string, string]) => row[0] },
          { header: 'B', cell: (row: [string, string]) => row[1] },
          // A last column that is never empty, so that no record is a blank line the parser skips.
          { header: 'C', cell: () => 'end' },
        ];
        const csv = await text(
          csvStream(
            columns,
            (async function* () {
              yield* rows;
            })(),
          ),
        );
        // The import's parser with the import's options (import.service.ts).
        const [header, ...records] = parse(csv, { bom: true, skip_empty_lines: true, relax_quotes: false }) as string[][];
        expect(header).toEqual(['A', 'B', 'C']);
        expect(records.map((record) => record.map(unguardFormula))).toEqual(rows.map(([a, b]) => [a, b, 'end']));
      }),
      { numRuns: 300 },
    );
  });
});
