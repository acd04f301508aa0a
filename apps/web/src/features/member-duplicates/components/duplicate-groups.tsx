import { roleName } from '../../../entities/reference/model/fixed-names.ts';
import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS, type DuplicateGroup, type Member } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { useDuplicates } from '../../../entities/members/api/get-duplicates.ts';
import { useSession } from '../../../lib/session-store.ts';
import { CompareMembers } from './compare-members.tsx';

/** Members → Possible duplicates: the groups the server finds, each with its reason and a Compare button. */
export function DuplicateGroups() {
  const { t } = useTranslation();
  const duplicates = useDuplicates();
  const session = useSession();
  const [compared, setCompared] = useState<Member[] | null>(null);
  if (duplicates.isPending) return <Loader aria-label={t('common.loading')} />;
  if (duplicates.isError)
    return (
      <Alert color="red" role="alert">
        {t('duplicates.notLoaded')}
      </Alert>
    );
  const groups = duplicates.data;
  return (
    <Stack gap="md">
      <Text>{t('duplicates.intro')}</Text>
      {groups.length === 0 && <Text fw={600}>{t('duplicates.none')}</Text>}
      {groups.map((group, index) => (
        <GroupCard
          key={group.members.map((member) => member.code).join()}
          group={group}
          index={index}
          onCompare={() => setCompared(group.members)}
        />
      ))}
      <CompareMembers members={compared} canMerge={session?.roleId === ROLE_IDS.administrator} onClose={() => setCompared(null)} />
    </Stack>
  );
}

function GroupCard({ group, index, onCompare }: { group: DuplicateGroup; index: number; onCompare: () => void }) {
  const { t } = useTranslation();
  const titleId = `duplicate-group-${index}`;
  const name = group.members[0]?.fullname ?? '';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`duplicates.reason.${group.reason}`)}
          </Text>
        </div>
        <Button variant="light" onClick={onCompare} aria-label={t('duplicates.compareNamed', { name })}>
          {t('duplicates.compare')}
        </Button>
      </Group>
      <DataTable<Member, number, string>
        label={name}
        itemName={t('members.item')}
        itemsName={t('members.items')}
        rows={group.members}
        getRowKey={(member) => member.code}
        minWidth={560}
        columns={[
          { key: 'code', header: t('members.column.code'), render: (member) => member.code },
          { key: 'email', header: t('members.column.email'), render: (member) => member.email },
          { key: 'birthDate', header: t('members.field.birthDate'), render: (member) => member.birthDate ?? '—' },
          { key: 'phones', header: t('members.field.phones'), render: (member) => member.phones ?? '—' },
          { key: 'role', header: t('members.column.role'), render: (member) => roleName(t, member.roleId, member.role) },
        ]}
      />
    </Card>
  );
}
