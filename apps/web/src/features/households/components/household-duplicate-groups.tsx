import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Household, HouseholdDuplicateGroup } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { ViewEditLinks } from '../../../components/list/view-edit-links.tsx';
import { useHouseholdDuplicates } from '../../../entities/households/api/get-household-duplicates.ts';
import { memberNames } from './households-table.tsx';

/** Households → Possible duplicates: the groups the server finds, each under what its households share, each household a link to its page. */
export function HouseholdDuplicateGroups() {
  const { t } = useTranslation();
  const duplicates = useHouseholdDuplicates();
  if (duplicates.isPending) return <Loader aria-label={t('common.loading')} />;
  if (duplicates.isError)
    return (
      <Alert color="red" role="alert">
        {t('households.duplicates.notLoaded')}
      </Alert>
    );
  const groups = duplicates.data;
  return (
    <Stack gap="md">
      <Text>{t('households.duplicates.intro')}</Text>
      {groups.length === 0 && <Text fw={600}>{t('households.duplicates.none')}</Text>}
      {groups.map((group, index) => (
        <GroupCard key={`${group.reason} ${group.households.map((household) => household.id).join()}`} group={group} index={index} />
      ))}
    </Stack>
  );
}

/** What the group's households share, as the first of them writes it. */
function sharedValue({ reason, households }: HouseholdDuplicateGroup): string {
  const first = households[0];
  return (reason === 'phone' ? first?.phone : first?.address) ?? '';
}

function GroupCard({ group, index }: { group: HouseholdDuplicateGroup; index: number }) {
  const { t } = useTranslation();
  const titleId = `household-duplicates-${index}`;
  const value = sharedValue(group);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`households.duplicates.reason.${group.reason}`)}
      </Text>
      <DataTable<Household, number, string>
        label={value}
        itemName={t('households.item')}
        itemsName={t('households.items')}
        rows={group.households}
        getRowKey={(household) => household.id}
        minWidth={800}
        columns={[
          { key: 'id', header: t('households.column.id'), render: (household) => household.id },
          { key: 'name', header: t('households.column.name'), render: (household) => household.name },
          { key: 'phone', header: t('households.column.phone'), render: (household) => household.phone ?? '—' },
          { key: 'address', header: t('households.field.address'), render: (household) => household.address ?? '—' },
          { key: 'members', header: t('households.column.members'), render: (household) => memberNames(household, t) },
          { key: 'size', header: t('households.column.size'), render: (household) => household.members.length },
        ]}
        // Two households of a group often have one name: the id tells their links apart.
        rowActions={(household) => <ViewEditLinks to={`/households/${household.id}`} name={`${household.name} (${household.id})`} />}
      />
    </Card>
  );
}
