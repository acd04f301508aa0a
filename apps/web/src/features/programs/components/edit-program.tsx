import { useProgram } from '../../../entities/programs/api/get-program.ts';
import { EditProgramForm } from './edit-program-form.tsx';
import { messages } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';

interface EditProgramProps {
  id: number;
}

/** Edit Program: loads the program, then shows it in the form. */
export function EditProgram({ id }: EditProgramProps) {
  const program = useProgram(id);
  if (!program.data) return <RecordLoadState error={program.error} thing="program" notFoundMessage={messages.programs.notFound} />;
  return <EditProgramForm key={id} program={program.data} />;
}
