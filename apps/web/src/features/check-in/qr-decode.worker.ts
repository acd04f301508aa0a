import { serveDecodeRequests, type DecodeRequestSource } from './qr-decode-protocol.ts';
import { createZxingDecoder, prepareZxing } from './zxing-reader.ts';

/*
 * The check-in screen's QR decoder, off the main thread: it owns zxing-wasm and answers the
 * frames the screen sends (worker-decoder.ts). The WASM is fetched and compiled as this worker
 * starts, here and not on the page, so the first frame finds it ready; a failure to load shows
 * on the decodes, which retry it.
 */
const zxing = createZxingDecoder();
prepareZxing().catch(() => undefined);

serveDecodeRequests(self as unknown as DecodeRequestSource, ({ pixels, width, height }) =>
  zxing.decode(new ImageData(pixels, width, height)),
);
