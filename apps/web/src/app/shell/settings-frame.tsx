import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { ROLE_IDS } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireSession } from '../../features/auth/components/require-session.tsx';

const ADMINISTRATORS = [ROLE_IDS.administrator];

/** The Settings pages, in the order of their tabs; the main navigation's Settings opens the first. */
export const SETTINGS_PAGES = [
  { page: 'stations', to: '/settings/stations', label: 'nav.stations' },
  { page: 'calendarFeeds', to: '/settings/calendar-feeds', label: 'nav.calendarFeeds' },
  { page: 'webhooks', to: '/settings/webhooks', label: 'nav.webhooks' },
  { page: 'audit', to: '/settings/audit', label: 'nav.auditLog' },
  { page: 'apiTokens', to: '/settings/api-tokens', label: 'nav.apiTokens' },
] as const;
type SettingsPage = (typeof SETTINGS_PAGES)[number]['page'];

/** The links between the Settings pages, the current one marked. */
function SettingsNav({ current }: { current: SettingsPage }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.settings')}>
      <Group gap={4} wrap="wrap">
        {SETTINGS_PAGES.map(({ page, to, label }) => (
          <Button
            key={page}
            component={Link}
            to={to}
            size="compact-md"
            variant={page === current ? 'light' : 'subtle'}
            aria-current={page === current ? 'page' : undefined}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

interface SettingsFrameProps {
  page: SettingsPage;
  title: string;
  children: ReactNode;
}

/**
 * A Settings page (Administrators only: anyone else goes home, the server answering them 403):
 * Home › Settings › the page, the links to the other Settings pages, and the page's content.
 */
export function SettingsFrame({ page, title, children }: SettingsFrameProps) {
  const { t } = useTranslation();
  const { label } = SETTINGS_PAGES.find((entry) => entry.page === page)!;
  return (
    <RequireSession roles={ADMINISTRATORS}>
      <PageFrame breadcrumbs={[{ label: t('nav.settings') }, { label: t(label) }]} title={title}>
        <SettingsNav current={page} />
        {children}
      </PageFrame>
    </RequireSession>
  );
}
