import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session-store.ts';
import { isCurrent, navItemsFor } from './navigation.ts';
import { useTranslation } from 'react-i18next';

interface MainNavProps {
  /** Row in the header on wide screens, column in the drawer on small ones. */
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The main navigation with the current area highlighted (`aria-current="page"`). */
export function MainNav({ orientation, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const links = navItemsFor(session?.roleId).map((item) => {
    const current = isCurrent(item.match, pathname);
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={t(item.label)}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        variant={orientation === 'horizontal' ? 'subtle' : 'light'}
        w={orientation === 'horizontal' ? 'auto' : '100%'}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { whiteSpace: 'nowrap' } }}
      />
    );
  });
  return (
    <nav aria-label={t('nav.main')}>
      {orientation === 'horizontal' ? <div style={{ display: 'flex', gap: 4 }}>{links}</div> : <Stack gap={4}>{links}</Stack>}
    </nav>
  );
}
