import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useCreateProgram } from '../../../entities/programs/api/create-program.ts';
import { useProgramForm } from '../hooks/use-program-form.ts';
import { programSaveMessages, reportProgramSaveFailure } from '../save-feedback.ts';
import { emptyProgramValues, type ProgramFormOutput } from '../../../entities/programs/model/program-form-values.ts';
import { ProgramForm } from './program-form.tsx';

/** New Program: on success, a toast and an empty form for the next one (docs/product.md §7). */
export function NewProgramForm() {
  const form = useProgramForm(emptyProgramValues());
  const createProgram = useCreateProgram();

  async function handleValid(values: ProgramFormOutput) {
    try {
      await createProgram.mutateAsync(values);
      form.reset(emptyProgramValues());
      reportSaveSuccess(programSaveMessages, 'create');
    } catch (error) {
      reportProgramSaveFailure('create', error, form.setError);
    }
  }

  return (
    <ProgramForm
      form={form}
      saving={createProgram.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(programSaveMessages, 'create')}
    />
  );
}
