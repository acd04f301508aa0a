import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages, type Venue } from '@console/contracts';
import { DetailList } from '../../../components/detail-list.tsx';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useEvents } from '../../../entities/events/api/get-events.ts';
import { useVenue } from '../../../entities/venues/api/get-venue.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { streetAddress } from './venues-table.tsx';

/** How many upcoming events the venue's page lists (the events list, filtered by the venue, shows them all). */
const UPCOMING_SHOWN = 20;

/** A venue's page: where it is, how to reach it, and its upcoming events. */
export function VenueDetails({ id }: { id: number }) {
  const venue = useVenue(id);
  if (!venue.data) return <RecordLoadState error={venue.error} thing="venue" notFoundMessage={messages.venues.notFound} />;
  return (
    <Stack gap="lg">
      <VenueCard venue={venue.data} />
      <UpcomingEvents venueId={id} />
    </Stack>
  );
}

function VenueCard({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('venues.column.address'), streetAddress(venue)],
    [t('venues.field.city'), `${venue.city}, ${venue.provinceCode} ${venue.postalCode}`],
    [t('venues.field.country'), venue.country],
    [t('venues.field.phones'), venue.phones],
    [t('venues.field.website'), venue.website],
  ];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} size="h3">
          {venue.name}
        </Title>
        <Button component={Link} to={`/venues/${venue.id}/edit`} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          {t('common.edit')}
        </Button>
      </Group>
      <DetailList rows={rows} />
    </Card>
  );
}

function UpcomingEvents({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const events = useEvents({
    page: 1,
    size: UPCOMING_SHOWN,
    sort: 'start-date',
    direction: 'asc',
    venue: [String(venueId)],
    status: ['upcoming'],
  });
  const upcoming = events.data?.events ?? [];
  return (
    <section aria-labelledby="venue-upcoming">
      <Title order={2} size="h4" id="venue-upcoming" mb="sm">
        {t('venues.upcoming')}
      </Title>
      {events.data && upcoming.length === 0 && <Text c="dimmed">{t('venues.noUpcoming')}</Text>}
      <List spacing="xs">
        {upcoming.map((event) => (
          <List.Item key={event.code}>
            <Anchor component={Link} to={`/events/${event.code}`}>
              {event.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {formatLocalDateTime(event.startDate, event.startTime, currentLanguage())}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
