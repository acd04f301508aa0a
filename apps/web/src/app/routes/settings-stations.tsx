import { useTranslation } from 'react-i18next';
import { StationsSettings } from '../../features/stations/components/stations-settings.tsx';
import { SettingsFrame } from '../shell/settings-frame.tsx';

/** /settings/stations: the door's devices (Administrators only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsFrame page="stations" title={t('stations.title')}>
      <StationsSettings />
    </SettingsFrame>
  );
}
