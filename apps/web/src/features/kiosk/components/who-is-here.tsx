import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoorGroup, DoorMember, Event } from '@console/contracts';
import { initialPicks, toggledEvent, toggledMember, type Picks } from '../model/selections.ts';
import { TARGET } from './kiosk-sizes.ts';

function MemberCard({
  member,
  events,
  picks,
  onPicks,
}: {
  member: DoorMember;
  events: Event[];
  picks: Picks;
  onPicks: (picks: Picks) => void;
}) {
  const { t } = useTranslation();
  const chosen = picks[member.code] ?? [];
  const here = chosen.length > 0;
  return (
    <Card
      withBorder
      padding="md"
      radius="lg"
      style={here ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 3 } : undefined}
    >
      <Stack gap="sm">
        <Button
          h={TARGET}
          fz={28}
          justify="space-between"
          variant={here ? 'filled' : 'default'}
          aria-pressed={here}
          onClick={() => onPicks(toggledMember(picks, member, events))}
          rightSection={here ? <span aria-hidden="true">✓</span> : null}
        >
          {member.fullname}
        </Button>
        <Group gap="sm">
          {member.role && <Text size="lg">{t(`kiosk.who.role.${member.role}`)}</Text>}
          {member.checkIn && (
            <Badge size="xl" color="green">
              {t('kiosk.who.checkedIn')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" role="group" aria-label={t('kiosk.who.eventsOf', { name: member.fullname })}>
          {events.map((event) => {
            const on = chosen.includes(event.code);
            return (
              <Button
                key={event.code}
                h={TARGET}
                fz={22}
                radius="xl"
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                onClick={() => onPicks(toggledEvent(picks, member.code, event.code))}
              >
                {event.name}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Who is here: a large toggle for each person, and under it the events they go to. Children come
 * chosen, each with the events that fit their age; adults choose for themselves.
 */
export function WhoIsHere({
  group,
  events,
  sending,
  failed,
  onCheckIn,
  onBack,
}: {
  group: DoorGroup;
  events: Event[];
  sending: boolean;
  failed: boolean;
  onCheckIn: (picks: Picks) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState(() => initialPicks(group, events));
  const chosen = Object.values(picks).reduce((sum, codes) => sum + codes.length, 0);
  return (
    <Stack gap="lg" w="100%" maw={880} mx="auto">
      <Stack gap={4} align="center">
        <Title order={1} ta="center">
          {group.name}
        </Title>
        <Text fz={26} ta="center">
          {t('kiosk.who.title')}
        </Text>
      </Stack>
      {group.members.map((member) => (
        <MemberCard key={member.code} member={member} events={events} picks={picks} onPicks={setPicks} />
      ))}
      {failed && (
        <Alert color="red" role="alert" fz="lg">
          {t('kiosk.errors.failed')}
        </Alert>
      )}
      {/* The buttons stay in sight however large the family: the list scrolls under them. */}
      <Group grow gap="md" py="sm" pos="sticky" bottom={0} bg="var(--console-page-background)" style={{ zIndex: 1 }}>
        <Button h={TARGET} fz={24} variant="default" onClick={onBack} disabled={sending}>
          {t('kiosk.who.back')}
        </Button>
        <Button h={TARGET} fz={28} onClick={() => onCheckIn(picks)} disabled={chosen === 0} loading={sending}>
          {t('kiosk.who.checkIn')}
        </Button>
      </Group>
    </Stack>
  );
}
