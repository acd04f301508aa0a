import { Button, Card, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_ROLES, type HouseholdRole } from '@console/contracts';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { HouseholdPicker } from './household-picker.tsx';

/** The household New Member puts the person into: its id and name. */
export interface HouseholdChoice {
  id: number;
  name: string;
}

interface NewMemberHouseholdProps {
  household: HouseholdChoice | null;
  /** Their role in it as shown: the one chosen, else the birth date's guess. */
  role: HouseholdRole;
  /** The server's refusals of the household (message tokens). */
  errors: readonly string[];
  onHouseholdChange: (household: HouseholdChoice | null) => void;
  onRoleChange: (role: HouseholdRole) => void;
}

/** New Member's household, optional: find one and choose it, with the new member's role in it. */
export function NewMemberHousehold({ household, role, errors, onHouseholdChange, onRoleChange }: NewMemberHouseholdProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('members.household.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('members.household.hint')}
        </Text>
        {household ? (
          <Card withBorder padding="xs" role="group" aria-label={t('members.household.chosen', { name: household.name })}>
            <Group justify="space-between" wrap="wrap" align="flex-end" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {household.name}
                </Text>
                <Text size="xs" c="dimmed">
                  #{household.id}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <NativeSelect
                  label={t('members.household.role')}
                  description={t('members.household.roleHint')}
                  value={role}
                  onChange={(event) => onRoleChange(event.currentTarget.value as HouseholdRole)}
                  data={HOUSEHOLD_ROLES.map((value) => ({ value, label: t(`households.role.${value}`) }))}
                />
                <Button
                  variant="subtle"
                  color="red.9"
                  leftSection={<IconX size={16} aria-hidden />}
                  aria-label={t('members.household.removeOne', { name: household.name })}
                  onClick={() => onHouseholdChange(null)}
                >
                  {t('members.household.remove')}
                </Button>
              </Group>
            </Group>
          </Card>
        ) : (
          <HouseholdPicker onPick={(picked) => onHouseholdChange({ id: picked.id, name: picked.name })} />
        )}
        {errors.length > 0 && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            <FieldErrors messages={[...errors]} />
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
