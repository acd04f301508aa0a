/** docs/product.md §6.2: the scan square is 90% of the shorter side, decoded at 400 px at most. */
export const SCAN_REGION_RATIO = 0.9;
export const SCAN_OUTPUT_SIZE = 400;

export interface ScanRegion {
  /** Left edge of the square in video pixels. */
  x: number;
  /** Top edge of the square in video pixels. */
  y: number;
  /** Side of the square in video pixels. */
  size: number;
  /** Side of the image handed to the decoder: 400, or less when the square is smaller. */
  outputSize: number;
  /** `outputSize / size`: at most 1, because upscaling adds pixels but no detail. */
  scale: number;
}

/**
 * The centred square of a `width`×`height` video frame to decode. Cropping keeps the decoder on
 * where the user aims, and downscaling keeps a 1080p camera as cheap to decode as a small one.
 * Answers `null` for a video without a usable size yet (0×0 before its metadata has loaded).
 */
export function scanRegion(width: number, height: number): ScanRegion | null {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width < 1 || height < 1) return null;
  // Whole pixels: canvas crops with fractional edges blur the QR modules.
  const size = Math.max(1, Math.floor(Math.min(width, height) * SCAN_REGION_RATIO));
  const outputSize = Math.min(size, SCAN_OUTPUT_SIZE);
  return {
    x: Math.floor((width - size) / 2),
    y: Math.floor((height - size) / 2),
    size,
    outputSize,
    scale: outputSize / size,
  };
}
