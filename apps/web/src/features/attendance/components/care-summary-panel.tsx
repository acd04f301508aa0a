import { Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_FOOD_CARE_FIELDS } from '@console/contracts';
import { useRoster } from '../../../entities/attendees/api/get-roster.ts';
import { careSummary, type CareGroup } from '../care-summary.ts';

function CareTable({ title, groups }: { title: string; groups: CareGroup[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Table aria-label={title}>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.need}>
              <Table.Th scope="row">{group.need}</Table.Th>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t('attendance.care.count', { checked: group.checked.length, registered: group.registered.length })}
                </Text>
                <Text size="sm">{group.registered.join(', ')}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** For catering: each diet restriction and food allergy among the registered, how many are in, and who. */
export function CareSummaryPanel({ eventCode }: { eventCode: number }) {
  const { t } = useTranslation();
  const roster = useRoster(eventCode);
  if (!roster.data) return <Loader aria-label={t('attendance.care.loading')} />;
  const summary = careSummary(roster.data.attendees);
  const needed = MEMBER_FOOD_CARE_FIELDS.filter((field) => summary[field].length > 0);
  if (needed.length === 0) return <Text>{t('attendance.care.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {needed.map((field) => (
        <CareTable key={field} title={t(`attendance.care.${field}`)} groups={summary[field]} />
      ))}
    </SimpleGrid>
  );
}
