import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../features/audit/components/audit-log.tsx';
import { SettingsFrame } from '../shell/settings-frame.tsx';

/** /settings/audit: the change record (Administrators only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsFrame page="audit" title={t('audit.title')}>
      <AuditLog />
    </SettingsFrame>
  );
}
