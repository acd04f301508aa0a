import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS, type Event, type EventStatus } from '@console/contracts';
import { getEventsQueryOptions } from '../../../entities/events/api/get-events.ts';
import type { EventsQuery } from '../../../entities/events/api/event-keys.ts';
import { useMembersAddedSince } from '../../../entities/members/api/get-members-added.ts';
import { useAbsentees } from '../../../entities/reports/api/get-reports.ts';
import { formatLocalDateTime, formatLocalTime, localDay, localDayEndUtc, localDayStartUtc, localMonthStart } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session-store.ts';

/** The door's counters move while the page is open: the lists are read again this often. */
const LIVE_MS = 30_000;
/** The absentees report as the Reports page opens it (its defaults). */
const STOPPED_COMING = { weeks: 4, minEvents: 3 };

const listOf = (query: Partial<EventsQuery>): EventsQuery => ({
  page: 1,
  size: 20,
  sort: 'start-date',
  direction: 'asc',
  venue: [],
  status: [],
  ...query,
});

const instantOf = (date: string, time: string) => `${date}T${time}:00Z`;

/**
 * Home's account of today (docs/product.md §2.3): the events in progress and those starting
 * today, with their live counts and a one-tap "Open check-in"; the week's events to come; the
 * members added this month; and, for an Administrator, how many stopped coming.
 */
export function TodayPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const today = localDay();
  const now = useQuery({
    ...getEventsQueryOptions(listOf({ status: ['in-progress', 'upcoming'], startbefore: localDayEndUtc(today) })),
    refetchInterval: LIVE_MS,
  });
  const week = useQuery({
    ...getEventsQueryOptions(
      listOf({ size: 10, status: ['upcoming'], startafter: localDayStartUtc(localDay(1)), startbefore: localDayEndUtc(localDay(7)) }),
    ),
    refetchInterval: LIVE_MS,
  });
  return (
    <Stack gap="lg">
      <section aria-labelledby="home-today">
        <Title order={2} size="h3" id="home-today" mb="sm">
          {t('home.today.title')}
        </Title>
        <EventCards read={now} empty={t('home.today.none')} render={(event) => <TodayEvent event={event} />} />
      </section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <section aria-labelledby="home-week">
          <Title order={2} size="h3" id="home-week" mb="sm">
            {t('home.week.title')}
          </Title>
          <EventCards read={week} empty={t('home.week.none')} render={(event) => <WeekEvent event={event} />} />
        </section>
        <section aria-labelledby="home-figures">
          <Title order={2} size="h3" id="home-figures" mb="sm">
            {t('home.figures.title')}
          </Title>
          <Stack gap="xs">
            <MembersAdded />
            {session?.roleId === ROLE_IDS.administrator && <StoppedComing />}
          </Stack>
        </section>
      </SimpleGrid>
    </Stack>
  );
}

function EventCards({
  read,
  empty,
  render,
}: {
  read: { data?: { events: Event[] }; isError: boolean };
  empty: string;
  render: (event: Event) => ReactNode;
}) {
  const { t } = useTranslation();
  if (read.isError) return <Text c="dimmed">{t('home.notLoaded')}</Text>;
  if (!read.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (read.data.events.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {read.data.events.map((event) => (
        <li key={event.code}>{render(event)}</li>
      ))}
    </Stack>
  );
}

function TodayEvent({ event }: { event: Event }) {
  const { t, i18n } = useTranslation();
  const hours = `${formatLocalTime(instantOf(event.startDate, event.startTime), i18n.language)}–${formatLocalTime(
    instantOf(event.endDate, event.endTime),
    i18n.language,
  )}`;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Anchor component={Link} to={`/events/${event.code}`} fw={600}>
            {event.name}
          </Anchor>
          <Group gap="xs">
            <Text size="sm">{hours}</Text>
            <Badge variant="light" color={event.status === 'In Progress' ? 'green' : 'blue'}>
              {t(`events.statusLabel.${event.status as EventStatus}`)}
            </Badge>
          </Group>
          <Text size="sm">{t('home.today.counts', { checked: event.checked, registered: event.registered })}</Text>
        </Stack>
        <Button component={Link} to={`/events/${event.code}/check-in`} aria-label={t('home.today.openCheckInFor', { name: event.name })}>
          {t('home.today.openCheckIn')}
        </Button>
      </Group>
    </Card>
  );
}

function WeekEvent({ event }: { event: Event }) {
  const { i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor component={Link} to={`/events/${event.code}`}>
        {event.name}
      </Anchor>
      <Text size="sm" c="dimmed">
        {formatLocalDateTime(event.startDate, event.startTime, i18n.language)}
      </Text>
    </Group>
  );
}

function Figure({ label, value, to, link }: { label: string; value: number | undefined; to: string; link: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text>{label}:</Text>
      {value === undefined ? (
        <Loader size="xs" aria-label={t('common.loading')} />
      ) : (
        <Text fw={600}>{value.toLocaleString(i18n.language)}</Text>
      )}
      <Anchor component={Link} to={to} size="sm">
        {link}
      </Anchor>
    </Group>
  );
}

function MembersAdded() {
  const { t } = useTranslation();
  const added = useMembersAddedSince(localDayStartUtc(localMonthStart()));
  if (added.isError) return null;
  return (
    <Figure
      label={t('home.figures.membersAdded')}
      value={added.data}
      to="/members?sort=code&direction=desc"
      link={t('home.figures.toMembers')}
    />
  );
}

function StoppedComing() {
  const { t } = useTranslation();
  const absentees = useAbsentees(STOPPED_COMING);
  if (absentees.isError) return null;
  return <Figure label={t('home.figures.stoppedComing')} value={absentees.data?.length} to="/reports" link={t('home.figures.toReport')} />;
}
