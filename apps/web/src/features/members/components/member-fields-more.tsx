import { Group, SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { MemberFormMode, MemberFormOutput, MemberFormValues } from '../form-values.ts';
import { useTranslation } from 'react-i18next';

interface MemberFieldsMoreProps {
  control: Control<MemberFormValues, unknown, MemberFormOutput>;
  mode: MemberFormMode;
}

/** Work, interests and health notes, then the Active Laic switch (and Enabled outside New). */
export function MemberFieldsMore({ control, mode }: MemberFieldsMoreProps) {
  const { t } = useTranslation();
  const disabled = mode === 'view';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField control={control} name="education" label={t('members.field.education')} disabled={disabled} />
        <TextField control={control} name="occupation" label={t('members.field.occupation')} disabled={disabled} />
        <TextField control={control} name="workSchedule" label={t('members.field.workSchedule')} disabled={disabled} />
        <TextareaField control={control} name="hobbies" label={t('members.field.hobbies')} disabled={disabled} />
        <TextareaField control={control} name="medicalConditions" label={t('members.field.medicalConditions')} disabled={disabled} />
        <TextareaField control={control} name="dietRestrictions" label={t('members.field.dietRestrictions')} disabled={disabled} />
        <TextareaField control={control} name="foodAllergies" label={t('members.field.foodAllergies')} disabled={disabled} />
      </SimpleGrid>
      <Group gap="xl">
        <SwitchField control={control} name="isActiveLaic" label={t('members.field.isActiveLaic')} disabled={disabled} />
        {mode !== 'new' && <SwitchField control={control} name="isEnabled" label={t('members.field.isEnabled')} disabled={disabled} />}
      </Group>
    </>
  );
}
