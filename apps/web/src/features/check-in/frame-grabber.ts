import { scanRegion } from './scan-region.ts';

/** A video can be drawn once it has a frame (HAVE_CURRENT_DATA). */
const HAVE_CURRENT_DATA = 2;

/**
 * The centred scan square of the video's current frame, downscaled into `canvas` (docs/product.md
 * §6.2), or `null` while the video has no frame yet. The canvas is reused frame after frame.
 */
export function grabScanFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  if (video.readyState < HAVE_CURRENT_DATA) return null;
  const region = scanRegion(video.videoWidth, video.videoHeight);
  if (!region) return null;
  if (canvas.width !== region.outputSize) canvas.width = region.outputSize;
  if (canvas.height !== region.outputSize) canvas.height = region.outputSize;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, region.x, region.y, region.size, region.size, 0, 0, region.outputSize, region.outputSize);
  return context.getImageData(0, 0, region.outputSize, region.outputSize);
}
