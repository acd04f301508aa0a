import { useState, type ReactNode } from 'react';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authorityUrl, localhostUrl } from '../door-address.ts';

/** A command or an address to type, on a line of its own. */
function Typed({ children }: { children: string }) {
  return (
    <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <List.Item>
      <Text fw={700}>{title}</Text>
      {children}
    </List.Item>
  );
}

/**
 * The three set-ups under which a phone's browser gives the check-in screen its camera
 * (docs/operations.md, "The door on a phone: HTTPS"), with this page's own port and address
 * filled in where they are known.
 */
export function DoorSetupSteps() {
  const { t } = useTranslation();
  const page = new URL(window.location.href);
  return (
    <Stack gap="sm">
      <Text>{t('checkIn.setup.intro')}</Text>
      <List type="ordered" spacing="sm">
        <Step title={t('checkIn.setup.localhostTitle')}>
          <Text>{t('checkIn.setup.localhost')}</Text>
          <Typed>{localhostUrl(page)}</Typed>
        </Step>
        <Step title={t('checkIn.setup.selfSignedTitle')}>
          <Text>{t('checkIn.setup.selfSigned')}</Text>
          <Typed>HTTPS=self-signed HOST=0.0.0.0 npm start</Typed>
          <Text>{t('checkIn.setup.trust')}</Text>
          <Typed>{authorityUrl(page, t('checkIn.setup.address'))}</Typed>
        </Step>
        <Step title={t('checkIn.setup.proxyTitle')}>
          <Text>{t('checkIn.setup.proxy')}</Text>
        </Step>
      </List>
      <Text size="sm">{t('checkIn.setup.more')}</Text>
    </Stack>
  );
}

/** "How to set it up", showing the set-ups in place (inside another dialog). */
export function DoorSetupToggle() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconHelpCircle size={18} aria-hidden />}
        onClick={() => setShown((was) => !was)}
        aria-expanded={shown}
        aria-controls="door-setup-steps"
      >
        {t('checkIn.setup.open')}
      </Button>
      {shown && (
        <div id="door-setup-steps">
          <DoorSetupSteps />
        </div>
      )}
    </Stack>
  );
}

/** "How to set it up": the set-ups in a dialog. */
export function DoorSetupHelp() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" size="compact-md" leftSection={<IconHelpCircle size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('checkIn.setup.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('checkIn.setup.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <DoorSetupSteps />
      </Modal>
    </>
  );
}
