import { useState } from 'react';
import { Badge } from '@mantine/core';
import type { CheckInEntry } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { LogTable, type LogRow } from '../../../components/list/log-table.tsx';
import { CHECK_IN_LOG_PAGE_SIZE, useCheckInLog } from '../../../entities/attendees/api/get-check-ins.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';

/** The event's check-in log: who, when, by whom, at which station, and whether it was undone. */
export function CheckInLogPanel({ eventCode }: { eventCode: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useCheckInLog(eventCode, page);
  const columns: DataTableColumn<LogRow<CheckInEntry>>[] = [
    { key: 'at', header: t('attendance.log.column.at'), render: (entry) => formatLocalInstant(entry.at, i18n.language) },
    { key: 'member', header: t('attendance.log.column.member'), render: (entry) => `${entry.fullname} (${entry.memberCode})` },
    {
      key: 'action',
      header: t('attendance.log.column.action'),
      render: (entry) => (
        <>
          {t(`attendance.log.action.${entry.action}`)}
          {entry.undone && (
            <Badge ml="xs" variant="default">
              {t('attendance.log.undone')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'by', header: t('attendance.log.column.by'), render: (entry) => entry.byName ?? '' },
    { key: 'station', header: t('attendance.log.column.station'), render: (entry) => entry.station ?? '' },
  ];
  return (
    <LogTable
      label={t('attendance.log.title')}
      columns={columns}
      entries={log.data?.checkIns ?? []}
      totalCount={log.data?.totalCount ?? 0}
      page={page}
      size={CHECK_IN_LOG_PAGE_SIZE}
      onPageChange={setPage}
      itemName={t('attendance.log.item')}
      itemsName={t('attendance.log.items')}
      busy={log.isFetching}
    />
  );
}
