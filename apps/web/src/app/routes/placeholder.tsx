import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';

const AREAS: Record<string, string> = {
  events: 'Events',
  programs: 'Programs',
  services: 'Services',
  venues: 'Venues',
  reports: 'Reports',
};

/** Areas the console does not offer yet (product-spec: services, venues and reports are placeholders). */
export function Component() {
  const { pathname } = useLocation();
  const [area = '', ...rest] = pathname.split('/').filter(Boolean);
  const label = AREAS[area] ?? area;
  const crumbs = [{ label, ...(rest.length > 0 && { to: `/${area}` }) }, ...rest.map((part) => ({ label: part }))];
  return (
    <PageFrame breadcrumbs={crumbs} title={label}>
      <Text c="dimmed">This area is coming soon.</Text>
    </PageFrame>
  );
}
