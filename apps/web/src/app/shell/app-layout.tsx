import { AppShell, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../lib/session-store.ts';
import { Logo, PRODUCT_NAME } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/** The shared frame: header (product, navigation, user menu), the page, and the footer. */
export function AppLayout() {
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <AppShell header={{ height: 64 }} footer={{ height: 44 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="lg" size="sm" aria-label="Open main menu" />
            <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} aria-label={`${PRODUCT_NAME} home`}>
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

      <Drawer opened={drawerOpened} onClose={drawer.close} title="Main menu" size="xs" hiddenFrom="lg">
        <MainNav orientation="vertical" onNavigate={drawer.close} />
      </Drawer>

      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>

      <AppShell.Footer>
        <Group h="100%" px="md" justify="center">
          {/* AppShell.Footer is the page's one <footer> (contentinfo landmark); the text inside is plain. */}
          <Text size="sm" c="dimmed">
            All rights reserved.
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
