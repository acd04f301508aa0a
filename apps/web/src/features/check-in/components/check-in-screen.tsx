import { Grid, Stack } from '@mantine/core';
import type { Event } from '@console/contracts';
import { useBarcodeKeyboard } from '../hooks/use-barcode-keyboard.ts';
import { useCamera } from '../hooks/use-camera.ts';
import { useCheckIn } from '../hooks/use-check-in.ts';
import { useScanLoop } from '../hooks/use-scan-loop.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { CameraPreview } from './camera-preview.tsx';
import { CheckInCounters } from './check-in-counters.tsx';
import { CheckInResultBanner } from './check-in-result-banner.tsx';
import { ManualCodeEntry } from './manual-code-entry.tsx';
import { NotRegisteredDialog } from './not-registered-dialog.tsx';

interface CheckInScreenProps {
  event: Pick<Event, 'code' | 'registrationRequired' | 'registered' | 'checked'>;
  decoder: QrDecoder;
}

/**
 * The QR check-in door: camera scanning, a USB scanner typing codes, or a code typed by hand all
 * go through the same gate and flow; the last result is shown large, the counts beside it.
 */
export function CheckInScreen({ event, decoder }: CheckInScreenProps) {
  const camera = useCamera();
  const { submit, dialogOpen, answer, result } = useCheckIn(event);
  const onText = (text: string) => void submit(text);
  useScanLoop({
    enabled: camera.status === 'ready',
    decoder,
    grabFrame: camera.grabFrame,
    onText,
    onError: (error) => console.warn(`Scanner: ${error.message}`),
  });
  useBarcodeKeyboard(onText, !dialogOpen);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CameraPreview camera={camera} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <CheckInCounters registered={event.registered} checked={event.checked} />
            <CheckInResultBanner result={result} />
            <ManualCodeEntry onSubmit={onText} />
          </Stack>
        </Grid.Col>
      </Grid>
      <NotRegisteredDialog opened={dialogOpen} onAnswer={answer} />
    </>
  );
}
