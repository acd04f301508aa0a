import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { programFormSchema, type ProgramFormOutput, type ProgramFormValues } from '../../../entities/programs/model/program-form.ts';

/** The program form: fields validate on blur and on submit with the contract's schema. */
export function useProgramForm(defaultValues: DefaultValues<ProgramFormValues>) {
  return useForm<ProgramFormValues, unknown, ProgramFormOutput>({
    resolver: zodResolver(programFormSchema),
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'all',
  });
}
