import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { useTranslation } from 'react-i18next';

const AREAS = {
  events: 'nav.events',
  programs: 'nav.programs',
  services: 'nav.services',
  venues: 'nav.venues',
  reports: 'nav.reports',
} as const;

/** Areas the console does not offer yet (docs/product.md §1.1). */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [area = '', ...rest] = pathname.split('/').filter(Boolean);
  const label = area in AREAS ? t(AREAS[area as keyof typeof AREAS]) : area;
  const crumbs = [{ label, ...(rest.length > 0 && { to: `/${area}` }) }, ...rest.map((part) => ({ label: part }))];
  return (
    <PageFrame breadcrumbs={crumbs} title={label}>
      <Text c="dimmed">{t('common.comingSoonArea')}</Text>
    </PageFrame>
  );
}
