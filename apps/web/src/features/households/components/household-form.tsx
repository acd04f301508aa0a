import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import type { HouseholdFormOutput, HouseholdFormValues } from '../../../entities/households/model/household-form-values.ts';
import { HouseholdMembersField } from './household-members-field.tsx';

interface HouseholdFormProps {
  form: UseFormReturn<HouseholdFormValues, unknown, HouseholdFormOutput>;
  /** The household being edited; without it the form creates one. */
  id?: number;
  saving: boolean;
  onValid: (values: HouseholdFormOutput) => Promise<void>;
  onInvalid: () => void;
}

/** The household form of New and Edit: its own fields, then its members. */
export function HouseholdForm({ form, id, saving, onValid, onInvalid }: HouseholdFormProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-label={id === undefined ? t('households.formNew') : t('households.formOne', { id })}
    >
      <Stack gap="sm">
        {id !== undefined && <TextInput label={t('households.field.id')} value={id} disabled readOnly />}
        <TextField control={form.control} name="name" label={t('households.field.name')} autoComplete="off" required />
        <TextField control={form.control} name="phone" label={t('households.field.phone')} type="tel" autoComplete="off" />
        <TextareaField control={form.control} name="address" label={t('households.field.address')} />
        <TextareaField control={form.control} name="notes" label={t('households.field.notes')} />
        <HouseholdMembersField form={form} />
        <FormActions cancelTo={id === undefined ? '/households' : `/households/${id}`} saving={saving} />
      </Stack>
    </form>
  );
}
