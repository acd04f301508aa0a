import { ROLE_IDS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { AuditLog } from '../../features/audit/components/audit-log.tsx';
import { RequireSession } from '../../features/auth/components/require-session.tsx';

const ADMINISTRATORS = [ROLE_IDS.administrator];

/** /settings/audit: the change record (Administrators only; anyone else goes home). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession roles={ADMINISTRATORS}>
      <PageFrame breadcrumbs={[{ label: t('nav.settings') }, { label: t('nav.auditLog') }]} title={t('audit.title')}>
        <AuditLog />
      </PageFrame>
    </RequireSession>
  );
}
