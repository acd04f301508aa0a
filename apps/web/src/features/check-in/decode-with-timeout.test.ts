import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECODE_TIMEOUT_MS, withDecodeTimeout } from './decode-with-timeout.ts';
import { ScannerError } from './scanner-error.ts';

const never = () => new Promise<string | null>(() => {});
const after = (ms: number, text: string | null) => () => new Promise<string | null>((resolve) => setTimeout(() => resolve(text), ms));

describe('withDecodeTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the decoded text', async () => {
    await expect(withDecodeTimeout(async () => '42')('frame')).resolves.toBe('42');
  });

  it('answers null when no QR code is found, which is not an error', async () => {
    await expect(withDecodeTimeout(async () => null)('frame')).resolves.toBeNull();
  });

  it('rejects with a decode-timeout scanner error after 10 s', async () => {
    const result = withDecodeTimeout(never)('frame');
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(DECODE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScannerError);
    expect(error).toMatchObject({ kind: 'decode-timeout', message: 'decode timeout' });
  });

  it('answers a decode that finishes just in time and leaves no timer behind', async () => {
    const result = withDecodeTimeout(after(DECODE_TIMEOUT_MS - 1, '7'))('frame');
    await vi.advanceTimersByTimeAsync(DECODE_TIMEOUT_MS - 1);
    await expect(result).resolves.toBe('7');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes the decoder errors through and clears its timer', async () => {
    const failure = new Error('wasm failed');
    await expect(withDecodeTimeout(() => Promise.reject(failure))('frame')).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands the image to the decoder and honours another timeout', async () => {
    const decode = vi.fn(never);
    const result = withDecodeTimeout(decode, 500)('frame');
    expect(decode).toHaveBeenCalledWith('frame');
    vi.advanceTimersByTime(500);
    await expect(result).rejects.toMatchObject({ kind: 'decode-timeout' });
  });
});

describe('ScannerError', () => {
  it('says "Camera not found." for a missing camera', () => {
    expect(new ScannerError('camera-not-found')).toMatchObject({ kind: 'camera-not-found', message: 'Camera not found.' });
  });
});
