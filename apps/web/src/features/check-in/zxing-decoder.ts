import type { QrDecoder } from './qr-decoder.ts';
import { createWorkerDecoder } from './worker-decoder.ts';

/**
 * zxing-wasm in a worker (qr-decode.worker.ts), so that decoding a frame never blocks the screen;
 * on the main thread where there is no `Worker` (unit tests in jsdom), loaded only then.
 */
function createZxingPath(): QrDecoder {
  if (typeof Worker === 'function') {
    return createWorkerDecoder(() => new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module' }));
  }
  const loaded = import('./zxing-reader.ts').then(({ createZxingDecoder }) => createZxingDecoder());
  return {
    async decode(image) {
      return (await loaded).decode(image);
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
  let zxing: QrDecoder | null = null;
  const zxingPath = () => (zxing ??= createZxingPath());
  let chosen: Promise<QrDecoder> | null = null;

  const choose = async (): Promise<QrDecoder> => {
    const Detector = nativeDetectorClass();
    if (!Detector) return zxingPath();
    try {
      const formats = await Detector.getSupportedFormats();
      if (!formats.includes('qr_code')) return zxingPath();
      const detector = new Detector({ formats: ['qr_code'] });
      return {
        async decode(image) {
          const codes = await detector.detect(image);
          return codes.find((code) => code.rawValue !== '')?.rawValue ?? null;
        },
      };
    } catch {
      return zxingPath();
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

/** One decoder for the app (its worker and WASM module are started once, by the first frame). */
export function getQrDecoder(): QrDecoder {
  shared ??= createQrDecoder();
  return shared;
}
