import { Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { EditProfile } from '../../features/profile/components/edit-profile.tsx';
import { useSession } from '../../lib/session-store.ts';

export function Component() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PageFrame breadcrumbs={[{ label: 'Profile', to: '/profile' }, { label: 'Edit' }]} title="Edit Profile" maxWidth={800}>
      <EditProfile code={session.code} />
    </PageFrame>
  );
}
