import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecoder } from './qr-decoder.ts';

/**
 * The `.wasm` is bundled and served by the app (ARCHITECTURE.md, QR): without `locateFile`,
 * zxing-wasm would fetch it from a CDN, and the machines the console runs on have no internet.
 */
function locateFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? wasmUrl : prefix + path;
}

let prepared: Promise<unknown> | null = null;

/**
 * Fetches and compiles the WASM module once, in the thread that calls it (the decoder's worker
 * in the app). zxing-wasm keeps a failed load (the network down before the file was kept), so it
 * is purged: the next frame tries again instead of failing like every frame after it.
 */
export function prepareZxing(): Promise<unknown> {
  prepared ??= prepareZXingModule({ overrides: { locateFile }, fireImmediately: true }).catch((error: unknown) => {
    purgeZXingModule();
    prepared = null;
    throw error;
  });
  return prepared;
}

/** Decodes with zxing-wasm's reader (the path that runs in Chromium on Linux and in Firefox). */
export function createZxingDecoder(): QrDecoder {
  return {
    async decode(image) {
      await prepareZxing();
      const results = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
      const found = results.find((result) => result.isValid && result.text !== '');
      return found ? found.text : null;
    },
  };
}
