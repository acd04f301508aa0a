import { Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { StandaloneChangePasswordForm } from '../../features/passwords/components/standalone-change-password-form.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from 'react-i18next';

/** The older standalone password page: narrower than the other forms (docs/product.md §3.4). */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PageFrame breadcrumbs={[{ label: t('passwords.title') }]} title={t('passwords.title')} maxWidth={500}>
      <StandaloneChangePasswordForm code={session.code} />
    </PageFrame>
  );
}
