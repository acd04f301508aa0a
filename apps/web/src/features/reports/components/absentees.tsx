import { Anchor, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Absentee } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { downloadCsv } from '../../../components/list/download-csv.ts';
import { useAbsentees, type AbsenteesQuery } from '../../../entities/reports/api/get-reports.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

interface AbsenteesProps {
  query: AbsenteesQuery;
  onChange: (query: AbsenteesQuery) => void;
}

/** The follow-up list: members who came regularly and stopped, with how to reach them, exportable. */
export function Absentees({ query, onChange }: AbsenteesProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const absentees = useAbsentees(query);
  const rows = absentees.data ?? [];
  const columns = [
    {
      key: 'fullname',
      header: t('members.column.fullname'),
      render: (absentee: Absentee) => (
        <Anchor component={Link} to={`/members/${absentee.code}`}>
          {absentee.fullname}
        </Anchor>
      ),
    },
    { key: 'email', header: t('members.column.email'), render: (absentee: Absentee) => absentee.email },
    { key: 'phones', header: t('members.field.phones'), render: (absentee: Absentee) => absentee.phones ?? '—' },
    { key: 'lastCheckIn', header: t('reports.column.lastCheckIn'), render: (absentee: Absentee) => formatLocalInstant(absentee.lastCheckIn, language) },
    { key: 'eventsBefore', header: t('reports.column.eventsBefore'), render: (absentee: Absentee) => absentee.eventsBefore },
  ];
  const exportRows = () =>
    downloadCsv(
      `absentees-${new Date().toISOString().slice(0, 10)}.csv`,
      [t('members.column.code'), ...columns.map((column) => column.header)],
      rows.map((absentee) => [absentee.code, absentee.fullname, absentee.email, absentee.phones, absentee.lastCheckIn, absentee.eventsBefore]),
    );
  const whole = (value: string | number, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback);
  return (
    <section aria-labelledby="report-absentees">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="report-absentees">
            {t('reports.absenteesTitle')}
          </Title>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportRows} disabled={rows.length === 0}>
            {t('list.exportCsv')}
          </Button>
        </Group>
        <Text size="sm">{t('reports.absenteesHint', { weeks: query.weeks, minEvents: query.minEvents })}</Text>
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('reports.weeks')}
            min={1}
            max={52}
            w={140}
            value={query.weeks}
            onChange={(value) => onChange({ ...query, weeks: Math.min(52, whole(value, query.weeks)) })}
          />
          <NumberInput
            label={t('reports.minEvents')}
            min={1}
            max={100}
            w={160}
            value={query.minEvents}
            onChange={(value) => onChange({ ...query, minEvents: Math.min(100, whole(value, query.minEvents)) })}
          />
        </Group>
        <DataTable<Absentee, number, string>
          label={t('reports.absenteesTitle')}
          itemName={t('members.item')}
          itemsName={t('members.items')}
          rows={rows}
          getRowKey={(absentee) => absentee.code}
          columns={columns}
          busy={absentees.isFetching}
        />
      </Stack>
    </section>
  );
}
