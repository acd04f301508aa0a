import { ActionIcon, Badge, Button, Card, Fieldset, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useFieldArray, useFormState, useWatch, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PICKUPS_MAX, PICKUP_TEXT_LIMITS, TEXT_LIMITS } from '@console/contracts';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { fieldMessages } from '../../../components/form/field-status.ts';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { MemberSection } from './member-section.tsx';
import { EMPTY_PICKUP, type MemberFormMode, type MemberFormOutput, type MemberFormValues } from '../form-values.ts';

type MemberControl = Control<MemberFormValues, unknown, MemberFormOutput>;

interface MemberPickupsProps {
  control: MemberControl;
  mode: MemberFormMode;
  /** A row's Allowed switch changed: its note's rule depends on it. */
  onAllowedChange?: (index: number) => void;
}

/**
 * Who may collect the member, and who may not (docs/product.md, "Pickups"): rows to fill in New and
 * Edit, a list in Member Details.
 */
export function MemberPickups({ control, mode, onAllowedChange }: MemberPickupsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'pickups', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'pickups' });
  const listErrors = errors.pickups as (FieldError & { root?: FieldError }) | undefined;
  const listMessages = [...fieldMessages(listErrors), ...fieldMessages(listErrors?.root)];

  if (mode === 'view') return <PickupsList control={control} />;
  return (
    <Fieldset legend={t('members.pickups.title')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('members.pickups.hint')}
        </Text>
        {fields.map((field, index) => (
          <PickupRow
            key={field.key}
            control={control}
            index={index}
            onRemove={() => remove(index)}
            onAllowedChange={() => onAllowedChange?.(index)}
          />
        ))}
        {listMessages.length > 0 && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            <FieldErrors messages={listMessages} />
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={fields.length >= PICKUPS_MAX}
            onClick={() => append({ ...EMPTY_PICKUP }, { shouldFocus: true })}
          >
            {t('members.pickups.add')}
          </Button>
          {fields.length >= PICKUPS_MAX && (
            <Text size="sm" c="dimmed">
              {t('members.pickups.full', { max: PICKUPS_MAX })}
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}

interface PickupRowProps {
  control: MemberControl;
  index: number;
  onRemove: () => void;
  onAllowedChange: () => void;
}

/** One pickup's inputs; a row for someone not allowed is marked so in red. */
function PickupRow({ control, index, onRemove, onAllowedChange }: PickupRowProps) {
  const { t } = useTranslation();
  const allowed = useWatch({ control, name: `pickups.${index}.allowed` });
  const title = t('members.pickups.number', { number: index + 1 });
  return (
    <Card withBorder padding="sm" role="group" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {title}
            </Text>
            {!allowed && <NotAllowed />}
          </Group>
          <ActionIcon variant="subtle" color="red.9" aria-label={t('members.pickups.remove', { number: index + 1 })} onClick={onRemove}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TextField
            control={control}
            name={`pickups.${index}.name`}
            label={t('members.pickups.name')}
            required
            maxLength={TEXT_LIMITS.name}
          />
          <TextField
            control={control}
            name={`pickups.${index}.phone`}
            label={t('members.pickups.phone')}
            type="tel"
            autoComplete="off"
            maxLength={TEXT_LIMITS.phones}
          />
          <TextField
            control={control}
            name={`pickups.${index}.relation`}
            label={t('members.pickups.relation')}
            maxLength={PICKUP_TEXT_LIMITS.relation}
          />
          <TextField
            control={control}
            name={`pickups.${index}.note`}
            label={t('members.pickups.note')}
            required={!allowed}
            description={allowed ? undefined : t('members.pickups.noteHint')}
            maxLength={PICKUP_TEXT_LIMITS.note}
          />
        </SimpleGrid>
        <SwitchField control={control} name={`pickups.${index}.allowed`} label={t('members.pickups.allowed')} onChange={onAllowedChange} />
      </Stack>
    </Card>
  );
}

/** The red mark of someone who may not collect the member: a word, not a colour alone. */
function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Badge color="red.9" variant="filled">
      {t('members.pickups.notAllowed')}
    </Badge>
  );
}

/** Member Details: the list as it is stored, in its order. */
function PickupsList({ control }: { control: MemberControl }) {
  const { t } = useTranslation();
  const pickups = useWatch({ control, name: 'pickups' }) ?? [];
  return (
    <MemberSection
      id="member-pickups"
      title={t('members.pickups.title')}
      emptyText={t('members.pickups.none')}
      empty={pickups.length === 0}
    >
      <List spacing="sm" listStyleType="none">
        {pickups.map((pickup, index) => (
          <List.Item key={index}>
            <Group gap="xs">
              <Text fw={600}>{pickup.name}</Text>
              {pickup.relation && (
                <Text span size="sm" c="dimmed">
                  {pickup.relation}
                </Text>
              )}
              {pickup.allowed ? (
                <Badge color="green" variant="light">
                  {t('members.pickups.allowedShort')}
                </Badge>
              ) : (
                <NotAllowed />
              )}
            </Group>
            {pickup.phone && <Text size="sm">{pickup.phone}</Text>}
            {pickup.note && (
              <Text size="sm" c={pickup.allowed ? undefined : 'red.9'}>
                {pickup.note}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </MemberSection>
  );
}
