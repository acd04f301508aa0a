import type { QrDecoder } from './qr-decoder.ts';
import { createZxingDecoder } from './zxing-reader.ts';

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
