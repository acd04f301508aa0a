import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Event, EventSort, EventStatus, SeriesEditScope, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { usePatchEvent } from '../../../entities/events/api/patch-event.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { agesText } from '../ages.ts';
import { eventStatusMessage } from '../status-feedback.ts';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { EventStatusModal, type StatusChange } from './event-status-modal.tsx';
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

/**
 * The events list with its row actions; Cancel asks first (and, for a series event, whether the later
 * events go too, as its Restore asks), and both Cancel and Restore report the server's answer.
 */
export function EventsTable({ events, sort, direction, onSort, busy }: EventsTableProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ event: Event; change: StatusChange } | null>(null);
  const patchEvent = usePatchEvent();

  async function handleChange(event: Event, change: StatusChange, scope: SeriesEditScope = 'this') {
    const about = `events.status.${event.code}`;
    try {
      await patchEvent.mutateAsync({ code: event.code, isCancelled: change === 'cancel', scope });
      toast.success(eventStatusMessage(change, 'success'), { about });
    } catch {
      toast.danger(eventStatusMessage(change, 'failure'), { about });
    } finally {
      setAsking(null);
    }
  }

  function handleRestore(event: Event) {
    if (event.seriesId === null) void handleChange(event, 'restore');
    else setAsking({ event, change: 'restore' });
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
        rowActions={(event) => (
          <EventRowActions event={event} onCancel={(row) => setAsking({ event: row, change: 'cancel' })} onRestore={handleRestore} />
        )}
        minHeight={EVENTS_MIN_HEIGHT}
        minWidth={960}
        busy={busy}
      />
      <EventStatusModal
        event={asking?.event ?? null}
        change={asking?.change ?? 'cancel'}
        busy={patchEvent.isPending}
        onConfirm={(event, scope) => void handleChange(event, asking?.change ?? 'cancel', scope)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
