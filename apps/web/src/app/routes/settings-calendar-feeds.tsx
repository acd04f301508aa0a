import { ROLE_IDS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { CalendarFeedsSettings } from '../../features/calendar-feeds/components/calendar-feeds-settings.tsx';

const ADMINISTRATORS = [ROLE_IDS.administrator];

/** /settings/calendar-feeds: the addresses calendar apps subscribe to (Administrators only; anyone else goes home). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession roles={ADMINISTRATORS}>
      <PageFrame breadcrumbs={[{ label: t('nav.settings') }, { label: t('nav.calendarFeeds') }]} title={t('calendarFeeds.title')}>
        <CalendarFeedsSettings />
      </PageFrame>
    </RequireSession>
  );
}
