import { describe, expect, it } from 'vitest';
import { scanRegion } from './scan-region.ts';

describe('scanRegion', () => {
  it('crops a centred square of 90% of the height of a landscape video and downscales it to 400 px', () => {
    expect(scanRegion(1280, 720)).toEqual({ x: 316, y: 36, size: 648, outputSize: 400, scale: 400 / 648 });
  });

  it('uses 90% of the width of a portrait video', () => {
    expect(scanRegion(720, 1280)).toEqual({ x: 36, y: 316, size: 648, outputSize: 400, scale: 400 / 648 });
  });

  it('handles a square 1080p-class video', () => {
    expect(scanRegion(1080, 1080)).toEqual({ x: 54, y: 54, size: 972, outputSize: 400, scale: 400 / 972 });
  });

  it('never upscales a small video', () => {
    expect(scanRegion(320, 240)).toEqual({ x: 52, y: 12, size: 216, outputSize: 216, scale: 1 });
  });

  it('keeps exactly 400 px when the square is exactly 400 px', () => {
    expect(scanRegion(1000, 445)).toMatchObject({ size: 400, outputSize: 400, scale: 1 });
  });

  it('answers whole pixels for odd sizes', () => {
    const region = scanRegion(641, 479)!;
    expect(region).toMatchObject({ size: 431, x: 105, y: 24 });
    expect(region.x + region.size).toBeLessThanOrEqual(641);
    expect(region.y + region.size).toBeLessThanOrEqual(479);
  });

  it('answers null for a video that has no size yet', () => {
    expect(scanRegion(0, 0)).toBeNull();
    expect(scanRegion(640, 0)).toBeNull();
    expect(scanRegion(Number.NaN, 480)).toBeNull();
  });
});
