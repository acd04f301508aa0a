import { ScannerError } from './scanner-error.ts';

/** docs/product.md §6.2: a decode that has not answered after 10 s is a scanner error. */
export const DECODE_TIMEOUT_MS = 10_000;

export type Decode<Image> = (image: Image) => Promise<string | null>;

/**
 * Wraps a decoder so that a hung decode (a stuck WASM worker, a frozen tab coming back) rejects
 * with `ScannerError('decode-timeout')` instead of stalling the scan loop forever. A `null`
 * answer ("No QR code found") and the decoder's own errors pass through unchanged.
 */
export function withDecodeTimeout<Image>(decode: Decode<Image>, timeoutMs = DECODE_TIMEOUT_MS): Decode<Image> {
  return (image) =>
    new Promise<string | null>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ScannerError('decode-timeout')), timeoutMs);
      // Clear the timer on every settle so a finished decode leaves nothing pending behind it.
      decode(image).then(
        (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
