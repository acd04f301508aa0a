import { useTranslation } from 'react-i18next';
import { CalendarFeedsSettings } from '../../features/calendar-feeds/components/calendar-feeds-settings.tsx';
import { SettingsFrame } from '../shell/settings-frame.tsx';

/** /settings/calendar-feeds: the addresses calendar apps subscribe to (Administrators only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsFrame page="calendarFeeds" title={t('calendarFeeds.title')}>
      <CalendarFeedsSettings />
    </SettingsFrame>
  );
}
