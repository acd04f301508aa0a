import { storedCivilStatusName, storedRoleName } from '../../../entities/reference/model/fixed-names.ts';
import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import {
  ERASED_HISTORY_FIELD,
  MEMBER_HISTORY_FIELDS,
  PICKUPS_HISTORY_FIELD,
  type MemberChange,
  type MemberHistoryField,
  type MemberPickup,
} from '@console/contracts';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { LogTable, type LogRow } from '../../../components/list/log-table.tsx';
import { HISTORY_PAGE_SIZE, useMemberHistory } from '../../../entities/members/api/get-member-history.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';

const LABELLED: ReadonlySet<string> = new Set(MEMBER_HISTORY_FIELDS);

/** A pickups list as the history keeps it (JSON), shown as its names, who may not collect marked. */
function pickupsShown(value: string, notAllowed: string) {
  const pickups = JSON.parse(value) as MemberPickup[];
  return pickups.map((pickup) => (pickup.allowed ? pickup.name : `${pickup.name} (${notAllowed})`)).join('; ');
}

/** Every change to the member, field by field, newest first (an Administrator's panel). */
export function MemberHistoryPanel({ code }: { code: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMemberHistory(code, page);
  const fieldName = (field: string) => {
    if (field === 'password' || field === 'mergedInto' || field === 'mergedFrom' || field === ERASED_HISTORY_FIELD)
      return t(`members.history.${field}`);
    if (field === PICKUPS_HISTORY_FIELD) return t('members.pickups.title');
    return LABELLED.has(field) ? t(`members.field.${field as MemberHistoryField}`) : field;
  };
  const value = (change: MemberChange, shown: string | null) => {
    if (change.field === 'password') return t('members.history.changed');
    if (change.field === PICKUPS_HISTORY_FIELD) return shown === null ? '' : pickupsShown(shown, t('members.pickups.notAllowed'));
    if (change.field === 'role' && shown !== null) return storedRoleName(t, shown);
    if (change.field === 'civilStatus' && shown !== null) return storedCivilStatusName(t, shown);
    if (shown === 'true') return t('common.yes');
    if (shown === 'false') return t('common.no');
    return shown ?? '';
  };
  const columns: DataTableColumn<LogRow<MemberChange>>[] = [
    { key: 'at', header: t('members.history.column.at'), render: (change) => formatLocalInstant(change.at, i18n.language) },
    { key: 'field', header: t('members.history.column.field'), render: (change) => fieldName(change.field) },
    {
      key: 'old',
      header: t('members.history.column.old'),
      render: (change) => (change.field === 'password' ? '' : value(change, change.oldValue)),
    },
    { key: 'new', header: t('members.history.column.new'), render: (change) => value(change, change.newValue) },
    { key: 'by', header: t('members.history.column.by'), render: (change) => change.byName ?? '' },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('members.history.title')}
      </Title>
      <LogTable
        label={t('members.history.title')}
        columns={columns}
        entries={history.data?.changes ?? []}
        totalCount={history.data?.totalCount ?? 0}
        page={page}
        size={HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        itemName={t('members.history.item')}
        itemsName={t('members.history.items')}
        busy={history.isFetching}
      />
    </Stack>
  );
}
