import { AppShell, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../lib/session-store.ts';
import { Logo, PRODUCT_NAME } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { useTranslation } from 'react-i18next';

const FOOTER_HEIGHT = 44;

/** The shared frame: header (product, navigation, user menu), the page, and the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="lg" size="sm" aria-label={t('nav.openMenu')} />
            <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t('product.home')}>
              <Group gap="xs" wrap="nowrap">
                <Logo size={32} />
                <Text fw={700} size="lg" visibleFrom="xs">
                  {PRODUCT_NAME}
                </Text>
              </Group>
            </Link>
          </Group>
          <Group visibleFrom="lg" gap={0}>
            <MainNav orientation="horizontal" />
          </Group>
          {session && <UserMenu session={session} />}
        </Group>
      </AppShell.Header>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('nav.mainMenu')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="xs"
        hiddenFrom="lg"
      >
        <MainNav orientation="vertical" onNavigate={drawer.close} />
      </Drawer>

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
