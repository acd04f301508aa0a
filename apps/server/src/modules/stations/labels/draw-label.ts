import { drawQr } from './draw-qr.ts';
import { fitLine, oneLine } from './fit-text.ts';
import type { LabelFont } from './label-fonts.ts';
import type { NameLabel, PickupTag } from '@console/contracts';
import type { LabelBox } from './label-stock.ts';

/*
 * The two kinds of label, laid out in a box already inside the label's blank edge. Sizes are
 * shares of the box's height, so that one layout serves a 1⅛ in Dymo and a 1 in Avery label; when
 * the lines would not fit the height they all shrink together, and a line too long for the width
 * shrinks alone, then is cut with an ellipsis (fit-text.ts). Nothing is drawn outside the box.
 */

/** DejaVu Sans Condensed, both weights: ascent 1901 and descent 483 of 2048 units (hhea). */
const ASCENT = 1901 / 2048;
const LINE_HEIGHT = (1901 + 483) / 2048;
/** Between a column of text and what stands beside it. */
const GAP = 6;

interface Line {
  text: string;
  font: LabelFont;
  /** Share of the box's height. */
  share: number;
  /** Smallest size in points before the text is cut. */
  minSize: number;
}

/** What the shares of `lines` are multiplied by: the height, less if together they would be taller. */
function scaleFor(lines: Line[], height: number): number {
  const total = lines.reduce((sum, line) => sum + line.share * height * LINE_HEIGHT, 0);
  return height * Math.min(1, height / total);
}

/**
 * One line whose slot is `size` tall with its top at `top`; when it had to shrink to fit `width`
 * it keeps the slot's baseline. Right-aligned lines end at x + width. Answers the slot's height.
 */
function drawLine(
  doc: PDFKit.PDFDocument,
  line: Line,
  size: number,
  x: number,
  top: number,
  width: number,
  align: 'left' | 'right' = 'left',
): number {
  const fitted = fitLine(doc, line.font, line.text, width, size, Math.min(line.minSize, size));
  if (fitted.text) {
    doc.font(line.font).fontSize(fitted.size);
    const left = align === 'right' ? x + width - doc.widthOfString(fitted.text) : x;
    doc.fillColor('black').text(fitted.text, left, top + (size - fitted.size) * ASCENT, { lineBreak: false });
  }
  return size * LINE_HEIGHT;
}

/** A child's label: first name large, last name, event; the code and date at the right; alerts at the foot, in bold. */
export function drawNameLabel(doc: PDFKit.PDFDocument, box: LabelBox, label: NameLabel, securityCode: string, date: string) {
  const names: Line[] = [
    { text: oneLine(label.firstName), font: 'bold', share: 0.34, minSize: 8 },
    { text: oneLine(label.lastName), font: 'regular', share: 0.17, minSize: 6 },
    { text: oneLine(label.eventName), font: 'regular', share: 0.12, minSize: 5 },
  ];
  const alerts: Line[] = [
    label.allergies === null ? null : `ALLERGIES: ${oneLine(label.allergies)}`,
    label.care === null ? null : `CARE: ${oneLine(label.care)}`,
  ]
    .filter((text) => text !== null)
    .map((text) => ({ text, font: 'bold', share: 0.12, minSize: 5 }));
  const column: Line[] = [
    { text: oneLine(securityCode), font: 'bold', share: 0.21, minSize: 8 },
    { text: oneLine(date), font: 'regular', share: 0.11, minSize: 5 },
  ];

  const scale = scaleFor([...names, ...alerts], box.height);
  const columnSizes = column.map((line) => line.share * scale);
  // The column is as wide as its longer line, but never more than 30% of the label.
  const columnWidth = Math.min(
    box.width * 0.3,
    Math.max(...column.map((line, index) => doc.font(line.font).fontSize(columnSizes[index]!).widthOfString(line.text))),
  );
  let top = box.y;
  column.forEach((line, index) => {
    top += drawLine(doc, line, columnSizes[index]!, box.x + box.width - columnWidth, top, columnWidth, 'right');
  });
  const columnBottom = top;

  top = box.y;
  for (const line of names) {
    // Lines level with the column leave it room; those below it take the whole width.
    const width = top < columnBottom ? box.width - columnWidth - GAP : box.width;
    top += drawLine(doc, line, line.share * scale, box.x, top, width);
  }
  top = box.y + box.height - alerts.reduce((sum, line) => sum + line.share * scale * LINE_HEIGHT, 0);
  for (const line of alerts) top += drawLine(doc, line, line.share * scale, box.x, top, box.width);
}

/** The adult's tag: the QR code at the left, then the code large, the children's first names and the date. */
export function drawPickupTag(doc: PDFKit.PDFDocument, box: LabelBox, tag: PickupTag, securityCode: string, date: string) {
  const side = Math.min(box.height, box.width / 2);
  drawQr(doc, tag.qrText, box.x, box.y + (box.height - side) / 2, side);
  const lines: Line[] = [
    { text: oneLine(securityCode), font: 'bold', share: 0.4, minSize: 10 },
    { text: tag.childrenFirstNames.map(oneLine).join(', '), font: 'regular', share: 0.15, minSize: 5.5 },
    { text: oneLine(date), font: 'regular', share: 0.12, minSize: 5 },
  ];
  const scale = scaleFor(lines, box.height);
  const x = box.x + side + GAP;
  let top = box.y;
  for (const line of lines) top += drawLine(doc, line, line.share * scale, x, top, box.x + box.width - x);
}
