import { DECODE_TIMEOUT_MS } from './decode-with-timeout.ts';
import type { DecodeReply, DecodeRequest } from './qr-decode-protocol.ts';
import type { QrDecoder } from './qr-decoder.ts';

/** What the decoder needs of a `Worker`. */
export interface DecodeWorker {
  postMessage(request: DecodeRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message' | 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Waiting {
  resolve: (text: string | null) => void;
  reject: (error: Error) => void;
  sentAt: number;
}

/**
 * A `QrDecoder` that decodes in a worker, started by the first decode (never while the screen
 * first renders). Each frame's pixel buffer is transferred, so the frame is unusable afterwards.
 * A worker that fails (its script or module cannot load, or it crashes) rejects what it was
 * asked and is replaced on the next decode; so is one that has not answered for `stuckAfterMs`,
 * by which time the scan loop has already reported the decode timeout.
 */
export function createWorkerDecoder(startWorker: () => DecodeWorker, stuckAfterMs = DECODE_TIMEOUT_MS): QrDecoder {
  let worker: DecodeWorker | null = null;
  const waiting = new Map<number, Waiting>();
  let nextId = 1;

  const stop = (reason: string) => {
    worker?.terminate();
    worker = null;
    for (const request of waiting.values()) request.reject(new Error(reason));
    waiting.clear();
  };

  const running = (): DecodeWorker => {
    if (worker) return worker;
    const started = startWorker();
    started.addEventListener('message', (event) => {
      const reply = (event as MessageEvent<DecodeReply>).data;
      const request = waiting.get(reply.id);
      if (!request) return;
      waiting.delete(reply.id);
      if ('error' in reply) request.reject(new Error(reply.error));
      else request.resolve(reply.text);
    });
    started.addEventListener('error', () => {
      if (worker === started) stop('QR decoder worker failed');
    });
    worker = started;
    return started;
  };

  return {
    decode(image) {
      const oldest = waiting.values().next().value;
      if (oldest && Date.now() - oldest.sentAt >= stuckAfterMs) stop('QR decoder worker stuck');
      const id = nextId++;
      const pixels = image.data as Uint8ClampedArray<ArrayBuffer>;
      return new Promise<string | null>((resolve, reject) => {
        waiting.set(id, { resolve, reject, sentAt: Date.now() });
        try {
          running().postMessage({ id, width: image.width, height: image.height, pixels }, [pixels.buffer]);
        } catch (error) {
          waiting.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  };
}
