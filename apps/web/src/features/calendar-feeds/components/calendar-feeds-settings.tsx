import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed, CalendarFeedCreated } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCalendarFeeds } from '../../../entities/calendar-feeds/api/get-calendar-feeds.ts';
import { useDeleteCalendarFeed } from '../../../entities/calendar-feeds/api/delete-calendar-feed.ts';
import { CalendarFeedsTable } from './calendar-feeds-table.tsx';
import { DeleteCalendarFeedModal } from './delete-calendar-feed-modal.tsx';
import { FeedAddressModal } from './feed-address-modal.tsx';
import { NewCalendarFeedModal } from './new-calendar-feed-modal.tsx';

/**
 * Settings → Calendar feeds: the list, and the dialogs to add a feed (then its address, shown
 * once) and to delete one. The address is held here only while its dialog is open.
 */
export function CalendarFeedsSettings() {
  const { t } = useTranslation();
  const feeds = useCalendarFeeds();
  const deleteFeed = useDeleteCalendarFeed();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CalendarFeed | null>(null);
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);

  async function handleDelete(feed: CalendarFeed) {
    try {
      await deleteFeed.mutateAsync(feed.id);
      setDeleting(null);
      toast.success(t('calendarFeeds.deleted'));
    } catch {
      toast.danger(t('calendarFeeds.deleteFailed'));
    }
  }

  function handleCreated(answer: CalendarFeedCreated) {
    setCreating(false);
    setCreated(answer);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text maw={720}>{t('calendarFeeds.intro')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('calendarFeeds.add')}
        </Button>
      </Group>
      {feeds.isError && (
        <Alert color="red" role="alert">
          {t('calendarFeeds.notLoaded')}
        </Alert>
      )}
      <CalendarFeedsTable feeds={feeds.data?.feeds ?? []} busy={feeds.isFetching} onDelete={setDeleting} />
      <NewCalendarFeedModal opened={creating} onClose={() => setCreating(false)} onCreated={handleCreated} />
      {deleting && (
        <DeleteCalendarFeedModal
          feed={deleting}
          busy={deleteFeed.isPending}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      <FeedAddressModal created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
