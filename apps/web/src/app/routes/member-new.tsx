import { PageFrame } from '../../components/page-frame.tsx';
import { NewMemberForm } from '../../features/members/components/new-member-form.tsx';

export function Component() {
  return (
    <PageFrame breadcrumbs={[{ label: 'Members', to: '/members' }, { label: 'New' }]} title="New Member" maxWidth={800}>
      <NewMemberForm />
    </PageFrame>
  );
}
