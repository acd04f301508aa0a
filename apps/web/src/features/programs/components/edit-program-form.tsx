import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import type { Program } from '@console/contracts';
import { useUpdateProgram } from '../../../entities/programs/api/update-program.ts';
import { useProgramForm } from '../hooks/use-program-form.ts';
import { programSaveMessages, reportProgramSaveFailure } from '../save-feedback.ts';
import { toProgramFormValues, type ProgramFormOutput } from '../../../entities/programs/model/program-form-values.ts';
import { ProgramForm } from './program-form.tsx';

interface EditProgramFormProps {
  program: Program;
}

/** Edit Program: Save stays on the page; the form then shows what the server stored. */
export function EditProgramForm({ program }: EditProgramFormProps) {
  const form = useProgramForm(toProgramFormValues(program));
  const updateProgram = useUpdateProgram();

  async function handleValid(values: ProgramFormOutput) {
    try {
      const saved = await updateProgram.mutateAsync({ id: program.id, body: { ...values, id: program.id } });
      form.reset(toProgramFormValues(saved));
      reportSaveSuccess(programSaveMessages, 'update');
    } catch (error) {
      reportProgramSaveFailure('update', error, form.setError);
    }
  }

  return (
    <ProgramForm
      form={form}
      id={program.id}
      saving={updateProgram.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(programSaveMessages, 'update')}
    />
  );
}
