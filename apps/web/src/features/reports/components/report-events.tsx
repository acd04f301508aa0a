import { useState } from 'react';
import { Anchor, Button, Group, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportEvent } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { downloadCsv } from '../../../components/list/download-csv.ts';
import type { SortDirection } from '../../../components/list/use-list-state.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

type Sort = 'start' | 'name' | 'program' | 'registered' | 'checked';

function compare(a: ReportEvent, b: ReportEvent, sort: Sort) {
  const [x, y] = [a[sort], b[sort]];
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)) || a.code - b.code;
}

/** The events of the period with their counts: sortable by any column, exportable as shown. */
export function ReportEvents({ events, period }: { events: ReportEvent[]; period: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [sort, setSort] = useState<Sort>('start');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const sorted = [...events].sort((a, b) => (direction === 'asc' ? 1 : -1) * compare(a, b, sort));
  const toggleSort = (column: Sort) => {
    setDirection(column === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(column);
  };
  const columns = [
    { key: 'start', sortKey: 'start' as const, header: t('reports.column.start'), render: (event: ReportEvent) => formatLocalInstant(event.start, language) },
    {
      key: 'name',
      sortKey: 'name' as const,
      header: t('reports.column.name'),
      render: (event: ReportEvent) => (
        <Anchor component={Link} to={`/events/${event.code}`}>
          {event.name}
        </Anchor>
      ),
    },
    { key: 'program', sortKey: 'program' as const, header: t('reports.column.program'), render: (event: ReportEvent) => event.program },
    { key: 'registered', sortKey: 'registered' as const, header: t('reports.registered'), render: (event: ReportEvent) => event.registered },
    { key: 'checked', sortKey: 'checked' as const, header: t('reports.checked'), render: (event: ReportEvent) => event.checked },
  ];
  const exportRows = () =>
    downloadCsv(
      `report-events-${period}.csv`,
      [t('reports.column.code'), ...columns.map((column) => column.header)],
      sorted.map((event) => [event.code, event.start, event.name, event.program, event.registered, event.checked]),
    );
  return (
    <section aria-labelledby="report-events">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="report-events">
          {t('reports.eventsTitle')}
        </Title>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportRows} disabled={events.length === 0}>
          {t('list.exportCsv')}
        </Button>
      </Group>
      <DataTable<ReportEvent, number, Sort>
        label={t('reports.eventsTitle')}
        itemName={t('events.item')}
        itemsName={t('events.items')}
        rows={sorted}
        getRowKey={(event) => event.code}
        sort={{ column: sort, direction, onSort: toggleSort }}
        columns={columns}
      />
    </section>
  );
}
