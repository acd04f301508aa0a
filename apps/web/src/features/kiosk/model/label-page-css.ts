import type { LabelFormat } from '@console/contracts';

/*
 * The print page's paper, as the server's PDF has it (apps/server/src/modules/stations/labels/
 * label-stock.ts): a roll prints one label a page, the printer cutting or peeling between them;
 * a US Letter sheet of Avery 5160 holds 30 labels of 2⅝ × 1 in, 3 across and 10 down, filled row
 * by row. `margin: 0` so that the browser puts nothing of its own on the label.
 */

interface Paper {
  page: string;
  label: { width: string; height: string };
  /** Labels on one sheet, or one for a roll. */
  perPage: number;
  /** The blank kept inside each label's edge: a roll printer's head does not print to the edge. */
  padding: string;
}

export const LABEL_PAPER: Record<LabelFormat, Paper> = {
  'dymo-30252': { page: '3.5in 1.125in', label: { width: '3.5in', height: '1.125in' }, perPage: 1, padding: '5pt' },
  'brother-62x29': { page: '62mm 29mm', label: { width: '62mm', height: '29mm' }, perPage: 1, padding: '5pt' },
  'avery-5160': { page: 'letter', label: { width: '2.625in', height: '1in' }, perPage: 30, padding: '7pt' },
};

/** The page's style sheet: the @page rule of the format, then the labels' layout. */
export function labelPageCss(format: LabelFormat): string {
  const paper = LABEL_PAPER[format];
  const sheet =
    format === 'avery-5160'
      ? `.page { display: grid; grid-template-columns: repeat(3, 2.625in); grid-auto-rows: 1in; column-gap: 0.125in; padding: 0.5in 0 0 0.1875in; width: 8.5in; height: 11in; }`
      : `.page { width: ${paper.label.width}; height: ${paper.label.height}; }`;
  return `@page { size: ${paper.page}; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { font-family: 'DejaVu Sans Condensed', 'Arial Narrow', Arial, sans-serif; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
${sheet}
.page { box-sizing: border-box; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
.label { box-sizing: border-box; width: ${paper.label.width}; height: ${paper.label.height}; padding: ${paper.padding}; overflow: hidden; display: flex; line-height: 1.1; }
.name-label { flex-direction: column; }
.name-label .top { display: flex; justify-content: space-between; gap: 6pt; }
.name-label .first { font-weight: bold; font-size: 0.34in; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.name-label .last { font-size: 0.16in; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.name-label .event { font-size: 0.12in; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.name-label .side { text-align: right; flex: none; max-width: 30%; }
.code { font-weight: bold; font-size: 0.22in; }
.date { font-size: 0.11in; }
.alert { font-weight: bold; font-size: 0.11in; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.alerts { margin-top: auto; }
.pickup-tag { align-items: center; gap: 6pt; }
.pickup-tag img { height: 100%; aspect-ratio: 1; flex: none; }
.pickup-tag .code { font-size: 0.4in; }
.pickup-tag .names { font-size: 0.14in; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;
}

/** The labels in pages: one a page on a roll, 30 a sheet row by row. */
export function intoPages<T>(labels: readonly T[], format: LabelFormat): T[][] {
  const size = LABEL_PAPER[format].perPage;
  const pages: T[][] = [];
  for (let start = 0; start < labels.length; start += size) pages.push(labels.slice(start, start + size));
  return pages;
}
