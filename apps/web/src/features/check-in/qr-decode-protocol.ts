/**
 * The messages between the check-in screen and its QR decoding worker. A request carries the
 * frame's pixels (their buffer transferred, not copied); its reply carries the same `id`.
 */
export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  /** RGBA, as in `ImageData.data`. */
  pixels: Uint8ClampedArray<ArrayBuffer>;
}

export type DecodeReply = { id: number; text: string | null } | { id: number; error: string };

export type DecodePixels = (request: DecodeRequest) => Promise<string | null>;

/** The worker's side of one request: the decoded text, or the decoder's failure as a message. */
export async function answerDecodeRequest(request: DecodeRequest, decode: DecodePixels): Promise<DecodeReply> {
  try {
    return { id: request.id, text: await decode(request) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** What the worker needs of its global scope (or of a `MessagePort`, in tests). */
export interface DecodeRequestSource {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(reply: DecodeReply): void;
}

/** Answers every request that arrives at `source`, each as soon as its decode settles. */
export function serveDecodeRequests(source: DecodeRequestSource, decode: DecodePixels) {
  source.addEventListener('message', (event) => {
    void answerDecodeRequest(event.data, decode).then((reply) => source.postMessage(reply));
  });
}
