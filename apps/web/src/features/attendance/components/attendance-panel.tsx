import { Button, Group, Stack, Text } from '@mantine/core';
import { IconListCheck, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Attendee, Event } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { ExportButton } from '../../../components/list/export-button.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { Pagination } from '../../../components/list/pagination.tsx';
import { SearchBar } from '../../../components/list/search-bar.tsx';
import { useAttendeeList } from '../hooks/use-attendee-list.ts';
import { CheckInSwitch } from './check-in-switch.tsx';
import { useTranslation } from 'react-i18next';
import { useLiveCounts } from '../../../entities/attendees/api/use-live-counts.ts';

export interface AttendancePanelProps {
  event: Event;
}

/** The event's Attendance: its counts, the registered attendees (ten a page, searchable) with a Check-In switch each. */
export function AttendancePanel({ event }: AttendancePanelProps) {
  const { t } = useTranslation();
  const list = useAttendeeList(event.code, { registered: true });
  // Check-ins made at the door show here within a second.
  const present = useLiveCounts(event.code);
  const columns: DataTableColumn<Attendee>[] = [
    { key: 'code', header: t('attendance.column.code'), render: (attendee) => attendee.code },
    { key: 'fullname', header: t('attendance.column.fullname'), render: (attendee) => attendee.fullname },
    {
      key: 'checkIn',
      header: t('attendance.column.checkIn'),
      render: (attendee) => <CheckInSwitch eventCode={event.code} attendee={attendee} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="lg" role="status" aria-label={t('attendance.counts')}>
          <Text size="sm">{t('attendance.registered', { count: event.registered })}</Text>
          <Text size="sm">{t('attendance.checked', { count: event.checked })}</Text>
          {present !== null && <Text size="sm">{t('attendance.present', { count: present })}</Text>}
        </Group>
        <Group gap="sm">
          <ExportButton href={list.exportHref} />
          <Button
            component={Link}
            to={`/events/${event.code}/registration`}
            variant="light"
            leftSection={<IconListCheck size={16} aria-hidden />}
          >
            {t('attendance.addOrRemove')}
          </Button>
          {!event.isCancelled && (
            <Button
              component={Link}
              to={`/events/${event.code}/check-in`}
              variant="light"
              leftSection={<IconQrcode size={16} aria-hidden />}
            >
              {t('attendance.qrCheckIn')}
            </Button>
          )}
        </Group>
      </Group>
      <SearchBar label={t('attendance.search')} value={list.search} onSearch={list.setSearch} />
      <DataTable
        label={t('attendance.attendees')}
        columns={columns}
        rows={list.attendees}
        getRowKey={(attendee) => attendee.code}
        itemName={t('attendance.item')}
        itemsName={t('attendance.items')}
        minWidth={360}
        busy={list.busy}
      />
      <Pagination page={list.page} totalCount={list.totalCount} size={list.size} onPageChange={list.setPage} />
    </Stack>
  );
}
