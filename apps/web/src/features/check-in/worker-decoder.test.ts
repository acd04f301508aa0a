import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveDecodeRequests, type DecodePixels, type DecodeRequestSource } from './qr-decode-protocol.ts';
import { createWorkerDecoder, type DecodeWorker } from './worker-decoder.ts';

/**
 * jsdom has no Worker: the worker's side runs behind a real MessageChannel instead, wired by the
 * same serveDecodeRequests as qr-decode.worker.ts (the real worker runs in the e2e check-in specs).
 */
interface ChannelWorker extends DecodeWorker {
  terminated: boolean;
  crash(): void;
}

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.useRealTimers();
});

function channelWorker(decode: DecodePixels): ChannelWorker {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveDecodeRequests(port2 as unknown as DecodeRequestSource, decode);
  port2.start();
  port1.start();
  const failures = new EventTarget();
  return {
    terminated: false,
    postMessage: (request, transfer) => port1.postMessage(request, transfer),
    addEventListener: (type, listener) => (type === 'message' ? port1 : failures).addEventListener(type, listener),
    terminate() {
      this.terminated = true;
      port1.close();
    },
    crash: () => failures.dispatchEvent(new Event('error')),
  };
}

/** A frame as the frame grabber gives it (jsdom has no ImageData): `first` is its first byte. */
const frame = (first = 0) => ({ width: 2, height: 2, data: new Uint8ClampedArray(16).fill(first), colorSpace: 'srgb' }) as ImageData;

const never = () => new Promise<string | null>(() => {});

function workers(decode: DecodePixels) {
  const started: ChannelWorker[] = [];
  const start = vi.fn(() => {
    const worker = channelWorker(decode);
    started.push(worker);
    return worker;
  });
  return { started, start };
}

describe('createWorkerDecoder', () => {
  it('starts its worker on the first decode, not before, and keeps it for the next ones', async () => {
    const { started, start } = workers(async ({ width, height, pixels }) => `${width}x${height}:${pixels[0]}`);
    const decoder = createWorkerDecoder(start);
    expect(start).not.toHaveBeenCalled();
    await expect(decoder.decode(frame(9))).resolves.toBe('2x2:9');
    await expect(decoder.decode(frame(3))).resolves.toBe('2x2:3');
    expect(start).toHaveBeenCalledTimes(1);
    expect(started[0]!.terminated).toBe(false);
  });

  it("transfers the frame's pixels to the worker instead of copying them", async () => {
    const { start } = workers(async ({ pixels }) => String(pixels.byteLength));
    const image = frame();
    const decoded = createWorkerDecoder(start).decode(image);
    expect(image.data.byteLength).toBe(0);
    await expect(decoded).resolves.toBe('16');
  });

  it('answers null when the worker finds no QR code', async () => {
    const { start } = workers(async () => null);
    await expect(createWorkerDecoder(start).decode(frame())).resolves.toBeNull();
  });

  it('gives each decode its own answer when several are in flight', async () => {
    const { start } = workers(
      ({ pixels }) => new Promise((resolve) => setTimeout(() => resolve(`frame ${pixels[0]}`), pixels[0] === 1 ? 30 : 0)),
    );
    const decoder = createWorkerDecoder(start);
    await expect(Promise.all([decoder.decode(frame(1)), decoder.decode(frame(2))])).resolves.toEqual(['frame 1', 'frame 2']);
  });

  it("rejects a decode with the decoder's failure and goes on with the same worker", async () => {
    const { start } = workers(async ({ pixels }) => {
      if (pixels[0] === 1) throw new Error('wasm failed');
      return 'ok';
    });
    const decoder = createWorkerDecoder(start);
    await expect(decoder.decode(frame(1))).rejects.toThrow('wasm failed');
    await expect(decoder.decode(frame(2))).resolves.toBe('ok');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('rejects what a failed worker was asked, and starts a new one on the next decode', async () => {
    let dead = true;
    const { started, start } = workers(() => (dead ? never() : Promise.resolve('42')));
    const decoder = createWorkerDecoder(start);
    const lost = decoder.decode(frame());
    started[0]!.crash();
    await expect(lost).rejects.toThrow('QR decoder worker failed');
    expect(started[0]!.terminated).toBe(true);
    dead = false;
    await expect(decoder.decode(frame())).resolves.toBe('42');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('replaces a worker that has not answered for the stuck time, and not one that is merely busy', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    let stuck = true;
    const { started, start } = workers(() => (stuck ? never() : Promise.resolve('42')));
    const decoder = createWorkerDecoder(start, 10_000);
    const first = decoder.decode(frame());
    first.catch(() => undefined);
    vi.setSystemTime(9_999);
    void decoder.decode(frame()).catch(() => undefined);
    expect(start).toHaveBeenCalledTimes(1);

    vi.setSystemTime(10_000);
    stuck = false;
    const next = decoder.decode(frame());
    await expect(first).rejects.toThrow('QR decoder worker stuck');
    expect(started[0]!.terminated).toBe(true);
    await expect(next).resolves.toBe('42');
    expect(start).toHaveBeenCalledTimes(2);
  });
});
