import { ROLE_IDS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { WebhooksSettings } from '../../features/webhooks/components/webhooks-settings.tsx';

const ADMINISTRATORS = [ROLE_IDS.administrator];

/** /settings/webhooks: the addresses that are sent the changes (Administrators only; anyone else goes home). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession roles={ADMINISTRATORS}>
      <PageFrame breadcrumbs={[{ label: t('nav.settings') }, { label: t('nav.webhooks') }]} title={t('webhooks.title')}>
        <WebhooksSettings />
      </PageFrame>
    </RequireSession>
  );
}
