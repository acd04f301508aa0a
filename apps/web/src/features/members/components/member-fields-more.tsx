import { Group, SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { MemberFormMode, MemberFormOutput, MemberFormValues } from '../schemas.ts';

interface MemberFieldsMoreProps {
  control: Control<MemberFormValues, unknown, MemberFormOutput>;
  mode: MemberFormMode;
}

/** Work, interests and health notes, then the Active Laic switch (and Enabled outside New). */
export function MemberFieldsMore({ control, mode }: MemberFieldsMoreProps) {
  const disabled = mode === 'view';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField control={control} name="education" label="Education" disabled={disabled} />
        <TextField control={control} name="occupation" label="Occupation" disabled={disabled} />
        <TextField control={control} name="workSchedule" label="Work Schedule" disabled={disabled} />
        <TextareaField control={control} name="hobbies" label="Hobbies" disabled={disabled} />
        <TextareaField control={control} name="medicalConditions" label="Medical Conditions" disabled={disabled} />
        <TextareaField control={control} name="dietRestrictions" label="Diet Restrictions" disabled={disabled} />
        <TextareaField control={control} name="foodAllergies" label="Food Allergies" disabled={disabled} />
      </SimpleGrid>
      <Group gap="xl">
        <SwitchField control={control} name="isActiveLaic" label="Active Laic" disabled={disabled} />
        {mode !== 'new' && <SwitchField control={control} name="isEnabled" label="Enabled" disabled={disabled} />}
      </Group>
    </>
  );
}
