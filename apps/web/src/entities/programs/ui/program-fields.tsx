import type { Control } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useProgramCategories } from '../../reference/api/get-program-categories.ts';
import type { ProgramFormOutput, ProgramFormValues } from '../model/program-form-values.ts';
import { useTranslation } from 'react-i18next';

interface ProgramFieldsProps {
  control: Control<ProgramFormValues, unknown, ProgramFormOutput>;
}

/** A program's fields (docs/product.md §7): Category and Name required, Description; the programs pages and the event form's modal share them. */
export function ProgramFields({ control }: ProgramFieldsProps) {
  const { t } = useTranslation();
  const categories = useProgramCategories();
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  return (
    <>
      <SelectField
        control={control}
        name="categoryId"
        label={t('programs.field.category')}
        options={categoryOptions}
        placeholder={t('programs.placeholder.category')}
        required
      />
      <TextField control={control} name="name" label={t('programs.field.name')} autoComplete="off" required />
      <TextareaField control={control} name="description" label={t('programs.field.description')} />
    </>
  );
}
