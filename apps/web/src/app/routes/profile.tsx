import { Button } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  const actions = (
    <>
      <Button component={Link} to="/profile/edit" leftSection={<IconEdit size={16} aria-hidden />}>
        {t('common.edit')}
      </Button>
      <Button component={Link} to="/profile/change-password" variant="light" leftSection={<IconKey size={16} aria-hidden />}>
        {t('passwords.title')}
      </Button>
    </>
  );
  return (
    <PageFrame breadcrumbs={[{ label: t('profile.title') }]} title={t('profile.title')} actions={actions} maxWidth={800}>
      <ProfileView code={session.code} />
    </PageFrame>
  );
}
