import { Button, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { HOME_CARDS } from '../../features/home/home-cards.ts';
import { TodayPanel } from '../../features/home/components/today-panel.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const cards = HOME_CARDS.filter((card) => session && card.roles.includes(session.roleId));
  return (
    <PageFrame breadcrumbs={[]} title={session ? t('home.welcome', { name: session.firstName }) : undefined}>
      <TodayPanel />
      <SimpleGrid mt="xl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((card) => (
          <Card key={card.id} withBorder shadow="xs" padding="lg" component="section" aria-labelledby={`card-${card.id}`}>
            <Group gap="sm" mb="md">
              <ThemeIcon size="lg" radius="md" variant="light">
                <card.icon size={22} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={600} size="lg" id={`card-${card.id}`} component="h2" m={0}>
                {t(card.title)}
              </Text>
            </Group>
            {card.summary && <card.summary />}
            <Group gap="sm">
              {card.links.map((link) => (
                <Button
                  key={link.to}
                  component={Link}
                  to={link.to}
                  variant={link.label === 'common.add' ? 'light' : 'filled'}
                  aria-label={t('home.cardAction', { action: t(link.label), area: t(card.title) })}
                >
                  {t(link.label)}
                </Button>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
