import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Enrolment } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { useQrImage } from '../../../components/qr-image.ts';
import { useDoorAddresses } from '../../../entities/door/api/get-door-addresses.ts';
import { enrolmentAddress, groupCode } from '../../../entities/stations/model/enrolment.ts';
import { formatLocalTime } from '../../../lib/dates.ts';
import { isLoopback, otherDeviceUrl } from '../../../lib/device-address.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

const QR_SIZE = 240;

interface EnrolmentModalProps {
  /** The code just made; nothing is shown without one. */
  enrolment: Enrolment | null;
  onClose: () => void;
}

/**
 * A station's one-time enrolment code, in large letters, with its expiry and the QR code of the
 * enrolment address. The server never shows the code again, so only Done, the close button or Escape
 * close it: a click beside the dialog would lose it.
 */
export function EnrolmentModal({ enrolment, onClose }: EnrolmentModalProps) {
  const { t } = useTranslation();
  if (!enrolment) return null;
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      title={t('stations.enrolment.title', { name: enrolment.station.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <EnrolmentPanel enrolment={enrolment} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('stations.enrolment.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EnrolmentPanel({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center">
      <Text>{t('stations.enrolment.steps')}</Text>
      <Text size="sm" c="dimmed">
        {t('stations.enrolment.code')}
      </Text>
      {/* Groups of four, spaced wide: the kiosk ignores the space when the code is typed. */}
      <Text ff="monospace" fz={40} fw={700} lh={1.1} style={{ wordSpacing: '0.4em' }} data-testid="enrolment-code">
        {groupCode(enrolment.enrolmentCode).join(' ')}
      </Text>
      <Text fw={600}>{t('stations.enrolment.expires', { time: formatLocalTime(enrolment.expiresAt, currentLanguage()) })}</Text>
      <EnrolmentAddress code={enrolment.enrolmentCode} name={enrolment.station.name} />
      <Alert color="yellow" w="100%">
        {t('stations.enrolment.shownOnce')}
      </Alert>
    </Stack>
  );
}

/**
 * Where the device opens to enrol, as a QR code and as text. Opened on the console's own machine
 * (localhost), the address is the console's network address, which a tablet can reach; the
 * addresses are asked only then.
 */
function EnrolmentAddress({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const onThisMachine = isLoopback(window.location.hostname);
  const addresses = useDoorAddresses({ enabled: onThisMachine });
  if (onThisMachine && addresses.isError) return <Alert color="red">{t('stations.enrolment.addressFailed')}</Alert>;
  if (onThisMachine && !addresses.data) return <Loader aria-label={t('stations.enrolment.loadingAddress')} />;
  const url = otherDeviceUrl(new URL(enrolmentAddress(window.location.origin, code)), addresses.data?.addresses ?? []);
  if (!url)
    return (
      <Alert color="yellow" w="100%">
        {t('stations.enrolment.noAddress')}
      </Alert>
    );
  return <AddressCode url={url} name={name} />;
}

function AddressCode({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const qr = useQrImage(url, QR_SIZE);
  return (
    <>
      {qr.data ? (
        <img src={qr.data} alt={t('stations.enrolment.qrAlt', { name })} width={QR_SIZE} height={QR_SIZE} />
      ) : (
        <Loader aria-label={t('stations.enrolment.drawing')} />
      )}
      <Text size="sm" c="dimmed">
        {t('stations.enrolment.address')}
      </Text>
      <Text ff="monospace" ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="enrolment-address">
        {url}
      </Text>
    </>
  );
}
