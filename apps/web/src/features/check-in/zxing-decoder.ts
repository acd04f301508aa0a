import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecoder } from './qr-decoder.ts';

/**
 * The `.wasm` is bundled and served by the app (ARCHITECTURE.md, QR): without `locateFile`,
 * zxing-wasm would fetch it from a CDN, and the machines the console runs on have no internet.
 */
function locateFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? wasmUrl : prefix + path;
}

let prepared = false;

function prepareOnce() {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({ overrides: { locateFile } });
}

/** Decodes with zxing-wasm's reader (the path that runs in Chromium on Linux and in Firefox). */
export function createZxingDecoder(): QrDecoder {
  return {
    async decode(image) {
      prepareOnce();
      const results = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
      const found = results.find((result) => result.isValid && result.text !== '');
      return found ? found.text : null;
    },
  };
}

/** The browser's `BarcodeDetector` (Chrome on Android and macOS, Safari); not in every lib.dom. */
interface NativeBarcodeDetector {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

function nativeDetectorClass(): NativeBarcodeDetectorClass | null {
  if (typeof window === 'undefined' || !('BarcodeDetector' in window)) return null;
  return (window as unknown as { BarcodeDetector: NativeBarcodeDetectorClass }).BarcodeDetector;
}

/**
 * The native detector where the browser has one that reads QR codes, zxing-wasm otherwise (also
 * when the native one fails at run time). The check is asynchronous, so it runs on first use.
 */
export function createQrDecoder(): QrDecoder {
  const zxing = createZxingDecoder();
  let chosen: Promise<QrDecoder> | null = null;

  const choose = async (): Promise<QrDecoder> => {
    const Detector = nativeDetectorClass();
    if (!Detector) return zxing;
    try {
      const formats = await Detector.getSupportedFormats();
      if (!formats.includes('qr_code')) return zxing;
      const detector = new Detector({ formats: ['qr_code'] });
      return {
        async decode(image) {
          const codes = await detector.detect(image);
          return codes.find((code) => code.rawValue !== '')?.rawValue ?? null;
        },
      };
    } catch {
      return zxing;
    }
  };

  return {
    async decode(image) {
      chosen ??= choose();
      return (await chosen).decode(image);
    },
  };
}

let shared: QrDecoder | null = null;

/** One decoder for the app (the WASM module is loaded once, on the first frame). */
export function getQrDecoder(): QrDecoder {
  shared ??= createQrDecoder();
  return shared;
}
