import { ROLE_IDS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { StationsSettings } from '../../features/stations/components/stations-settings.tsx';

const ADMINISTRATORS = [ROLE_IDS.administrator];

/** /settings/stations: the door's devices (Administrators only; anyone else goes home). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession roles={ADMINISTRATORS}>
      <PageFrame breadcrumbs={[{ label: t('nav.settings') }, { label: t('nav.stations') }]} title={t('stations.title')}>
        <StationsSettings />
      </PageFrame>
    </RequireSession>
  );
}
