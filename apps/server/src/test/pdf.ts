import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const run = promisify(execFile);

/** A PDF read back by poppler (a reader that shares no code with the writer): each page's text. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext ends every page with a form feed.
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** How many pages poppler finds in a PDF, and their size in points. */
export async function pdfPageInfo(pdf: Buffer): Promise<{ pages: number; width: number; height: number }> {
  return inFolder(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout)!;
    return { pages: Number(/Pages:\s+(\d+)/.exec(stdout)![1]), width: Number(size[1]), height: Number(size[2]) };
  });
}

/** A rectangle of a page, in points from its top left corner. */
export interface PdfRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The text of the QR code jsQR finds in each region of a page (1-based), rendered by poppler's
 * pdftoppm in grey at 200 dpi: one region a code, since jsQR reads one code an image.
 */
export async function pdfQrCodes(pdf: Buffer, page: number, regions: readonly PdfRegion[]): Promise<(string | undefined)[]> {
  const dpi = 200;
  const px = (points: number) => Math.round((points * dpi) / 72);
  return inFolder(pdf, async (file, folder) => {
    const found: (string | undefined)[] = [];
    for (const [index, region] of regions.entries()) {
      const prefix = join(folder, `region-${index}`);
      const crop = ['-x', px(region.x), '-y', px(region.y), '-W', px(region.width), '-H', px(region.height)].map(String);
      await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), ...crop, '-singlefile', file, prefix]);
      found.push(decodePgm(await readFile(`${prefix}.pgm`)));
    }
    return found;
  });
}

/** A binary PGM ("P5", width, height, 255, one whitespace, a byte a pixel) read by jsQR. */
function decodePgm(image: Buffer): string | undefined {
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

async function inFolder<T>(pdf: Buffer, work: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    return await work(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
