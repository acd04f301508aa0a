import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '@console/contracts';

interface DeleteCalendarFeedModalProps {
  feed: CalendarFeed;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a feed: every calendar subscribed to it stops getting events. */
export function DeleteCalendarFeedModal({ feed, busy, onConfirm, onClose }: DeleteCalendarFeedModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('calendarFeeds.deleteModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('calendarFeeds.deleteModal.body', { name: feed.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('calendarFeeds.deleteModal.keep')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t('calendarFeeds.deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
