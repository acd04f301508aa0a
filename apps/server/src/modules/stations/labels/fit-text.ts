import type { LabelFont } from './label-fonts.ts';

export const ELLIPSIS = '…';

/** A line of text as it will be printed: perhaps cut short, at the size that fits. */
export interface FittedLine {
  text: string;
  size: number;
}

/**
 * `text` on one line no wider than `width`: at `size` when it fits; else at the smaller size that
 * makes it fit, down to `minSize`; else at `minSize`, cut with an ellipsis after as many letters
 * as fit. A width grows in proportion to the size, so one measure gives the size that fits.
 */
export function fitLine(doc: PDFKit.PDFDocument, font: LabelFont, text: string, width: number, size: number, minSize: number): FittedLine {
  doc.font(font);
  const widthAt = (candidate: string, at: number) => doc.fontSize(at).widthOfString(candidate);
  const natural = widthAt(text, size);
  if (natural <= width) return { text, size };
  // Rounded down to a hundredth of a point, so that rounding never makes it overflow.
  const shrunk = Math.floor(((size * width) / natural) * 100) / 100;
  if (shrunk >= minSize) return { text, size: shrunk };
  // Letters, not UTF-16 units: a cut never splits a letter outside the Basic Multilingual Plane.
  const letters = Array.from(text);
  const cut = (count: number) => letters.slice(0, count).join('').trimEnd() + ELLIPSIS;
  let fits = 0;
  let fails = letters.length;
  while (fails - fits > 1) {
    const middle = Math.floor((fits + fails) / 2);
    if (widthAt(cut(middle), minSize) <= width) fits = middle;
    else fails = middle;
  }
  return { text: fits > 0 || widthAt(ELLIPSIS, minSize) <= width ? cut(fits) : '', size: minSize };
}

/** One printed line: NFC (so that "José" typed as e + accent prints as é) and no line breaks or runs of spaces. */
export function oneLine(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}
