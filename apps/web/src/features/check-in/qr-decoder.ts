/**
 * What the camera component needs from a QR decoder. Kept as an interface so that the rules and
 * the component can be tested without WASM or a camera; the real one (zxing-wasm, or the
 * browser's BarcodeDetector where present) is plugged in by the app.
 */
export interface QrDecoder {
  /** The text of the first QR code in the image, or `null` when there is none (not an error). */
  decode(image: ImageData): Promise<string | null>;
}
