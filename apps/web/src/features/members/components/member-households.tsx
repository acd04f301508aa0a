import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberHousehold } from '@console/contracts';
import { MemberSection } from './member-section.tsx';

/** The households a member is in, with their role in each, each a link to the household's page. */
export function MemberHouseholds({ households }: { households: readonly MemberHousehold[] }) {
  const { t } = useTranslation();
  return (
    <MemberSection
      id="member-households"
      title={t('members.households.title')}
      emptyText={t('members.households.none')}
      empty={households.length === 0}
    >
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
    </MemberSection>
  );
}
