import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Event, EventSort, EventStatus, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { usePatchEvent } from '../../../entities/events/api/patch-event.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { agesText } from '../ages.ts';
import { eventStatusMessage } from '../status-feedback.ts';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { CancelEventModal } from './cancel-event-modal.tsx';
import { EventRowActions } from './event-row-actions.tsx';
import { VenueCell } from './venue-cell.tsx';
import { useTranslation } from 'react-i18next';

export interface EventsTableProps {
  events: Event[];
  sort: EventSort;
  direction: SortDirection;
  onSort: (column: EventSort) => void;
  busy?: boolean;
}

/** The events list keeps at least this height while it loads. */
export const EVENTS_MIN_HEIGHT = 300;

function eventColumns(t: TFunction): DataTableColumn<Event, EventSort>[] {
  return [
    {
      key: 'code',
      header: t('events.column.code'),
      sortKey: 'code',
      render: (event) => (
        <Anchor component={Link} to={`/events/${event.code}`} size="sm">
          {event.code}
        </Anchor>
      ),
    },
    { key: 'name', header: t('events.column.name'), sortKey: 'name', render: (event) => event.name },
    { key: 'venue', header: t('events.column.venue'), sortKey: 'venue', render: (event) => <VenueCell event={event} /> },
    {
      key: 'start',
      header: t('events.column.startDate'),
      sortKey: 'start-date',
      render: (event) => formatLocalDateTime(event.startDate, event.startTime, currentLanguage()),
    },
    {
      key: 'end',
      header: t('events.column.endDate'),
      sortKey: 'end-date',
      render: (event) => formatLocalDateTime(event.endDate, event.endTime, currentLanguage()),
    },
    { key: 'ages', header: t('events.column.ages'), render: (event) => agesText(event, t) },
    {
      key: 'attendance',
      header: t('events.column.attendance'),
      render: (event) => t('events.attendanceOf', { checked: event.checked, registered: event.registered }),
    },
    { key: 'status', header: t('events.column.status'), render: (event) => t(`events.statusLabel.${event.status as EventStatus}`) },
  ];
}

/** The events list with its row actions; Cancel asks first, and both Cancel and Restore report the server's answer. */
export function EventsTable({ events, sort, direction, onSort, busy }: EventsTableProps) {
  const { t } = useTranslation();
  const [toCancel, setToCancel] = useState<Event | null>(null);
  const patchEvent = usePatchEvent();

  async function handleCancel(event: Event) {
    try {
      await patchEvent.mutateAsync({ code: event.code, isCancelled: true });
      toast.success(eventStatusMessage('cancel', 'success'), { about: `events.status.${event.code}` });
    } catch {
      toast.danger(eventStatusMessage('cancel', 'failure'), { about: `events.status.${event.code}` });
    } finally {
      setToCancel(null);
    }
  }

  async function handleRestore(event: Event) {
    try {
      await patchEvent.mutateAsync({ code: event.code, isCancelled: false });
      toast.success(eventStatusMessage('restore', 'success'), { about: `events.status.${event.code}` });
    } catch {
      toast.danger(eventStatusMessage('restore', 'failure'), { about: `events.status.${event.code}` });
    }
  }

  return (
    <>
      <DataTable
        label={t('events.title')}
        columns={eventColumns(t)}
        rows={events}
        getRowKey={(event) => event.code}
        itemName={t('events.item')}
        itemsName={t('events.items')}
        sort={{ column: sort, direction, onSort }}
        rowActions={(event) => <EventRowActions event={event} onCancel={setToCancel} onRestore={(row) => void handleRestore(row)} />}
        minHeight={EVENTS_MIN_HEIGHT}
        minWidth={960}
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
