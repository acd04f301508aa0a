import { ActionIcon, Card, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useFieldArray, useFormState, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_ROLES, roleByAge, type HouseholdRole, type Member } from '@console/contracts';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { fieldMessages } from '../../../components/form/field-status.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { ageInYears, localDay } from '../../../entities/households/model/age.ts';
import {
  mayBePrimaryContact,
  type HouseholdFormOutput,
  type HouseholdFormValues,
} from '../../../entities/households/model/household-form-values.ts';
import { MemberPicker } from './member-picker.tsx';

interface HouseholdMembersFieldProps {
  form: UseFormReturn<HouseholdFormValues, unknown, HouseholdFormOutput>;
}

/**
 * The household's members: each with their role and a Remove button, a search to add more, and
 * the primary contact chosen among the adults (or none).
 */
export function HouseholdMembersField({ form }: HouseholdMembersFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'members', keyName: 'key' });
  const { errors } = useFormState({ control: form.control, name: ['members', 'primaryContactCode'] });
  const members = form.watch('members');
  const listErrors = errors.members as (FieldError & { root?: FieldError }) | undefined;
  const listMessages = [...fieldMessages(listErrors), ...fieldMessages(listErrors?.root)];

  function dropContactUnlessAdult(code: number, role: HouseholdRole) {
    if (form.getValues('primaryContactCode') === code && !mayBePrimaryContact(role))
      form.setValue('primaryContactCode', null, { shouldDirty: true });
  }

  function handleRemove(index: number) {
    const code = form.getValues(`members.${index}.code`);
    if (form.getValues('primaryContactCode') === code) form.setValue('primaryContactCode', null, { shouldDirty: true });
    remove(index);
  }

  function handlePick(member: Member) {
    append({ code: member.code, fullname: member.fullname, birthDate: member.birthDate, role: roleByAge(member.birthDate, localDay()) });
  }

  const adults = members.filter((member) => mayBePrimaryContact(member.role));
  return (
    <Fieldset legend={t('households.members')} variant="unstyled">
      <Stack gap="sm">
        {fields.length === 0 && <Text c="dimmed">{t('households.noMembersYet')}</Text>}
        {fields.map((field, index) => {
          const name = field.fullname;
          const age = ageInYears(field.birthDate);
          const rowErrors = errors.members?.[index];
          const rowMessages = [...fieldMessages(rowErrors?.code), ...fieldMessages(rowErrors?.role)];
          const role = form.register(`members.${index}.role`, {
            onChange: (event: { target: { value: HouseholdRole } }) => dropContactUnlessAdult(field.code, event.target.value),
          });
          return (
            <Card key={field.key} withBorder padding="xs" role="group" aria-label={name}>
              <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    #{field.code}
                    {age !== null && ` · ${t('households.age', { count: age })}`}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <NativeSelect
                    {...role}
                    aria-label={t('households.roleOf', { name })}
                    size="xs"
                    data={HOUSEHOLD_ROLES.map((value) => ({ value, label: t(`households.role.${value}`) }))}
                    error={rowMessages.length > 0}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('households.removeOne', { name })}
                    onClick={() => handleRemove(index)}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {rowMessages.length > 0 && (
                <Text size="xs" c="var(--mantine-color-error)" mt={4} role="alert">
                  <FieldErrors messages={rowMessages} />
                </Text>
              )}
            </Card>
          );
        })}
        {listMessages.length > 0 && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            <FieldErrors messages={listMessages} />
          </Text>
        )}
        <MemberPicker chosen={members.map((member) => member.code)} onPick={handlePick} />
        <SelectField
          control={form.control}
          name="primaryContactCode"
          label={t('households.field.primaryContact')}
          description={t('households.field.primaryContactHint')}
          options={adults.map((member) => ({ value: member.code, label: member.fullname }))}
          placeholder={t('households.field.noPrimaryContact')}
        />
      </Stack>
    </Fieldset>
  );
}
