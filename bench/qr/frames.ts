/**
 * Camera-like 640×480 frames of member QR codes (1 to 7 digits, error correction M, as the member
 * card prints them), in categories of what a camera at the door does to a code. Drawn on a canvas
 * in the browser, from a seed, so every run decodes the same frames.
 */
import QRCode from 'qrcode';
import { createRandom, type Random } from '../../apps/server/src/demo/random.ts';
import { CATEGORIES, type Category } from './outcome.ts';

export const WIDTH = 640;
export const HEIGHT = 480;

export interface Frame {
  category: Category;
  text: string;
  image: ImageData;
}

/** The code, quiet zone included (4 modules), drawn `size` pixels wide on its own canvas. */
function codeCanvas(text: string, size: number, dark: string, light: string): HTMLCanvasElement {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = dark;
  const step = size / count;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      // Whole pixels, slightly overlapping, as a printed card photographed: no hairline seams.
      if (modules.get(row, col))
        ctx.fillRect(Math.floor((col + 4) * step), Math.floor((row + 4) * step), Math.ceil(step) + 1, Math.ceil(step) + 1);
    }
  }
  return canvas;
}

/** A room behind the card: a soft gradient and a few shapes, not a blank page. */
function paintScene(ctx: CanvasRenderingContext2D, random: Random) {
  const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  const base = random.int(90, 170);
  gradient.addColorStop(0, `rgb(${base},${base - 10},${base - 20})`);
  gradient.addColorStop(1, `rgb(${base - 40},${base - 35},${base - 30})`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 6; i += 1) {
    const shade = random.int(40, 220);
    ctx.fillStyle = `rgba(${shade},${shade},${shade},0.5)`;
    ctx.fillRect(random.int(0, WIDTH), random.int(0, HEIGHT), random.int(20, 200), random.int(20, 200));
  }
}

/**
 * Draws `code` as a card tilted away from the camera, its far (top) edge `topScale` as wide as its
 * near one: a true perspective, each scanline of the picture taken from the source row a plane
 * seen at that angle puts there (rows crowd together towards the far edge).
 */
function drawTilted(ctx: CanvasRenderingContext2D, code: HTMLCanvasElement, x: number, y: number, topScale: number) {
  const size = code.width;
  const height = Math.round(size * topScale);
  // Depth along the card, from 1/topScale at the far edge (v = 0) to 1 at the near one (v = 1).
  const [a, b] = [1 / topScale, 1 - 1 / topScale];
  for (let line = 0; line < height; line += 1) {
    const v = (line * a) / (height - line * b);
    const width = size / (a + b * v);
    ctx.drawImage(code, 0, Math.min(size - 1, Math.floor(v * size)), size, 1, x + (size - width) / 2, y + line, width, 1);
  }
}

function addNoise(image: ImageData, random: Random, amplitude: number) {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const noise = (random.next() + random.next() + random.next() - 1.5) * amplitude;
    data[i] = Math.max(0, Math.min(255, data[i]! + noise));
    data[i + 1] = Math.max(0, Math.min(255, data[i + 1]! + noise));
    data[i + 2] = Math.max(0, Math.min(255, data[i + 2]! + noise));
  }
}

function makeFrame(category: Category, random: Random): Frame {
  const text = String(random.int(1, 9_999_999) % 10 ** random.int(1, 7) || 1);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  paintScene(ctx, random);
  const lowContrast = category === 'low contrast';
  const darkLevel = lowContrast ? random.int(95, 125) : random.int(10, 40);
  const lightLevel = lowContrast ? random.int(150, 175) : random.int(215, 250);
  const size = category === 'small' ? random.int(90, 120) : category === 'large' ? random.int(440, 470) : random.int(240, 320);
  const code = codeCanvas(text, size, `rgb(${darkLevel},${darkLevel},${darkLevel})`, `rgb(${lightLevel},${lightLevel},${lightLevel})`);
  const x = random.int(0, WIDTH - size);
  const y = random.int(0, HEIGHT - size);

  if (category === 'blur') ctx.filter = `blur(${(1 + random.next() * 1.5).toFixed(2)}px)`;
  if (category === 'rotation') {
    ctx.translate(WIDTH / 2, HEIGHT / 2);
    ctx.rotate((random.int(10, 350) * Math.PI) / 180);
    ctx.drawImage(code, -size / 2, -size / 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  } else if (category === 'perspective') {
    drawTilted(ctx, code, x, y, 0.65 + random.next() * 0.2);
  } else {
    ctx.drawImage(code, x, y);
  }
  ctx.filter = 'none';
  if (category === 'glare') {
    const [gx, gy] = [x + random.int(size / 4, (3 * size) / 4), y + random.int(size / 4, (3 * size) / 4)];
    const glare = ctx.createRadialGradient(gx, gy, 0, gx, gy, size * (0.25 + random.next() * 0.2));
    glare.addColorStop(0, `rgba(255,255,255,${(0.55 + random.next() * 0.3).toFixed(2)})`);
    glare.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = glare;
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  }
  const image = ctx.getImageData(0, 0, WIDTH, HEIGHT);
  if (category === 'noise') addNoise(image, random, random.int(40, 70));
  return { category, text, image };
}

/** `perCategory` frames of each category. */
export function makeCorpus(seed: number, perCategory: number): Frame[] {
  const random = createRandom(seed);
  return CATEGORIES.flatMap((category) => Array.from({ length: perCategory }, () => makeFrame(category, random)));
}
