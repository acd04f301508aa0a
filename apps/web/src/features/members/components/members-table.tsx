import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Member, MemberSort, SortDirection } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { useRowSelection } from '../../../components/list/use-row-selection.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useSetMembersEnabled } from '../../../entities/members/api/set-members-enabled.ts';

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

const columns: DataTableColumn<Member, MemberSort>[] = [
  { key: 'code', header: 'Code', sortKey: 'code', render: (member) => member.code },
  { key: 'fullname', header: 'Full Name', sortKey: 'fullname', render: (member) => member.fullname },
  { key: 'email', header: 'Email', sortKey: 'email', render: (member) => member.email },
  { key: 'role', header: 'Role', sortKey: 'role', render: (member) => member.role },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (member) => (
      <Badge color={member.isEnabled ? 'green' : 'gray'} variant="dot">
        {member.status}
      </Badge>
    ),
  },
];

function MemberRowActions({ member }: { member: Member }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon component={Link} to={`/members/${member.code}`} variant="subtle" aria-label={`View ${member.fullname}`}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon component={Link} to={`/members/${member.code}/edit`} variant="subtle" aria-label={`Edit ${member.fullname}`}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface MembersBulkActionsProps {
  disabled: boolean;
  /** Which change is being sent, if any. */
  pending?: boolean;
  onBulk: (isEnabled: boolean) => void;
}

function MembersBulkActions({ disabled, pending, onBulk }: MembersBulkActionsProps) {
  return (
    <>
      <Button size="xs" variant="light" color="green" disabled={disabled} loading={pending === true} onClick={() => onBulk(true)}>
        Enable
      </Button>
      <Button size="xs" variant="light" color="red" disabled={disabled} loading={pending === false} onClick={() => onBulk(false)}>
        Disable
      </Button>
    </>
  );
}

/** The members list: sortable columns, row selection with bulk Enable and Disable, View and Edit. */
export function MembersTable({ members, sort, direction, onSort, viewKey, onBulkChange, busy }: MembersTableProps) {
  const selection = useRowSelection(
    viewKey,
    members.map((member) => member.code),
  );
  const setEnabled = useSetMembersEnabled();

  function handleBulk(isEnabled: boolean) {
    const verb = isEnabled ? 'enable' : 'disable';
    setEnabled.mutate(
      { codes: selection.selected, isEnabled },
      {
        onSuccess: () => toast.success(`Members ${verb}d successfully!`),
        onError: () => toast.danger(`Members ${verb} failed! Please try again.`),
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
      label="Members"
      columns={columns}
      rows={members}
      getRowKey={(member) => member.code}
      itemName="member"
      itemsName="members"
      sort={{ column: sort, direction, onSort }}
      selection={{
        selected: selection.selected,
        onChange: selection.setSelected,
        getRowLabel: (member) => `Select ${member.fullname}`,
        actions: bulkActions,
      }}
      rowActions={(member) => <MemberRowActions member={member} />}
      minHeight={200}
      busy={busy}
    />
  );
}
