/**
 * Labels: the PDF for a family of four children and its pickup tag, in each label format, made
 * 200 times after a warm-up; milliseconds per family (issue 29's target: ≤ 100 ms on the server).
 *
 *   npm run bench:labels                prints p50, p95 and max for each format
 *   npm run bench:labels -- --smoke     20 a format: that it runs
 *   npm run bench:labels -- --png       also the README's pictures, docs/screenshots/label-dymo.png
 *                                       and label-pickup.png (poppler's pdftoppm, 150 dpi)
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { LABEL_FORMATS } from '@console/contracts';
import type { LabelSheet } from '@console/contracts';
import { renderLabels } from '../apps/server/src/modules/stations/labels/render-labels.ts';
import { quantile } from './quantile.ts';

const smoke = process.argv.includes('--smoke');
const png = process.argv.includes('--png');
const WARM_UP = smoke ? 2 : 20;
const RENDERS = smoke ? 20 : 200;
const TARGET_MS = 100;

const lastName = 'Núñez García';
const family: LabelSheet = {
  securityCode: 'K7QM',
  date: '2026-11-29',
  nameLabels: [
    { firstName: 'Sofía', lastName, eventName: 'Kids Church (ages 6–9)', allergies: 'peanuts', care: null },
    { firstName: 'Mateo', lastName, eventName: 'Kids Church (ages 6–9)', allergies: null, care: 'Inhaler in the blue bag' },
    { firstName: 'Łucja', lastName, eventName: 'Sunday School (ages 3–5)', allergies: 'eggs, dairy', care: 'Diabetes: snack at 11:00' },
    { firstName: 'José', lastName, eventName: 'Nursery', allergies: null, care: null },
  ],
  pickupTag: { childrenFirstNames: ['Sofía', 'Mateo', 'Łucja', 'José'], qrText: '0b7f3c2e-5d41-4a8e-9c6b-2f1e8d7a4b30:K7QM' },
};

let met = true;
for (const format of LABEL_FORMATS) {
  for (let run = 0; run < WARM_UP; run++) await renderLabels(family, format);
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RENDERS; run++) {
    const start = performance.now();
    bytes = (await renderLabels(family, format)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, max] = [quantile(times, 0.5), quantile(times, 0.95), times.at(-1)!];
  met &&= p95 <= TARGET_MS;
  console.log(
    `${format.padEnd(14)} ${RENDERS} families: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
console.log(`target p95 ≤ ${TARGET_MS} ms a family: ${met ? 'met' : 'missed'}`);

if (png) {
  const pdf = await renderLabels(family, 'dymo-30252');
  const screenshots = join(import.meta.dirname, '../docs/screenshots');
  // Sofía's label (her allergy line shows) and the tag, the fifth page.
  for (const [page, name] of [
    [1, 'label-dymo'],
    [5, 'label-pickup'],
  ] as const) {
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', String(page), '-l', String(page), '-singlefile', '-', join(screenshots, name)], {
      input: pdf,
    });
    console.log(`wrote docs/screenshots/${name}.png`);
  }
}
