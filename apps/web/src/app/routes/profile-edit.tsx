import { Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { EditProfile } from '../../features/profile/components/edit-profile.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PageFrame
      breadcrumbs={[{ label: t('profile.title'), to: '/profile' }, { label: t('common.edit') }]}
      title={t('profile.edit')}
      maxWidth={800}
    >
      <EditProfile code={session.code} />
    </PageFrame>
  );
}
