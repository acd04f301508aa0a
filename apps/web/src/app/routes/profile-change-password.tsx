import { Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { ChangePasswordForm } from '../../features/passwords/components/change-password-form.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PageFrame
      breadcrumbs={[{ label: t('profile.title'), to: '/profile' }, { label: t('passwords.title') }]}
      title={t('passwords.title')}
      maxWidth={800}
    >
      <ChangePasswordForm code={session.code} />
    </PageFrame>
  );
}
