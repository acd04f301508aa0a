import { Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { ChangePasswordForm } from '../../features/passwords/components/change-password-form.tsx';
import { useSession } from '../../lib/session-store.ts';

export function Component() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PageFrame breadcrumbs={[{ label: 'Profile', to: '/profile' }, { label: 'Change Password' }]} title="Change Password" maxWidth={800}>
      <ChangePasswordForm code={session.code} />
    </PageFrame>
  );
}
