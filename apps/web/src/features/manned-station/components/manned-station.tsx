import { useState, type ReactNode } from 'react';
import { Alert, Group, NativeSelect, Stack, Tabs, Title } from '@mantine/core';
import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationSelf } from '@console/contracts';
// A station runs outside the signed-in frame, yet this screen speaks the console's words (its own,
// the care fields', the household roles'): their English joins the first load's here.
import '../../../lib/i18n/signed-in-texts.ts';
import { CheckInPanel } from './check-in-panel.tsx';
import { CheckOutPanel } from './check-out-panel.tsx';
import { DoubleCheckIns } from './double-check-ins.tsx';

export interface MannedStationProps {
  station: StationSelf;
  /**
   * The camera that reads pickup tags, given by the screen that mounts this one (a feature does
   * not import another's scanner): it calls `onText` with each QR code's text. Without it, the
   * volunteer types the code.
   */
  scanner?: (onText: (text: string) => void) => ReactNode;
}

/**
 * A volunteer's tablet at the children's door: families found by phone or name and checked in
 * under one security code, and children let go against the code on their pickup tag, with who
 * may collect them (and who may not) in view.
 */
export function MannedStation({ station, scanner }: MannedStationProps) {
  const { t } = useTranslation();
  const { events } = station;
  const [chosen, setChosen] = useState<number | null>(null);
  const event = events.find((one) => one.code === chosen) ?? events[0];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {station.station.name}
        </Title>
        {events.length > 0 && (
          <NativeSelect
            label={t('mannedStation.event')}
            data={events.map((one) => ({ value: String(one.code), label: one.name }))}
            value={event ? String(event.code) : ''}
            onChange={(change) => setChosen(Number(change.currentTarget.value))}
            size="md"
            miw={240}
          />
        )}
      </Group>
      <DoubleCheckIns doubles={station.doubleCheckIns} />
      {event ? (
        <Tabs defaultValue="check-in" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="check-in" fz="lg" leftSection={<IconDoorEnter aria-hidden />}>
              {t('mannedStation.tabs.checkIn')}
            </Tabs.Tab>
            <Tabs.Tab value="check-out" fz="lg" leftSection={<IconDoorExit aria-hidden />}>
              {t('mannedStation.tabs.checkOut')}
            </Tabs.Tab>
          </Tabs.List>
          {/* Keyed by the event: a search or a code belongs to the event it was made at. */}
          <Tabs.Panel value="check-in" pt="md">
            <CheckInPanel key={event.code} event={event} events={events} />
          </Tabs.Panel>
          <Tabs.Panel value="check-out" pt="md">
            <CheckOutPanel key={event.code} event={event} scanner={scanner} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Alert color="gray">{t('mannedStation.noEvents')}</Alert>
      )}
    </Stack>
  );
}
