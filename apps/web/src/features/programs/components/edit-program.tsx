import { useProgram } from '../api/get-program.ts';
import { EditProgramForm } from './edit-program-form.tsx';
import { ProgramLoadState } from './program-load-state.tsx';

interface EditProgramProps {
  id: number;
}

/** Edit Program: loads the program, then shows it in the form. */
export function EditProgram({ id }: EditProgramProps) {
  const program = useProgram(id);
  if (!program.data) return <ProgramLoadState error={program.error} />;
  return <EditProgramForm key={id} program={program.data} />;
}
