import type { DefaultValues } from 'react-hook-form';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { programFormSchema, type ProgramFormValues } from '../../../entities/programs/model/program-form-values.ts';

/** The program form: fields validate on blur and on submit with the contract's schema. */
export function useProgramForm(defaultValues: DefaultValues<ProgramFormValues>) {
  return useSchemaForm(programFormSchema, defaultValues);
}
