import { useCamera } from '../hooks/use-camera.ts';
import { useScanLoop } from '../hooks/use-scan-loop.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { CameraPreview } from './camera-preview.tsx';

/**
 * The door's camera on its own, for another screen that reads QR codes (the manned station's
 * pickup tags): the preview with its picker and torch, and each decoded text handed to `onText`.
 * The camera stops when it unmounts.
 */
export function QrScanner({ decoder, onText }: { decoder: QrDecoder; onText: (text: string) => void }) {
  const camera = useCamera();
  useScanLoop({
    enabled: camera.status === 'ready',
    decoder,
    grabFrame: camera.grabFrame,
    onText,
    onError: (error) => console.warn(`Scanner: ${error.message}`),
  });
  return <CameraPreview camera={camera} />;
}
