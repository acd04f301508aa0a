import type { LabelFormat } from '@console/contracts';

/*
 * The paper of each label format, in PDF points (72 to the inch): the page, and where on it each
 * label sits. A roll prints one label a page, the printer cutting or peeling between them; a sheet
 * of Avery 5160 holds 30, filled row by row.
 */

const INCH = 72;
const MM = INCH / 25.4;

/** A label's rectangle on its page; y grows downwards, as in pdfkit. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelStock {
  pageWidth: number;
  pageHeight: number;
  labelsPerPage: number;
  /** The box of the label at this place on its page (0 ≤ place < labelsPerPage). */
  box(place: number): LabelBox;
  /** The blank kept inside each label's edge: a roll printer's head does not print to the edge. */
  padding: number;
}

function roll(width: number, height: number, padding: number): LabelStock {
  return { pageWidth: width, pageHeight: height, labelsPerPage: 1, box: () => ({ x: 0, y: 0, width, height }), padding };
}

/** Avery 5160 / 8160: US Letter, 3 columns × 10 rows of 2⅝ × 1 in. */
const AVERY_5160 = {
  columns: 3,
  rows: 10,
  width: 2.625 * INCH,
  height: 1 * INCH,
  top: 0.5 * INCH,
  left: 0.1875 * INCH,
  columnPitch: 2.75 * INCH,
  rowPitch: 1 * INCH,
};

export const LABEL_STOCKS: Record<LabelFormat, LabelStock> = {
  // Dymo 30252 "address" labels: 3.5 × 1⅛ in, fed short edge first but printed across.
  'dymo-30252': roll(3.5 * INCH, 1.125 * INCH, 5),
  // Brother DK-11209 (62 × 29 mm die-cut) or DK-22205 (62 mm continuous) cut at 29 mm.
  'brother-62x29': roll(62 * MM, 29 * MM, 5),
  'avery-5160': {
    pageWidth: 8.5 * INCH,
    pageHeight: 11 * INCH,
    labelsPerPage: AVERY_5160.columns * AVERY_5160.rows,
    box: (place) => ({
      x: AVERY_5160.left + (place % AVERY_5160.columns) * AVERY_5160.columnPitch,
      y: AVERY_5160.top + Math.floor(place / AVERY_5160.columns) * AVERY_5160.rowPitch,
      width: AVERY_5160.width,
      height: AVERY_5160.height,
    }),
    // Sheets are cut by the die, not by the printer; a little more blank forgives a skewed feed.
    padding: 7,
  },
};
