import { Button, Group, Stack, Text } from '@mantine/core';
import { IconListCheck, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Attendee, Event } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { Pagination } from '../../../components/list/pagination.tsx';
import { SearchBar } from '../../../components/list/search-bar.tsx';
import { useAttendeeList } from '../hooks/use-attendee-list.ts';
import { CheckInSwitch } from './check-in-switch.tsx';

export interface AttendancePanelProps {
  event: Event;
}

/** The event's Attendance: its counts, the registered attendees (ten a page, searchable) with a Check-In switch each. */
export function AttendancePanel({ event }: AttendancePanelProps) {
  const list = useAttendeeList(event.code, { registered: true });
  const columns: DataTableColumn<Attendee>[] = [
    { key: 'code', header: 'Code', render: (attendee) => attendee.code },
    { key: 'fullname', header: 'Full Name', render: (attendee) => attendee.fullname },
    { key: 'checkIn', header: 'Check-In', render: (attendee) => <CheckInSwitch eventCode={event.code} attendee={attendee} /> },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="lg" role="status" aria-label="Attendance counts">
          <Text size="sm">{`Registered: ${event.registered}`}</Text>
          <Text size="sm">{`Checked In: ${event.checked}`}</Text>
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/events/${event.code}/registration`}
            variant="light"
            leftSection={<IconListCheck size={16} aria-hidden />}
          >
            Add or Remove
          </Button>
          {!event.isCancelled && (
            <Button
              component={Link}
              to={`/events/${event.code}/check-in`}
              variant="light"
              leftSection={<IconQrcode size={16} aria-hidden />}
            >
              QR Check-In
            </Button>
          )}
        </Group>
      </Group>
      <SearchBar label="Search attendees" value={list.search} onSearch={list.setSearch} />
      <DataTable
        label="Attendees"
        columns={columns}
        rows={list.attendees}
        getRowKey={(attendee) => attendee.code}
        itemName="attendee"
        itemsName="attendees"
        minWidth={360}
        busy={list.busy}
      />
      <Pagination page={list.page} totalCount={list.totalCount} size={list.size} onPageChange={list.setPage} />
    </Stack>
  );
}
