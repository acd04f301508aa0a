import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Station } from '@console/contracts';

interface DeleteStationModalProps {
  station: Station;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a station: its devices stop at once. */
export function DeleteStationModal({ station, busy, onConfirm, onClose }: DeleteStationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('stations.deleteModal.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{t('stations.deleteModal.body', { name: station.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('stations.deleteModal.keep')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t('stations.deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
