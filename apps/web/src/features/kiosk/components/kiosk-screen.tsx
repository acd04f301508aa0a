import { Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { StationSelf } from '@console/contracts';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotStation } from '../../../entities/stations/api/get-station-self.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n/index.ts';
import { useKioskStation } from '../hooks/use-kiosk-station.ts';
import { useOutbox } from '../hooks/use-outbox.ts';
import { useStationRoster } from '../hooks/use-station-roster.ts';
import { EnrolScreen } from './enrol-screen.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { OutboxStatus } from './outbox-status.tsx';
import { SelfKiosk } from './self-kiosk.tsx';

/**
 * `/station`: what this device is, asked every minute. No station (never enrolled, or disabled or
 * deleted since): the enrolment screen. A station with no event open now says so; a staffed one
 * shows `manned` (the route's: features do not import each other); a self kiosk runs its flow,
 * keeps its roster on the device for a network outage, and sends what it checked in meanwhile.
 */
export function KioskScreen({ manned }: { manned: (self: StationSelf) => React.ReactNode }) {
  const { t } = useTranslation();
  const self = useKioskStation();
  useStationRoster(self.data?.station.mode === 'self');
  // Whatever the mode now: check-ins made offline while it was a kiosk still go to the server.
  const outbox = useOutbox(Boolean(self.data));
  // The kiosk's own language, which each new family starts in whatever the last one chose.
  const startLanguage = useRef(currentLanguage());
  const onReset = useCallback(() => {
    if (currentLanguage() !== startLanguage.current) void setLanguage(startLanguage.current, false);
  }, []);

  let content: React.ReactNode;
  if (isNotStation(self.error)) content = <EnrolScreen />;
  else if (!self.data)
    content = self.isError ? (
      <Stack align="center" gap="lg">
        <Text size="xl" role="alert">
          {t('kiosk.errors.failed')}
        </Text>
        <Button size="xl" onClick={() => void self.refetch()}>
          {t('common.reload')}
        </Button>
      </Stack>
    ) : (
      <Loader size="xl" aria-label={t('common.loading')} />
    );
  else if (self.data.station.mode === 'manned')
    content = (
      <Box w="100%" maw={1100}>
        {manned(self.data)}
      </Box>
    );
  else if (self.data.events.length === 0)
    content = (
      <Stack align="center" gap="md">
        <Title order={1} ta="center">
          {t('kiosk.closed.title')}
        </Title>
        <Text size="xl" ta="center">
          {t('kiosk.closed.body', { name: self.data.station.name })}
        </Text>
      </Stack>
    );
  else content = <SelfKiosk self={self.data} onReset={onReset} />;

  return (
    <Stack mih="100vh" p="lg" gap="lg" bg="var(--console-page-background)">
      <Group justify="space-between" component="header" wrap="wrap" gap="sm">
        <Group gap="md">
          <OutboxStatus waiting={outbox.waiting} refused={outbox.refused} />
        </Group>
        <LanguageSwitch />
      </Group>
      <Center component="main" flex={1}>
        {content}
      </Center>
    </Stack>
  );
}
