/**
 * QR decoding: a corpus of camera-like frames (bench/qr/frames.ts: 25 of each category, 225 in
 * all) decoded in headless Chromium by the app's decoder and, in the same run, by jsQR; success
 * per category and time per 640×480 frame.
 *
 *   npm run bench:qr                 writes bench/results/latest.json and docs/performance.md
 *   npm run bench:qr -- --smoke      3 frames a category: that it runs (.ci/run)
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { freePort } from '../apps/server/src/test/server-process.ts';
import { launchChromium } from './browser/chromium.ts';
import { CATEGORIES, type Outcome, type RunQrBench } from './qr/outcome.ts';
import type { QrResults } from './results/result-types.ts';
import { quantile } from './quantile.ts';
import { saveQr } from './results/results.ts';

const smoke = process.argv.includes('--smoke');
const PER_CATEGORY = smoke ? 3 : 25;
const SEED = 20_261_124;
const DIST = join(import.meta.dirname, 'qr/dist');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

await build({ configFile: join(import.meta.dirname, 'qr/vite.config.ts') });
const port = await freePort();
const server = createServer((request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(/^\/+/, '') || 'index.html';
  const file = join(DIST, path);
  if (!file.startsWith(DIST) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await launchChromium();
let outcomes: Outcome[];
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof (globalThis as unknown as { runQrBench?: unknown }).runQrBench === 'function');
  outcomes = await page.evaluate(
    ([seed, perCategory]) => (globalThis as unknown as { runQrBench: RunQrBench }).runQrBench(seed, perCategory),
    [SEED, PER_CATEGORY] as const,
  );
} finally {
  await browser.close();
  server.close();
}

const share = (part: Outcome[], decoder: 'app' | 'jsqr') => part.filter((outcome) => outcome[decoder].ok).length / part.length;
const results: QrResults = {
  frames: outcomes.length,
  categories: CATEGORIES.map((category) => {
    const part = outcomes.filter((outcome) => outcome.category === category);
    return { category, frames: part.length, app: share(part, 'app'), jsqr: share(part, 'jsqr') };
  }),
  app: {
    success: share(outcomes, 'app'),
    medianMs: quantile(
      outcomes.map((o) => o.app.ms),
      0.5,
    ),
    p95Ms: quantile(
      outcomes.map((o) => o.app.ms),
      0.95,
    ),
  },
  jsqr: {
    success: share(outcomes, 'jsqr'),
    medianMs: quantile(
      outcomes.map((o) => o.jsqr.ms),
      0.5,
    ),
    p95Ms: quantile(
      outcomes.map((o) => o.jsqr.ms),
      0.95,
    ),
  },
};
for (const entry of results.categories) {
  console.log(
    `${entry.category.padEnd(14)} app ${(100 * entry.app).toFixed(0).padStart(3)}%   jsQR ${(100 * entry.jsqr).toFixed(0).padStart(3)}%`,
  );
}
for (const decoder of ['app', 'jsqr'] as const) {
  const figures = results[decoder];
  console.log(
    `${decoder.padEnd(5)} ${(100 * figures.success).toFixed(1)}% of ${results.frames} frames, median ${figures.medianMs.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`,
  );
}
saveQr(results, { smoke });
