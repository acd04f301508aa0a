import { Alert, Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreated } from '@console/contracts';

interface FeedAddressModalProps {
  /** The feed just made; nothing is shown without one. */
  created: CalendarFeedCreated | null;
  onClose: () => void;
}

/**
 * A new feed's secret address, with a Copy button and how to subscribe to it. The server never
 * shows it again, so only Done, the close button or Escape close it: a click beside the dialog
 * would lose it.
 */
export function FeedAddressModal({ created, onClose }: FeedAddressModalProps) {
  const { t } = useTranslation();
  if (!created) return null;
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      title={t('calendarFeeds.address.title', { name: created.feed.name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('calendarFeeds.address.label')}
        </Text>
        <Text ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="feed-address">
          {created.url}
        </Text>
        <CopyButton value={created.url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              w="fit-content"
            >
              {copied ? t('calendarFeeds.address.copied') : t('calendarFeeds.address.copy')}
            </Button>
          )}
        </CopyButton>
        <Text>{t('calendarFeeds.address.google')}</Text>
        <Text>{t('calendarFeeds.address.iphone')}</Text>
        <Alert color="yellow">{t('calendarFeeds.address.shownOnce')}</Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('calendarFeeds.address.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
