import type { CardPaper } from '@console/contracts';

/*
 * Where the member cards sit on a sheet, in PDF points (72 to the inch) with y growing downwards
 * as in pdfkit: wallet cards of ISO/IEC 7810 ID-1 (85.6 × 54 mm, a bank card's size, as the member
 * page prints one), 2 across and 4 down with a cutting gap between them, the grid centred on the
 * page. Eight fit A4 and US Letter alike with a margin every printer leaves (decision 049).
 */

const MM = 72 / 25.4;

export const CARD = { width: 85.6 * MM, height: 54 * MM };
const COLUMNS = 2;
const ROWS = 4;
/** Between two cards, for the scissors. */
const GAP = 4 * MM;

export const CARDS_PER_PAGE = COLUMNS * ROWS;

export const PAPER_SIZES: Record<CardPaper, { width: number; height: number }> = {
  a4: { width: 210 * MM, height: 297 * MM },
  letter: { width: 8.5 * 72, height: 11 * 72 },
};

export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the card at this place on its page (0 ≤ place < CARDS_PER_PAGE), filled row by row. */
export function cardBox(paper: CardPaper, place: number): CardBox {
  const page = PAPER_SIZES[paper];
  const left = (page.width - (COLUMNS * CARD.width + (COLUMNS - 1) * GAP)) / 2;
  const top = (page.height - (ROWS * CARD.height + (ROWS - 1) * GAP)) / 2;
  return {
    x: left + (place % COLUMNS) * (CARD.width + GAP),
    y: top + Math.floor(place / COLUMNS) * (CARD.height + GAP),
    ...CARD,
  };
}
