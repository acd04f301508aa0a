import { useEffect, useEffectEvent } from 'react';
import { withDecodeTimeout } from '../decode-with-timeout.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { MAX_SCANS_PER_SECOND } from '../scan-gate.ts';
import { ScannerError } from '../scanner-error.ts';

/** A frame every 200 ms at most: the 5 scans a second of docs/product.md §6.2. */
export const SCAN_INTERVAL_MS = 1_000 / MAX_SCANS_PER_SECOND;

interface ScanLoopOptions {
  enabled: boolean;
  decoder: QrDecoder;
  grabFrame: () => ImageData | null;
  /** A decoded text; the caller's scan gate decides whether it is handled. */
  onText: (text: string) => void;
  /** A scanner failure (the 10 s decode timeout); 'No QR code found' is never reported. */
  onError?: (error: ScannerError) => void;
}

/**
 * Decodes the camera's scan square on a timer, one decode at a time: a slow decode skips ticks
 * instead of queueing them, so the loop never runs faster than the gate allows.
 */
export function useScanLoop({ enabled, decoder, grabFrame, onText, onError }: ScanLoopOptions) {
  const handleText = useEffectEvent(onText);
  const handleError = useEffectEvent((error: unknown) => {
    if (error instanceof ScannerError) onError?.(error);
  });
  const grab = useEffectEvent(grabFrame);

  useEffect(() => {
    if (!enabled) return;
    const decode = withDecodeTimeout((image: ImageData) => decoder.decode(image));
    let decoding = false;
    let stopped = false;
    const tick = async () => {
      if (decoding) return;
      const frame = grab();
      if (!frame) return;
      decoding = true;
      try {
        const text = await decode(frame);
        if (!stopped && text) handleText(text);
      } catch (error) {
        if (!stopped) handleError(error);
      } finally {
        decoding = false;
      }
    };
    const timer = setInterval(() => void tick(), SCAN_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, decoder]);
}
