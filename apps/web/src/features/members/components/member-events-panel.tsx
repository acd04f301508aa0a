import { useState } from 'react';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EventStatus, MemberEvent } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { LogTable, type LogRow } from '../../../components/list/log-table.tsx';
import { MEMBER_EVENTS_PAGE_SIZE, useMemberEvents } from '../../../entities/members/api/get-member-events.ts';
import { formatLocalDateTime, formatLocalInstant } from '../../../lib/dates.ts';

/** The events the member was registered for and checked in at, the latest to start first: their page's story. */
export function MemberEventsPanel({ code }: { code: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useMemberEvents(code, page);
  const columns: DataTableColumn<LogRow<MemberEvent>>[] = [
    {
      key: 'event',
      header: t('members.events.column.event'),
      render: (event) => (
        <Anchor component={Link} to={`/events/${event.code}`} size="sm">
          {event.name}
        </Anchor>
      ),
    },
    { key: 'program', header: t('members.events.column.program'), render: (event) => event.program },
    {
      key: 'start',
      header: t('members.events.column.start'),
      render: (event) => formatLocalDateTime(event.startDate, event.startTime, i18n.language),
    },
    { key: 'status', header: t('members.events.column.status'), render: (event) => t(`events.statusLabel.${event.status as EventStatus}`) },
    {
      key: 'checkedIn',
      header: t('members.events.column.checkedIn'),
      render: (event) => (event.checkedInAt ? formatLocalInstant(event.checkedInAt, i18n.language) : t('members.events.notCheckedIn')),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('members.events.title')}
      </Title>
      <LogTable
        label={t('members.events.title')}
        columns={columns}
        entries={events.data?.events ?? []}
        totalCount={events.data?.totalCount ?? 0}
        page={page}
        size={MEMBER_EVENTS_PAGE_SIZE}
        onPageChange={setPage}
        itemName={t('members.events.item')}
        itemsName={t('members.events.items')}
        busy={events.isFetching}
      />
    </Stack>
  );
}
