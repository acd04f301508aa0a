import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions.tsx';
import type { ProgramFormOutput, ProgramFormValues } from '../../../entities/programs/model/program-form-values.ts';
import { ProgramFields } from '../../../entities/programs/ui/program-fields.tsx';
import { useTranslation } from 'react-i18next';

interface ProgramFormProps {
  form: UseFormReturn<ProgramFormValues, unknown, ProgramFormOutput>;
  /** The program being edited; without it the form creates one. */
  id?: number;
  saving: boolean;
  onValid: (values: ProgramFormOutput) => Promise<void>;
  onInvalid: () => void;
}

/** The program form of New and Edit (docs/product.md §7): Category, Name, Description. */
export function ProgramForm({ form, id, saving, onValid, onInvalid }: ProgramFormProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-label={id === undefined ? t('programs.formNew') : t('programs.formOne', { id })}
    >
      <Stack gap="sm">
        {id !== undefined && <TextInput label={t('programs.field.code')} value={id} disabled readOnly />}
        <ProgramFields control={form.control} />
        <FormActions cancelTo="/programs" saving={saving} />
      </Stack>
    </form>
  );
}
