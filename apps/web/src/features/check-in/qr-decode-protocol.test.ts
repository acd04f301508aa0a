import { describe, expect, it } from 'vitest';
import { answerDecodeRequest, type DecodeRequest } from './qr-decode-protocol.ts';

const request: DecodeRequest = { id: 7, width: 2, height: 1, pixels: new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]) };

describe('answerDecodeRequest', () => {
  it('answers the decoded text under the request id, from the pixels as sent', async () => {
    const reply = await answerDecodeRequest(request, async ({ width, height, pixels }) => `${width}x${height}:${pixels.join(',')}`);
    expect(reply).toEqual({ id: 7, text: '2x1:1,2,3,255,4,5,6,255' });
  });

  it('answers null when the frame holds no QR code', async () => {
    await expect(answerDecodeRequest(request, async () => null)).resolves.toEqual({ id: 7, text: null });
  });

  it("answers the decoder's failure as its message, since the worker must answer every request", async () => {
    await expect(answerDecodeRequest(request, () => Promise.reject(new Error('wasm failed')))).resolves.toEqual({
      id: 7,
      error: 'wasm failed',
    });
    await expect(answerDecodeRequest(request, () => Promise.reject('no memory'))).resolves.toEqual({ id: 7, error: 'no memory' });
  });
});
