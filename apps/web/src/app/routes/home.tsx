import { Button, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { HOME_CARDS } from '../../features/home/home-cards.ts';
import { useSession } from '../../lib/session-store.ts';

export function Component() {
  const session = useSession();
  const cards = HOME_CARDS.filter((card) => session && (card.roles as readonly number[]).includes(session.roleId));
  return (
    <PageFrame breadcrumbs={[]} title={session ? `Welcome, ${session.firstName}` : undefined}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((card) => (
          <Card key={card.title} withBorder shadow="xs" padding="lg" component="section" aria-labelledby={`card-${card.title}`}>
            <Group gap="sm" mb="md">
              <ThemeIcon size="lg" radius="md" variant="light">
                <card.icon size={22} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={600} size="lg" id={`card-${card.title}`} component="h2" m={0}>
                {card.title}
              </Text>
            </Group>
            <Group gap="sm">
              {card.links.map((link) => (
                <Button
                  key={link.label}
                  component={Link}
                  to={link.to}
                  variant={link.label === 'Add' ? 'light' : 'filled'}
                  aria-label={`${link.label} ${card.title}`}
                >
                  {link.label}
                </Button>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
