import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/*
 * The labels' typeface: DejaVu Sans Condensed, embedded (subset to the letters used). pdfkit's
 * built-in Helvetica knows only WinAnsi, so "Łukasz" or "Ştefan" would print wrong; DejaVu covers
 * Latin Extended, Greek and Cyrillic, and its condensed cut gets a long name onto a narrow label
 * (docs/decisions/035-labels.md).
 */

const require = createRequire(import.meta.url);

export type LabelFont = 'regular' | 'bold';

const FILES: Record<LabelFont, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
};

let loaded: Record<LabelFont, Font> | undefined;

/**
 * The fonts, read and parsed once, on the first labels printed (a server that prints none never
 * reads them). Handed to pdfkit parsed, not as files: it would parse a file again for every PDF,
 * which took two thirds of a family's 50 ms; a parsed font is only read, each PDF makes its own subset.
 */
export function labelFonts(): Record<LabelFont, Font> {
  loaded ??= { regular: open(FILES.regular), bold: open(FILES.bold) };
  return loaded;
}

function open(file: string): Font {
  const font = create(readFileSync(require.resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one font`);
  // fontkit keeps each glyph it makes, with the letters it was made for. Embedding an "é" (a
  // glyph built of "e" and an accent) makes the "e" with no letter, and every later PDF's "e"
  // was then that glyph: printed right, but read back (pdftotext, a screen reader, a copy) as a
  // space. Every letter's glyph is made first here, with its letter, so none is made without:
  // all but the compatibility characters (a ligature such as "ﬁ"), whose glyphs a layout makes
  // from the letters they join, and which must read back as those letters.
  for (const codePoint of font.characterSet) {
    const letter = String.fromCodePoint(codePoint);
    if (letter.normalize('NFKC') === letter) font.glyphForCodePoint(codePoint);
  }
  return font;
}
