/**
 * Runs in the browser: decodes the corpus with the app's decoder (zxing-wasm, as the check-in
 * screen uses it in Chromium on Linux) and, in the same run, with jsQR; answers per-frame outcomes
 * and times.
 */
import jsQR from 'jsqr';
import { createZxingDecoder } from '../../apps/web/src/features/check-in/zxing-reader.ts';
import { makeCorpus } from './frames.ts';
import type { Outcome, RunQrBench } from './outcome.ts';

const runQrBench: RunQrBench = async (seed, perCategory) => {
  const app = createZxingDecoder();
  const frames = makeCorpus(seed, perCategory);
  // The first call loads and compiles the WebAssembly: not a frame's cost.
  await app.decode(frames[0]!.image);
  const outcomes: Outcome[] = [];
  for (const frame of frames) {
    let start = performance.now();
    const appText = await app.decode(frame.image);
    const appMs = performance.now() - start;
    start = performance.now();
    const jsqrText = jsQR(frame.image.data, frame.image.width, frame.image.height)?.data ?? null;
    const jsqrMs = performance.now() - start;
    outcomes.push({
      category: frame.category,
      app: { ok: appText === frame.text, ms: appMs },
      jsqr: { ok: jsqrText === frame.text, ms: jsqrMs },
    });
  }
  return outcomes;
};

(globalThis as unknown as { runQrBench: RunQrBench }).runQrBench = runQrBench;
