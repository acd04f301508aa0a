import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoorGroup, DoorMember, Event } from '@console/contracts';
import { parseSelection, preselected, selectionValue } from '../selections.ts';
import { memberFacts } from '../../../entities/door/model/member-facts.ts';

interface FamilyCheckInProps {
  group: DoorGroup;
  event: Event;
  events: Event[];
  sending: boolean;
  onCheckIn: (selections: { memberCode: number; eventCode: number }[]) => void;
  onBack: () => void;
}

function MemberFacts({ member }: { member: DoorMember }) {
  const { t } = useTranslation();
  const facts = memberFacts(member, t);
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} fz="lg">
        {member.fullname}
      </Text>
      {facts && (
        <Text span size="sm" c="dimmed">
          {facts}
        </Text>
      )}
      {member.checkIn && <Badge color="teal.9">{t('mannedStation.family.checkedIn')}</Badge>}
    </Group>
  );
}

/**
 * One family: each person with a checkbox for every event of the station (children ticked for the
 * events that fit their age), and one button that checks the ticked ones in under one code.
 */
export function FamilyCheckIn({ group, event, events, sending, onCheckIn, onBack }: FamilyCheckInProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(() => preselected(group, events, event.code));
  const inHousehold = group.householdId !== null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="manned-family-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="manned-family-title">
          {group.name}
        </Title>
        <Checkbox.Group value={selected} onChange={setSelected} label={t('mannedStation.family.who')}>
          <Stack gap="md" mt="xs">
            {group.members.map((member) => (
              <Stack key={member.code} gap={6}>
                <MemberFacts member={member} />
                <Group gap="lg" wrap="wrap">
                  {events.map((one) => (
                    <Checkbox
                      key={one.code}
                      size="md"
                      value={selectionValue(member.code, one.code)}
                      disabled={!inHousehold || (one.code === event.code && member.checkIn)}
                      label={one.name}
                      aria-label={t('mannedStation.family.memberEvent', { name: member.fullname, event: one.name })}
                    />
                  ))}
                </Group>
              </Stack>
            ))}
          </Stack>
        </Checkbox.Group>
        {!inHousehold && <Alert color="yellow">{t('mannedStation.family.noHousehold')}</Alert>}
        <Group gap="sm">
          <Button
            size="lg"
            disabled={!inHousehold || selected.length === 0}
            loading={sending}
            onClick={() => onCheckIn(selected.map(parseSelection))}
          >
            {t('mannedStation.family.checkIn', { count: selected.length })}
          </Button>
          <Button size="lg" variant="default" onClick={onBack}>
            {t('mannedStation.family.back')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
