import { useTranslation } from 'react-i18next';
import { ApiTokensSettings } from '../../features/api-tokens/components/api-tokens-settings.tsx';
import { SettingsFrame } from '../shell/settings-frame.tsx';

/** /settings/api-tokens: the tokens other programs call the API with (Administrators only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsFrame page="apiTokens" title={t('apiTokens.title')}>
      <ApiTokensSettings />
    </SettingsFrame>
  );
}
