import { ROLE_IDS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { ApiTokensSettings } from '../../features/api-tokens/components/api-tokens-settings.tsx';
import { RequireSession } from '../../features/auth/components/require-session.tsx';

const ADMINISTRATORS = [ROLE_IDS.administrator];

/** /settings/api-tokens: the tokens other programs call the API with (Administrators only; anyone else goes home). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession roles={ADMINISTRATORS}>
      <PageFrame breadcrumbs={[{ label: t('nav.settings') }, { label: t('nav.apiTokens') }]} title={t('apiTokens.title')}>
        <ApiTokensSettings />
      </PageFrame>
    </RequireSession>
  );
}
