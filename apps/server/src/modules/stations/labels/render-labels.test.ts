import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelSheet, NameLabel } from '@console/contracts';
import { renderLabels } from './render-labels.ts';

/*
 * The labels read back by poppler, a PDF reader that shares no code with pdfkit: its text
 * (pdftotext), where each word stands (pdftotext -bbox), the pages (pdfinfo), and the pickup
 * tag's QR code decoded by jsQR from poppler's own rendering (pdftoppm).
 */

const run = promisify(execFile);
let folder: string;
let files = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'labels-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function saved(pdf: Buffer): Promise<string> {
  const file = join(folder, `${++files}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** One page's text; pdftotext ends a page with a form feed. */
async function pageText(file: string, page: number): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-']);
  return stdout.replace(/\f$/, '');
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every page's words with their boxes, in points from the page's top left corner. */
async function pageWords(file: string): Promise<Word[][]> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-']);
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return stdout
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
        ([, xMin, yMin, xMax, yMax, text]) => ({
          text: decode(text!),
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        }),
      ),
    );
}

async function pdfInfo(file: string): Promise<{ pages: number; width: number; height: number }> {
  const { stdout } = await run('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(stdout)![1]), width: Number(size[1]), height: Number(size[2]) };
}

/** The QR codes jsQR finds on a page rendered by pdftoppm in grey at 300 dpi. */
async function qrText(file: string, page: number): Promise<string | undefined> {
  const prefix = join(folder, `page-${++files}`);
  await run('pdftoppm', ['-gray', '-r', '300', '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const image = await readFile(`${prefix}.pgm`);
  // A binary PGM: "P5", width, height, the largest value (255), one whitespace, then a byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const grey = image.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba.fill(grey[pixel]!, pixel * 4, pixel * 4 + 3);
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data;
}

const child = (firstName: string, more: Partial<NameLabel> = {}): NameLabel => ({
  firstName,
  lastName: 'Núñez García',
  eventName: 'Sunday School',
  allergies: null,
  care: null,
  ...more,
});

const QR_TEXT = '0b7f3c2e-5d41-4a8e-9c6b-2f1e8d7a4b30:K7QM';

const family: LabelSheet = {
  securityCode: 'K7QM',
  date: '2026-11-29',
  nameLabels: [
    child('José', { allergies: 'peanuts' }),
    child('Łukasz', { eventName: 'Kids Church', care: 'Inhaler in the blue bag' }),
    child('Zoë', { allergies: 'eggs', care: 'Diabetes' }),
    child('Ana'),
  ],
  pickupTag: { childrenFirstNames: ['José', 'Łukasz', 'Zoë', 'Ana'], qrText: QR_TEXT },
};

/** 62 × 29 mm in points, 72 to the inch of 25.4 mm. */
const BROTHER = { width: (62 / 25.4) * 72, height: (29 / 25.4) * 72 };

/** Where labels are on a page of each format: the whole page on a roll; on Avery 5160, 2⅝ × 1 in, 3 across, 10 down. */
const PLACES = {
  'dymo-30252': [{ x: 0, y: 0, width: 252, height: 81 }],
  'brother-62x29': [{ x: 0, y: 0, ...BROTHER }],
  // Left margin 3/16 in, columns 2.75 in apart; top margin 1/2 in, rows 1 in apart.
  'avery-5160': Array.from({ length: 30 }, (_, index) => ({
    x: 13.5 + (index % 3) * 198,
    y: 36 + Math.floor(index / 3) * 72,
    width: 189,
    height: 72,
  })),
};

describe('renderLabels', () => {
  it('prints letters that read back as text after a PDF whose accented letters are built of them (José, then Leo Peter)', async () => {
    // The bold "é" is the "e" glyph with an accent: embedding it once left fontkit's shared "e" without its letter.
    await renderLabels({ ...family, nameLabels: [child('José')], pickupTag: null }, 'dymo-30252');
    const file = await saved(await renderLabels({ ...family, nameLabels: [child('Leo Peter')], pickupTag: null }, 'dymo-30252'));
    expect(await pageText(file, 1)).toContain('Leo Peter');
  });

  it('prints a label for each child with the name, event, date, code and alerts, accents intact, then the pickup tag', async () => {
    const file = await saved(await renderLabels(family, 'dymo-30252'));

    const jose = await pageText(file, 1);
    for (const text of ['José', 'Núñez García', 'Sunday School', '2026-11-29', 'K7QM', 'ALLERGIES: peanuts']) {
      expect(jose).toContain(text);
    }
    expect(jose).not.toContain('CARE');
    const lukasz = await pageText(file, 2);
    for (const text of ['Łukasz', 'Kids Church', 'CARE: Inhaler in the blue bag', 'K7QM']) expect(lukasz).toContain(text);
    expect(lukasz).not.toContain('ALLERGIES');
    const zoe = await pageText(file, 3);
    expect(zoe).toContain('ALLERGIES: eggs');
    expect(zoe).toContain('CARE: Diabetes');
    const ana = await pageText(file, 4);
    expect(ana).toContain('Ana');
    expect(ana).not.toMatch(/ALLERGIES|CARE/);

    const tag = await pageText(file, 5);
    for (const text of ['K7QM', 'José, Łukasz, Zoë, Ana', '2026-11-29']) expect(tag).toContain(text);
    expect(tag).not.toContain('Sunday School');
  });

  it('puts the first name largest on a name label and the code largest on the tag', async () => {
    const [label, tag] = await pageWords(await saved(await renderLabels({ ...family, nameLabels: [family.nameLabels[0]!] }, 'dymo-30252')));
    const height = (words: Word[], text: string) => {
      const word = words.find((candidate) => candidate.text === text)!;
      return word.yMax - word.yMin;
    };
    expect(height(label!, 'José')).toBeGreaterThan(height(label!, 'K7QM'));
    expect(height(label!, 'K7QM')).toBeGreaterThan(height(label!, 'Núñez'));
    expect(height(label!, 'Núñez')).toBeGreaterThan(height(label!, 'Sunday'));
    expect(height(tag!, 'K7QM')).toBeGreaterThan(2 * height(tag!, 'José,'));
  });

  it('makes one page a label on the rolls, at the label’s size', async () => {
    const dymo = await pdfInfo(await saved(await renderLabels(family, 'dymo-30252')));
    expect(dymo).toEqual({ pages: 5, width: 252, height: 81 });

    const brother = await pdfInfo(await saved(await renderLabels(family, 'brother-62x29')));
    expect(brother.pages).toBe(5);
    expect(brother.width).toBeCloseTo(BROTHER.width, 2);
    expect(brother.height).toBeCloseTo(BROTHER.height, 2);

    const noTag = await pdfInfo(await saved(await renderLabels({ ...family, pickupTag: null }, 'dymo-30252')));
    expect(noTag.pages).toBe(4);
  });

  it('fills Avery 5160 sheets row by row, 30 to a US Letter sheet, each label inside its place', async () => {
    const names = Array.from({ length: 30 }, (_, index) => `Child${String(index + 1).padStart(2, '0')}`);
    const sheet: LabelSheet = { ...family, nameLabels: names.map((name) => child(name)) };
    const file = await saved(await renderLabels(sheet, 'avery-5160'));

    expect(await pdfInfo(file)).toEqual({ pages: 2, width: 612, height: 792 });
    const [first, second] = await pageWords(file);
    names.forEach((name, index) => {
      const place = PLACES['avery-5160'][index]!;
      const word = first!.find((candidate) => candidate.text === name);
      expect(word, name).toBeDefined();
      expect(word!.xMin).toBeGreaterThanOrEqual(place.x);
      expect(word!.xMax).toBeLessThanOrEqual(place.x + place.width);
      expect(word!.yMin).toBeGreaterThanOrEqual(place.y);
      expect(word!.yMax).toBeLessThanOrEqual(place.y + place.height);
    });
    // The 31st label, the pickup tag, opens the second sheet in its first place.
    const code = second!.find((word) => word.text === 'K7QM')!;
    expect(code.xMin).toBeGreaterThanOrEqual(13.5);
    expect(code.yMax).toBeLessThanOrEqual(36 + 72);
    expect(second!.map((word) => word.text)).not.toContain('Child01');
  });

  it('shrinks a long name to fit, cuts what cannot fit with an ellipsis, and writes nothing past a label’s edge', async () => {
    const firstName = 'Maximiliano Alejandro';
    const lastName = 'de la Santísima Trinidad Fernández de Córdoba y Montenegro Castellanos';
    const allergies = 'tree nuts, shellfish, eggs, dairy, sesame, kiwi, mustard and celery; carries an EpiPen in the red pouch';
    const sheet: LabelSheet = {
      ...family,
      nameLabels: [child(firstName, { lastName, allergies, care: 'Type 1 diabetes' })],
      pickupTag: { childrenFirstNames: [firstName, 'Ana'], qrText: QR_TEXT },
    };
    for (const format of ['dymo-30252', 'brother-62x29', 'avery-5160'] as const) {
      const file = await saved(await renderLabels(sheet, format));
      const text = await pageText(file, 1);
      expect(text, format).toContain(firstName);
      expect(text, format).toMatch(/ALLERGIES: tree nuts, shellfish, [^\n]*…/);
      expect(text, format).toContain('CARE: Type 1 diabetes');
      for (const page of await pageWords(file)) {
        for (const word of page) {
          const inside = PLACES[format].some(
            (box) => word.xMin >= box.x && word.yMin >= box.y && word.xMax <= box.x + box.width && word.yMax <= box.y + box.height,
          );
          expect(inside, `${format}: "${word.text}" at ${word.xMin}, ${word.yMin} – ${word.xMax}, ${word.yMax}`).toBe(true);
        }
      }
    }
  });

  it('keeps sheets made at the same time apart, though they share the parsed fonts', async () => {
    const families = ['Ángel', 'Øyvind', 'Şükrü', 'Ærwen', 'Ðorđe'].map((firstName, index) => ({
      ...family,
      securityCode: ['ACDE', 'FGHJ', 'KLMN', 'PQRT', 'UVWX'][index]!,
      nameLabels: [child(firstName)],
      pickupTag: null,
    }));
    const pdfs = await Promise.all(families.map((sheet) => renderLabels(sheet, 'brother-62x29')));
    for (const [index, pdf] of pdfs.entries()) {
      const text = await pageText(await saved(pdf), 1);
      expect(text).toContain(families[index]!.nameLabels[0]!.firstName);
      expect(text).toContain(families[index]!.securityCode);
    }
  });

  it('prints a QR code of the batch and its code on the pickup tag that a decoder reads back', async () => {
    expect(await qrText(await saved(await renderLabels(family, 'dymo-30252')), 5)).toBe(QR_TEXT);
    expect(await qrText(await saved(await renderLabels(family, 'brother-62x29')), 5)).toBe(QR_TEXT);
    expect(await qrText(await saved(await renderLabels(family, 'avery-5160')), 1)).toBe(QR_TEXT);
  });
});
