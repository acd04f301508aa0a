import { Button } from '@mantine/core';
import type { Attendee } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { useRowSelection } from '../../../components/list/use-row-selection.ts';
import { attendeeStatus, isActionAllowed, type AttendanceAction } from '../attendance-actions.ts';
import { useChangeAttendance } from '../hooks/use-change-attendance.ts';
import { reportResult } from '../report-result.ts';
import { REGISTRATION_ACTIONS, RowRegistrationActions } from './registration-actions.tsx';
import { StatusDot } from './status-dot.tsx';
import { useTranslation } from 'react-i18next';

export interface RegistrationTableProps {
  eventCode: number;
  attendees: Attendee[];
  /** Names the list view shown (page, search): the selection is dropped when it changes. */
  viewKey: string;
  busy?: boolean;
}

/**
 * Every enabled member with their attendance: per-row Register, Register and check in, Unregister
 * where allowed, and the same in bulk on the selected rows each action applies to. Rows change
 * only once their call succeeded; the selection is cleared after a bulk action.
 */
export function RegistrationTable({ eventCode, attendees, viewKey, busy }: RegistrationTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<Attendee>[] = [
    { key: 'code', header: t('attendance.column.code'), render: (attendee) => attendee.code },
    { key: 'fullname', header: t('attendance.column.registrationName'), render: (attendee) => attendee.fullname },
    { key: 'status', header: t('attendance.column.status'), render: (attendee) => <StatusDot status={attendeeStatus(attendee)} /> },
  ];
  const selection = useRowSelection(
    viewKey,
    attendees.map((attendee) => attendee.code),
  );
  const bulk = useChangeAttendance(eventCode);
  const selected = attendees.filter((attendee) => selection.selected.includes(attendee.code));
  const eligible = (action: AttendanceAction) => selected.filter((attendee) => isActionAllowed(action, attendee));

  function handleBulk(action: AttendanceAction) {
    bulk.mutate(
      { action, attendees: eligible(action) },
      {
        onSuccess: (result) => reportResult(result),
        onSettled: () => selection.clear(),
      },
    );
  }

  const bulkActions = REGISTRATION_ACTIONS.map(({ action, color }) => (
    <Button
      key={action}
      size="xs"
      variant="filled"
      color={color}
      disabled={eligible(action).length === 0 || bulk.isPending}
      loading={bulk.isPending && bulk.variables.action === action}
      onClick={() => handleBulk(action)}
    >
      {t(`attendance.action.${action}`)}
    </Button>
  ));

  return (
    <DataTable
      label={t('attendance.attendees')}
      columns={columns}
      rows={attendees}
      getRowKey={(attendee) => attendee.code}
      itemName={t('attendance.item')}
      itemsName={t('attendance.items')}
      selection={{
        selected: selection.selected,
        onChange: selection.setSelected,
        getRowLabel: (attendee) => t('list.selectNamed', { name: attendee.fullname }),
        actions: bulkActions,
      }}
      rowActions={(attendee) => <RowRegistrationActions eventCode={eventCode} attendee={attendee} />}
      minHeight={200}
      busy={busy}
    />
  );
}
