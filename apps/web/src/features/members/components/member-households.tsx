import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberHousehold } from '@console/contracts';

/** The households a member is in, with their role in each, each a link to the household's page. */
export function MemberHouseholds({ households }: { households: readonly MemberHousehold[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="member-households">
      <Title order={2} size="h4" id="member-households" mb="sm">
        {t('members.households.title')}
      </Title>
      {households.length === 0 ? (
        <Text c="dimmed">{t('members.households.none')}</Text>
      ) : (
        <List spacing="xs">
          {households.map((household) => (
            <List.Item key={household.id}>
              <Anchor component={Link} to={`/households/${household.id}`}>
                {household.name}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {t(`households.role.${household.role}`)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
