import { Button } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import { useSession } from '../../lib/session-store.ts';

export function Component() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  const actions = (
    <>
      <Button component={Link} to="/profile/edit" leftSection={<IconEdit size={16} aria-hidden />}>
        Edit
      </Button>
      <Button component={Link} to="/profile/change-password" variant="light" leftSection={<IconKey size={16} aria-hidden />}>
        Change Password
      </Button>
    </>
  );
  return (
    <PageFrame breadcrumbs={[{ label: 'Profile' }]} title="Profile" actions={actions} maxWidth={800}>
      <ProfileView code={session.code} />
    </PageFrame>
  );
}
