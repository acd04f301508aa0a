import { useState } from 'react';
import { Grid, Group, Stack } from '@mantine/core';
import type { Event } from '@console/contracts';
import { useLiveCounts } from '../../../entities/attendees/api/use-live-counts.ts';
import { useBarcodeKeyboard } from '../hooks/use-barcode-keyboard.ts';
import { useCamera } from '../hooks/use-camera.ts';
import { useCheckIn } from '../hooks/use-check-in.ts';
import { useDoorSearch } from '../hooks/use-door-search.ts';
import { useScanLoop } from '../hooks/use-scan-loop.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { CameraPreview } from './camera-preview.tsx';
import { CheckInCounters } from './check-in-counters.tsx';
import { FamilyDoor } from './family-door.tsx';
import { ManualCodeEntry } from './manual-code-entry.tsx';
import { Conflicts, WaitingCount } from './outbox-status.tsx';
import { NotRegisteredDialog } from './not-registered-dialog.tsx';
import { OtherDevice } from './other-device.tsx';
import { ScanAnswerPanel } from './scan-answer-panel.tsx';
import { StationSettings } from './station-settings.tsx';
import { storeFeedback, storeStation, storedFeedback, storedStation, type DoorFeedback } from '../station.ts';

interface CheckInScreenProps {
  event: Pick<Event, 'code' | 'registrationRequired' | 'registered' | 'checked'>;
  decoder: QrDecoder;
}

/**
 * The QR check-in door: camera scanning, a USB scanner typing codes, or a code typed by hand all
 * go through the same gate and flow (a typed code past the scanner's limits, scan-gate.ts); the
 * last answer is shown large beside the camera (under it on a phone), the live counts after it.
 */
export function CheckInScreen({ event, decoder }: CheckInScreenProps) {
  const camera = useCamera();
  const [station, setStation] = useState(storedStation);
  const [feedback, setFeedback] = useState(storedFeedback);
  const door = useCheckIn(event, station, feedback);
  const { submit, dialogOpen, asking, answer, careToAcknowledge, acknowledge, answers, waitingCount, conflicts } = door;
  const search = useDoorSearch(event.code, door.rosterRef, door.checkedHere);
  const present = useLiveCounts(event.code);
  const changeStation = (name: string) => {
    storeStation(name);
    setStation(storedStation());
  };
  const changeFeedback = (next: DoorFeedback) => {
    storeFeedback(next);
    setFeedback(next);
  };
  const onText = (text: string) => void submit(text);
  useScanLoop({
    enabled: camera.status === 'ready',
    decoder,
    grabFrame: camera.grabFrame,
    onText,
    onError: (error) => console.warn(`Scanner: ${error.message}`),
  });
  useBarcodeKeyboard(onText, !dialogOpen && !careToAcknowledge);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CameraPreview camera={camera} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {/* The answer first: on a phone it sits right under the camera, both in view (docs/product.md §6.1). */}
            <ScanAnswerPanel answers={answers} careToAcknowledge={careToAcknowledge} onAcknowledge={acknowledge} />
            <Group gap="md" align="center">
              <CheckInCounters registered={event.registered} checked={event.checked} present={present} />
              <WaitingCount count={waitingCount} />
            </Group>
            <FamilyDoor
              registrationRequired={event.registrationRequired}
              search={search}
              offer={door.offer}
              onDismissOffer={door.dismissOffer}
              onCheckIn={door.checkInMembers}
            />
            <Conflicts conflicts={conflicts} />
            <ManualCodeEntry onSubmit={(text) => void submit(text, { byHand: true })} />
            <StationSettings station={station} onStation={changeStation} feedback={feedback} onFeedback={changeFeedback} />
            <OtherDevice />
          </Stack>
        </Grid.Col>
      </Grid>
      <NotRegisteredDialog opened={dialogOpen} who={asking} onAnswer={answer} />
    </>
  );
}
