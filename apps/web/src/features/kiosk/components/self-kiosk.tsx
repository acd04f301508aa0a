import { Alert } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchInput, DoorGroup, Event, LabelSheet, StationSelf } from '@console/contracts';
import { stationKeys } from '../../../entities/stations/api/station-keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { newScanId } from '../../../lib/scan-id.ts';
import { useIdleReset } from '../hooks/use-idle-reset.ts';
import { labelDate, labelSheetOf } from '../model/label-sheet.ts';
import { selectionsOf, type Picks } from '../model/selections.ts';
import { checkInFamily, searchFamilies } from '../offline/offline-calls.ts';
import { outboxCountsKey } from '../offline/station-store.ts';
import { DoneScreen } from './done-screen.tsx';
import { FamilyChoice, NoFamily } from './family-choice.tsx';
import { NumberPad } from './number-pad.tsx';
import { WhoIsHere } from './who-is-here.tsx';

type Step =
  | { name: 'pad' }
  | { name: 'none' }
  | { name: 'choose'; groups: DoorGroup[]; events: Event[] }
  | { name: 'who'; group: DoorGroup; events: Event[] }
  | { name: 'done'; sheet: LabelSheet };

/** The families a household check-in can take: a person found in no household has no one to check in with. */
const households = (groups: DoorGroup[]) => groups.filter((group) => group.householdId !== null);

/**
 * The self kiosk's flow: phone pad → the family (chosen by name when several share the digits) →
 * who is here → Check in → the code, while the labels print. 20 seconds without a touch anywhere
 * but on an empty pad bring the next family back to the pad. Without the network it goes on from
 * the roster kept on the device, with the events that roster serves now (offline-calls.ts).
 */
export function SelfKiosk({ self, onReset }: { self: StationSelf; onReset: () => void }) {
  const { t } = useTranslation();
  const events: Event[] = self.events;
  const [digits, setDigits] = useState('');
  const [step, setStep] = useState<Step>({ name: 'pad' });
  // The press being sent: a retry of the same choice sends the same scan id, so it is counted once.
  const pending = useRef<{ key: string; scanId: string } | null>(null);
  const queryClient = useQueryClient();
  const search = useMutation({
    mutationFn: (q: string) => searchFamilies(events, q),
    // Sent whatever the browser thinks of the network: a failed call is what turns to the roster.
    networkMode: 'always',
    // 403: the event is no longer served (it ended, or the station's programs changed): ask again what is.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: stationKeys.self() });
    },
    onSuccess: ({ groups, events: served }) => {
      const found = households(groups);
      if (found.length === 0 || served.length === 0) setStep({ name: 'none' });
      else if (found.length === 1) setStep({ name: 'who', group: found[0]!, events: served });
      else setStep({ name: 'choose', groups: found, events: served });
    },
  });
  const checkIn = useMutation({
    mutationFn: (body: BatchInput) => checkInFamily(body, self.station.letter),
    networkMode: 'always',
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxCountsKey }),
  });

  const restart = useCallback(() => {
    setDigits('');
    setStep({ name: 'pad' });
    search.reset();
    checkIn.reset();
    pending.current = null;
    onReset();
  }, [search, checkIn, onReset]);
  useIdleReset(step.name !== 'pad' || digits !== '', restart);

  const send = (group: DoorGroup, served: Event[], picks: Picks) => {
    const selections = selectionsOf(picks, group, served);
    const key = JSON.stringify([group.householdId, selections]);
    if (pending.current?.key !== key) pending.current = { key, scanId: newScanId() };
    checkIn.mutate(
      { scanId: pending.current.scanId, householdId: group.householdId!, selections },
      {
        onSuccess: (answer) => {
          pending.current = null;
          setStep({ name: 'done', sheet: labelSheetOf(answer, group, served, labelDate(new Date())) });
        },
      },
    );
  };

  switch (step.name) {
    case 'pad':
      return (
        <>
          <NumberPad digits={digits} onChange={setDigits} onSearch={() => search.mutate(digits)} searching={search.isPending} />
          {search.isError && (
            <Alert color="red" role="alert" fz="lg" maw={520} mx="auto" mt="md">
              {search.error instanceof ApiError && search.error.status === 429
                ? translateApiMessage(search.error)
                : t('kiosk.errors.failed')}
            </Alert>
          )}
        </>
      );
    case 'none':
      return <NoFamily onBack={restart} />;
    case 'choose':
      return (
        <FamilyChoice groups={step.groups} onChoose={(group) => setStep({ name: 'who', group, events: step.events })} onBack={restart} />
      );
    case 'who':
      return (
        <WhoIsHere
          key={step.group.householdId}
          group={step.group}
          events={step.events}
          sending={checkIn.isPending}
          failed={checkIn.isError}
          onCheckIn={(picks) => send(step.group, step.events, picks)}
          onBack={restart}
        />
      );
    case 'done':
      return <DoneScreen sheet={step.sheet} format={self.station.labelFormat} onFinish={restart} />;
  }
}
