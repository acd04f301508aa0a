import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '@console/contracts';
import { ActionTip } from '../../../components/list/action-tip.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { useProgramOptions } from '../../../entities/programs/api/get-program-options.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

export interface CalendarFeedsTableProps {
  feeds: CalendarFeed[];
  busy: boolean;
  onDelete: (feed: CalendarFeed) => void;
}

/** Every calendar feed: its name, its programs, who made it and when, when a calendar app last read it. */
export function CalendarFeedsTable({ feeds, busy, onDelete }: CalendarFeedsTableProps) {
  const { t } = useTranslation();
  const programs = useProgramOptions().data?.programs ?? [];
  const language = currentLanguage();
  const programNames = (feed: CalendarFeed) =>
    feed.programIds.length === 0
      ? t('calendarFeeds.allPrograms')
      : feed.programIds.map((id) => programs.find((program) => program.id === id)?.name ?? `#${id}`).join(', ');
  const columns: DataTableColumn<CalendarFeed>[] = [
    { key: 'name', header: t('calendarFeeds.column.name'), render: (feed) => feed.name },
    { key: 'programs', header: t('calendarFeeds.column.programs'), render: programNames },
    {
      key: 'created',
      header: t('calendarFeeds.column.created'),
      render: (feed) =>
        feed.createdBy
          ? t('calendarFeeds.createdBy', { at: formatLocalInstant(feed.createdAt, language), name: feed.createdBy.name })
          : formatLocalInstant(feed.createdAt, language),
    },
    {
      key: 'lastFetched',
      header: t('calendarFeeds.column.lastFetched'),
      render: (feed) => (feed.lastFetchedAt ? formatLocalInstant(feed.lastFetchedAt, language) : t('calendarFeeds.never')),
    },
  ];
  return (
    <DataTable
      label={t('calendarFeeds.title')}
      columns={columns}
      rows={feeds}
      getRowKey={(feed) => feed.id}
      itemName={t('calendarFeeds.item')}
      itemsName={t('calendarFeeds.items')}
      rowActions={(feed) => (
        <ActionTip label={t('calendarFeeds.delete')}>
          <ActionIcon
            variant="subtle"
            color="red.9"
            onClick={() => onDelete(feed)}
            aria-label={t('calendarFeeds.deleteOne', { name: feed.name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </ActionTip>
      )}
      minWidth={720}
      busy={busy}
    />
  );
}
