import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSession } from '../../../lib/session-store.ts';

/** A page under Profile, about the signed-in member's own record (`children` gets their code). */
export function ProfileSubpage({ crumb, title, children }: { crumb: string; title: string; children: (code: number) => ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PageFrame breadcrumbs={[{ label: t('profile.title'), to: '/profile' }, { label: crumb }]} title={title} maxWidth={800}>
      {children(session.code)}
    </PageFrame>
  );
}
