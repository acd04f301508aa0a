import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Event, EventSort, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { usePatchEvent } from '../../../entities/events/api/patch-event.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { eventStatusMessages } from '../save-feedback.ts';
import { CancelEventModal } from './cancel-event-modal.tsx';
import { EventRowActions } from './event-row-actions.tsx';
import { VenueCell } from './venue-cell.tsx';

export interface EventsTableProps {
  events: Event[];
  sort: EventSort;
  direction: SortDirection;
  onSort: (column: EventSort) => void;
  busy?: boolean;
}

/** Product-spec section 9: the events list keeps at least this height while it loads. */
export const EVENTS_MIN_HEIGHT = 300;

const columns: DataTableColumn<Event, EventSort>[] = [
  {
    key: 'code',
    header: 'Code',
    sortKey: 'code',
    render: (event) => (
      <Anchor component={Link} to={`/events/${event.code}`} size="sm">
        {event.code}
      </Anchor>
    ),
  },
  { key: 'name', header: 'Name', sortKey: 'name', render: (event) => event.name },
  { key: 'venue', header: 'Venue', sortKey: 'venue', render: (event) => <VenueCell event={event} /> },
  { key: 'start', header: 'Start Date', sortKey: 'start-date', render: (event) => formatLocalDateTime(event.startDate, event.startTime) },
  { key: 'end', header: 'End Date', sortKey: 'end-date', render: (event) => formatLocalDateTime(event.endDate, event.endTime) },
  { key: 'attendance', header: 'Attendance', render: (event) => `${event.checked} / ${event.registered}` },
  { key: 'status', header: 'Status', render: (event) => event.status },
];

/** The events list with its row actions; Cancel asks first, and both Cancel and Restore report the server's answer. */
export function EventsTable({ events, sort, direction, onSort, busy }: EventsTableProps) {
  const [toCancel, setToCancel] = useState<Event | null>(null);
  const patchEvent = usePatchEvent();

  async function handleCancel(event: Event) {
    try {
      await patchEvent.mutateAsync({ code: event.code, isCancelled: true });
      toast.success(eventStatusMessages.cancel.success);
    } catch {
      toast.danger(eventStatusMessages.cancel.failure);
    } finally {
      setToCancel(null);
    }
  }

  async function handleRestore(event: Event) {
    try {
      await patchEvent.mutateAsync({ code: event.code, isCancelled: false });
      toast.success(eventStatusMessages.restore.success);
    } catch {
      toast.danger(eventStatusMessages.restore.failure);
    }
  }

  return (
    <>
      <DataTable
        label="Events"
        columns={columns}
        rows={events}
        getRowKey={(event) => event.code}
        itemName="event"
        itemsName="events"
        sort={{ column: sort, direction, onSort }}
        rowActions={(event) => <EventRowActions event={event} onCancel={setToCancel} onRestore={(row) => void handleRestore(row)} />}
        minHeight={EVENTS_MIN_HEIGHT}
        minWidth={900}
        busy={busy}
      />
      <CancelEventModal
        event={toCancel}
        busy={patchEvent.isPending}
        onConfirm={(event) => void handleCancel(event)}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
