import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../lib/session-store.ts';
import { Logo, PRODUCT_NAME } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { UserMenuOnDemand } from './user-menu-on-demand.tsx';
import { useOnDemand } from '../../lib/use-on-demand.ts';
import { useScreenMatches } from '../../lib/use-screen-matches.ts';
import { useTranslation } from 'react-i18next';

const FOOTER_HEIGHT = 44;
/** Mantine's `lg` breakpoint: from it the navigation is a row in the header, below it a drawer. */
const WIDE_QUERY = '(min-width: 75em)';

const loadNavDrawer = () => import('./nav-drawer.tsx').then((module) => module.NavDrawer);

/** The shared frame: header (product, navigation, user menu), the page, and the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const navDrawer = useOnDemand(loadNavDrawer, drawer.open);
  // Not drawn at all on a narrow screen, rather than drawn and hidden: its links are a good part
  // of a phone's first render.
  const wide = useScreenMatches(WIDE_QUERY);

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              // The open drawer's overlay covers the burger: a click on it always opens.
              onClick={navDrawer.activate}
              onPointerEnter={navDrawer.prefetch}
              onFocus={navDrawer.prefetch}
              hiddenFrom="lg"
              size="sm"
              aria-label={t('nav.openMenu')}
            />
            <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t('product.home')}>
              <Group gap="xs" wrap="nowrap">
                <Logo size={32} />
                <Text fw={700} size="lg" visibleFrom="xs">
                  {PRODUCT_NAME}
                </Text>
              </Group>
            </Link>
          </Group>
          {wide && (
            <Group gap={0}>
              <MainNav orientation="horizontal" />
            </Group>
          )}
          {session && <UserMenuOnDemand session={session} />}
        </Group>
      </AppShell.Header>

      {navDrawer.part && <navDrawer.part opened={drawerOpened} onClose={drawer.close} />}

      {/* The page fills the screen less the footer's line, so the footer follows the content and
          scrolls with it instead of taking a line of every screen. */}
      <AppShell.Main bg="var(--console-page-background)" mih={`calc(100dvh - ${FOOTER_HEIGHT}px)`}>
        <Outlet />
      </AppShell.Main>

      {/* The page's one <footer> (contentinfo landmark), outside <main>; the text inside is plain. */}
      <Group component="footer" h={FOOTER_HEIGHT} px="md" justify="center" bg="var(--console-page-background)">
        <Text size="sm" c="dimmed">
          {t('nav.footer')}
        </Text>
      </Group>
    </AppShell>
  );
}
