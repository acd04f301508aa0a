import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messages, type Household } from '@console/contracts';
import { DetailList } from '../../../components/detail-list.tsx';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useDeleteHousehold } from '../../../entities/households/api/delete-household.ts';
import { useHousehold } from '../../../entities/households/api/get-household.ts';
import { ageInYears } from '../../../entities/households/model/age.ts';
import { DeleteHouseholdModal } from './delete-household-modal.tsx';

/** A household's page: its name, phone, address and notes, and its members with role and age. */
export function HouseholdDetails({ id }: { id: number }) {
  const household = useHousehold(id);
  if (!household.data) return <RecordLoadState error={household.error} thing="household" notFoundMessage={messages.households.notFound} />;
  return (
    <Stack gap="lg">
      <HouseholdCard household={household.data} />
      <HouseholdMembers household={household.data} />
    </Stack>
  );
}

function HouseholdCard({ household }: { household: Household }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteHousehold = useDeleteHousehold();

  async function handleDelete() {
    try {
      await deleteHousehold.mutateAsync(household.id);
      setConfirming(false);
      toast.success(t('households.deleted'));
      await navigate('/households');
    } catch {
      toast.danger(t('households.deleteFailed'));
    }
  }

  const rows: [string, string | null][] = [
    [t('households.field.phone'), household.phone],
    [t('households.field.address'), household.address],
    [t('households.field.notes'), household.notes],
  ];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} size="h3">
          {household.name}
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/members/new?household=${household.id}`}
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('households.newMember')}
          </Button>
          <Button
            component={Link}
            to={`/households/${household.id}/edit`}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('common.edit')}
          </Button>
          <Button color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('households.delete')}
          </Button>
        </Group>
      </Group>
      <DetailList rows={rows} />
      <DeleteHouseholdModal
        household={household}
        opened={confirming}
        busy={deleteHousehold.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

function HouseholdMembers({ household }: { household: Household }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="household-members">
      <Title order={2} size="h4" id="household-members" mb="sm">
        {t('households.members')}
      </Title>
      {household.members.length === 0 && <Text c="dimmed">{t('households.noMembers')}</Text>}
      <List spacing="xs">
        {household.members.map((member) => {
          const age = ageInYears(member.birthDate);
          return (
            <List.Item key={member.code}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/members/${member.code}`}>
                  {member.fullname}
                </Anchor>
                <Text span size="sm">
                  {t(`households.role.${member.role}`)}
                </Text>
                {age !== null && (
                  <Text span size="sm" c="dimmed">
                    {t('households.age', { count: age })}
                  </Text>
                )}
                {member.code === household.primaryContactCode && (
                  <Badge variant="default" tt="none">
                    {t('households.primaryContact')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}
