import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { EditProgram } from '../../features/programs/components/edit-program.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useProgramId } from '../../features/programs/hooks/use-program-id.ts';

export function Component() {
  const id = useProgramId();
  const { id: rawId = '' } = useParams();
  const breadcrumbs = [{ label: 'Programs', to: '/programs' }, { label: rawId, to: `/programs/${rawId}` }, { label: 'Edit' }];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title="Edit Program" maxWidth={800}>
      {id ? <EditProgram id={id} /> : <NotFoundAlert message={messages.programs.notFound} />}
    </PageFrame>
  );
}
