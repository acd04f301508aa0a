import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Event } from '@console/contracts';
import { useTranslation } from 'react-i18next';

interface CancelEventModalProps {
  /** The event to cancel; null keeps the modal closed. */
  event: Event | null;
  busy: boolean;
  onConfirm: (event: Event) => void;
  onClose: () => void;
}

/** Asks before cancelling an event. */
export function CancelEventModal({ event, busy, onConfirm, onClose }: CancelEventModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={t('events.cancelModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{event ? t('events.cancelModal.body', { name: event.name }) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('events.cancelModal.keep')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => event && onConfirm(event)}>
            {t('events.cancelModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
