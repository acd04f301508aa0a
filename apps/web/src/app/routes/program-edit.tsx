import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { EditProgram } from '../../features/programs/components/edit-program.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

export function Component() {
  const id = useRouteCode('id');
  const { id: rawId = '' } = useParams();
  const breadcrumbs = [{ label: 'Programs', to: '/programs' }, { label: rawId, to: `/programs/${rawId}` }, { label: 'Edit' }];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title="Edit Program" maxWidth={800}>
      {id ? <EditProgram id={id} /> : <NotFoundAlert message={messages.programs.notFound} />}
    </PageFrame>
  );
}
