import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useProgramCategories } from '../../../entities/reference/api/get-program-categories.ts';
import type { ProgramFormOutput, ProgramFormValues } from '../schemas.ts';

interface ProgramFormProps {
  form: UseFormReturn<ProgramFormValues, unknown, ProgramFormOutput>;
  /** The program being edited; without it the form creates one. */
  id?: number;
  saving: boolean;
  onValid: (values: ProgramFormOutput) => Promise<void>;
  onInvalid: () => void;
}

/** The program form of New and Edit (product-spec section 5): Category, Name, Description. */
export function ProgramForm({ form, id, saving, onValid, onInvalid }: ProgramFormProps) {
  const categories = useProgramCategories();
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate aria-label={id === undefined ? 'New program' : `Program ${id}`}>
      <Stack gap="sm">
        {id !== undefined && <TextInput label="Code" value={id} disabled readOnly />}
        <SelectField
          control={form.control}
          name="categoryId"
          label="Category"
          options={categoryOptions}
          placeholder="Select a category"
          required
        />
        <TextField control={form.control} name="name" label="Name" autoComplete="off" required />
        <TextareaField control={form.control} name="description" label="Description" />
        <FormActions cancelTo="/programs" saving={saving} />
      </Stack>
    </form>
  );
}
