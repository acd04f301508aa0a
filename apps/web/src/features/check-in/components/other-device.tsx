import { useState } from 'react';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQrImage } from '../../../components/qr-image.ts';
import { useDoorAddresses } from '../../../entities/door/api/get-door-addresses.ts';
import { isLoopback, otherDeviceUrl } from '../../../lib/device-address.ts';
import { DoorSetupToggle } from './door-setup-help.tsx';

/** This screen's address, as a QR code for the other device's camera and as text to type. */
function AddressCode({ url }: { url: string }) {
  const { t } = useTranslation();
  const qr = useQrImage(url);
  const secure = new URL(url).protocol === 'https:';
  return (
    <Stack gap="sm" align="center">
      <Text>{t('checkIn.otherDevice.scan')}</Text>
      {qr.data ? (
        <img src={qr.data} alt={t('checkIn.otherDevice.alt')} width={240} height={240} />
      ) : (
        <Loader aria-label={t('checkIn.otherDevice.drawing')} />
      )}
      <Text ff="monospace" fw={600} ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="other-device-url">
        {url}
      </Text>
      {!secure && (
        <Alert color="yellow" w="100%">
          <Stack gap="sm">
            <Text size="sm">{t('checkIn.otherDevice.notSecure')}</Text>
            <DoorSetupToggle />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Where another device opens this screen (docs/product.md §6.1): the page's own address, or, on
 * the console's own machine (localhost), its first network address; the console's addresses are
 * asked only then.
 */
function OtherDeviceAddress() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const page = new URL(`${pathname}${search}${hash}`, window.location.origin);
  const onThisMachine = isLoopback(page.hostname);
  const addresses = useDoorAddresses({ enabled: onThisMachine });
  if (onThisMachine && addresses.isError) return <Alert color="red">{t('checkIn.otherDevice.failed')}</Alert>;
  if (onThisMachine && !addresses.data) return <Loader aria-label={t('checkIn.otherDevice.loading')} />;
  const url = otherDeviceUrl(page, addresses.data?.addresses ?? []);
  if (url) return <AddressCode url={url} />;
  return (
    <Alert color="yellow">
      <Stack gap="sm">
        <Text size="sm">{t('checkIn.otherDevice.noAddress')}</Text>
        <DoorSetupToggle />
      </Stack>
    </Alert>
  );
}

/** "Open on another device": a second device at the door scans this screen's address. */
export function OtherDevice() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconQrcode size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('checkIn.otherDevice.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('checkIn.otherDevice.open')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <OtherDeviceAddress />}
      </Modal>
    </>
  );
}
