import { PageFrame } from '../../components/page-frame.tsx';
import { NewProgramForm } from '../../features/programs/components/new-program-form.tsx';

export function Component() {
  return (
    <PageFrame breadcrumbs={[{ label: 'Programs', to: '/programs' }, { label: 'New' }]} title="New Program" maxWidth={800}>
      <NewProgramForm />
    </PageFrame>
  );
}
