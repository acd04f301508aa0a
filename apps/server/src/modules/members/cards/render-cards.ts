import type { CardPaper } from '@console/contracts';
import { drawQr } from '../../stations/labels/draw-qr.ts';
import { fitLine, oneLine } from '../../stations/labels/fit-text.ts';
import { labelDocument } from '../../stations/labels/label-document.ts';
import type { LabelFont } from '../../stations/labels/label-fonts.ts';
import { CARDS_PER_PAGE, PAPER_SIZES, cardBox, type CardBox } from './card-sheet.ts';

/** What one card prints. */
export interface MemberCard {
  code: number;
  firstName: string;
  lastName: string;
}

/** The card's blank edge, inside its cutting line. */
const PADDING = 10;
/** Between the names and the QR code. */
const GAP = 8;
/** DejaVu Sans Condensed's ascent and line height, in ems (draw-label.ts). */
const ASCENT = 1901 / 2048;
const LINE_HEIGHT = (1901 + 483) / 2048;

/**
 * The QR code that the door scans: the member's code as text, as the member page's card holds it
 * (docs/api.md), error correction M as every code the console prints.
 */
export const cardQrText = (card: Pick<MemberCard, 'code'>) => String(card.code);

/**
 * Member cards as a PDF, eight a page (card-sheet.ts): each the member's first and last names and
 * their code beside the QR code of the code, inside a light cutting line. The labels' fonts and
 * QR drawing (stations/labels), so that a name prints as it does on a label. Made in memory.
 */
export async function renderMemberCards(cards: readonly MemberCard[], paper: CardPaper): Promise<Buffer> {
  const page = PAPER_SIZES[paper];
  const { doc, finish } = labelDocument({ width: page.width, height: page.height, title: 'Member cards' });

  cards.forEach((card, index) => {
    const place = index % CARDS_PER_PAGE;
    if (place === 0) doc.addPage();
    drawCard(doc, cardBox(paper, place), card);
  });
  // A list with no members still opens as a (blank) page.
  if (cards.length === 0) doc.addPage();

  return finish();
}

function drawCard(doc: PDFKit.PDFDocument, box: CardBox, card: MemberCard) {
  doc.save().roundedRect(box.x, box.y, box.width, box.height, 8).lineWidth(0.5).strokeColor('#b0b0b0').stroke().restore();
  const inner = { x: box.x + PADDING, y: box.y + PADDING, width: box.width - 2 * PADDING, height: box.height - 2 * PADDING };
  const side = Math.min(inner.height, inner.width * 0.45);
  drawQr(doc, cardQrText(card), inner.x + inner.width - side, inner.y + (inner.height - side) / 2, side);
  const width = inner.width - side - GAP;
  let top = inner.y;
  top += line(doc, 'bold', oneLine(card.firstName), inner.x, top, width, 15, 8);
  line(doc, 'regular', oneLine(card.lastName), inner.x, top, width, 12, 7);
  // The code at the foot, large: what a person reads out when the camera fails.
  line(doc, 'bold', String(card.code), inner.x, inner.y + inner.height - 22 * LINE_HEIGHT, width, 22, 12);
}

/** One line of text whose slot is `size` tall from `top`, shrunk or cut to fit `width` (fit-text.ts); answers the slot's height. */
function line(
  doc: PDFKit.PDFDocument,
  font: LabelFont,
  text: string,
  x: number,
  top: number,
  width: number,
  size: number,
  minSize: number,
) {
  const fitted = fitLine(doc, font, text, width, size, minSize);
  if (fitted.text) {
    doc.font(font).fontSize(fitted.size);
    doc.fillColor('black').text(fitted.text, x, top + (size - fitted.size) * ASCENT, { lineBreak: false });
  }
  return size * LINE_HEIGHT;
}
