import { roleName } from '../../../entities/reference/model/fixed-names.ts';
import { Badge, Button } from '@mantine/core';
import type { Member, MemberSort, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { useRowSelection } from '../../../components/list/use-row-selection.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useSetMembersEnabled } from '../../../entities/members/api/set-members-enabled.ts';
import { useTranslation } from 'react-i18next';
import { ViewEditLinks } from '../../../components/list/view-edit-links.tsx';
import type { TFunction } from 'i18next';

export interface MembersTableProps {
  members: Member[];
  sort: MemberSort;
  direction: SortDirection;
  onSort: (column: MemberSort) => void;
  /** Names the list view shown (page, sort, search, filters): the selection is dropped when it changes. */
  viewKey: string;
  /** After a bulk Enable/Disable, whether it succeeded or not (the list goes back to page 1). */
  onBulkChange: () => void;
  busy?: boolean;
}

function memberColumns(t: TFunction): DataTableColumn<Member, MemberSort>[] {
  return [
    { key: 'code', header: t('members.column.code'), sortKey: 'code', render: (member) => member.code },
    { key: 'fullname', header: t('members.column.fullname'), sortKey: 'fullname', render: (member) => member.fullname },
    // Its own column, so that its header (and the phone's sort select) sorts by last name (decision 049).
    { key: 'lastName', header: t('members.column.lastName'), sortKey: 'lastname', render: (member) => member.lastName },
    { key: 'email', header: t('members.column.email'), sortKey: 'email', render: (member) => member.email },
    { key: 'phones', header: t('members.column.phones'), render: (member) => member.phones },
    { key: 'role', header: t('members.column.role'), sortKey: 'role', render: (member) => roleName(t, member.roleId, member.role) },
    {
      key: 'status',
      header: t('members.column.status'),
      sortKey: 'status',
      render: (member) => (
        <Badge color={member.isEnabled ? 'green' : 'gray'} variant="dot">
          {t(member.isEnabled ? 'members.status.enabled' : 'members.status.disabled')}
        </Badge>
      ),
    },
  ];
}

interface MembersBulkActionsProps {
  disabled: boolean;
  /** Which change is being sent, if any. */
  pending?: boolean;
  onBulk: (isEnabled: boolean) => void;
}

function MembersBulkActions({ disabled, pending, onBulk }: MembersBulkActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="xs" variant="light" color="green" disabled={disabled} loading={pending === true} onClick={() => onBulk(true)}>
        {t('members.enable')}
      </Button>
      <Button size="xs" variant="light" color="red" disabled={disabled} loading={pending === false} onClick={() => onBulk(false)}>
        {t('members.disable')}
      </Button>
    </>
  );
}

/** The members list: sortable columns, row selection with bulk Enable and Disable, View and Edit. */
export function MembersTable({ members, sort, direction, onSort, viewKey, onBulkChange, busy }: MembersTableProps) {
  const { t } = useTranslation();
  const selection = useRowSelection(
    viewKey,
    members.map((member) => member.code),
  );
  const setEnabled = useSetMembersEnabled();

  function handleBulk(isEnabled: boolean) {
    const verb = isEnabled ? ('enable' as const) : ('disable' as const);
    setEnabled.mutate(
      { codes: selection.selected, isEnabled },
      {
        onSuccess: () => toast.success(t(`members.bulk.${verb}.success`), { about: `members.bulk.${verb}` }),
        onError: () => toast.danger(t(`members.bulk.${verb}.failure`), { about: `members.bulk.${verb}` }),
        onSettled: () => {
          selection.clear();
          onBulkChange();
        },
      },
    );
  }

  const bulkActions = (
    <MembersBulkActions
      disabled={selection.selected.length === 0 || setEnabled.isPending}
      pending={setEnabled.isPending ? setEnabled.variables?.isEnabled : undefined}
      onBulk={handleBulk}
    />
  );

  return (
    <DataTable
      label={t('members.title')}
      columns={memberColumns(t)}
      rows={members}
      getRowKey={(member) => member.code}
      itemName={t('members.item')}
      itemsName={t('members.items')}
      sort={{ column: sort, direction, onSort }}
      selection={{
        selected: selection.selected,
        onChange: selection.setSelected,
        getRowLabel: (member) => t('list.selectNamed', { name: member.fullname }),
        actions: bulkActions,
      }}
      rowActions={(member) => <ViewEditLinks to={`/members/${member.code}`} name={member.fullname} />}
      minHeight={200}
      busy={busy}
    />
  );
}
