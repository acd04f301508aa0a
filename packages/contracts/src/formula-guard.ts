/** The formula guard of every CSV file the console writes, on the server and in the browser. */

/**
 * The first characters that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, and a
 * tab or carriage return as OWASP adds; their fullwidth forms, which some spreadsheets fold into
 * the plain ones; and the apostrophe, the guard's own mark (docs/product.md §2.9).
 */
const GUARDED_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', "'"]);

/**
 * A cell as an export writes it: with a leading `'` when it starts like a formula. A cell that
 * really starts with `'` gets one too, so that the import, which takes exactly one `'` off a cell
 * whose next character is guarded (unguardFormula), gives back every string as it was.
 */
export const guardFormula = (cell: string) => (GUARDED_STARTS.has(cell.charAt(0)) ? `'${cell}` : cell);

/** A cell as the import reads it: guardFormula undone (docs/product.md §4.7); any other `'` stays. */
export const unguardFormula = (cell: string) => (cell.startsWith("'") && GUARDED_STARTS.has(cell.charAt(1)) ? cell.slice(1) : cell);
