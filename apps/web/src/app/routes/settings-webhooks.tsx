import { useTranslation } from 'react-i18next';
import { WebhooksSettings } from '../../features/webhooks/components/webhooks-settings.tsx';
import { SettingsFrame } from '../shell/settings-frame.tsx';

/** /settings/webhooks: the addresses that are sent the changes (Administrators only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsFrame page="webhooks" title={t('webhooks.title')}>
      <WebhooksSettings />
    </SettingsFrame>
  );
}
