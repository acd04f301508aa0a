import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { EditMember } from '../../features/members/components/edit-member.tsx';
import { messages } from '@console/contracts';
import { NotFoundAlert } from '../../components/record-load-state.tsx';
import { useRouteCode } from '../../lib/use-route-code.ts';

export function Component() {
  const code = useRouteCode();
  const { code: rawCode = '' } = useParams();
  const breadcrumbs = [{ label: 'Members', to: '/members' }, { label: rawCode, to: `/members/${rawCode}` }, { label: 'Edit' }];
  return (
    <PageFrame breadcrumbs={breadcrumbs} title="Edit Member" maxWidth={800}>
      {code ? <EditMember code={code} /> : <NotFoundAlert message={messages.members.notFound} />}
    </PageFrame>
  );
}
