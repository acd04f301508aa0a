import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, type EventSeries, type EventStatus } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useEventSeries } from '../../../entities/event-series/api/get-event-series.ts';
import { formatLocalDateTime, utcToLocal } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { seriesSentence } from './series-sentence.ts';

const STATUS_COLORS: Record<EventStatus, string> = { Upcoming: 'blue', 'In Progress': 'green', Finalized: 'gray', Cancelled: 'red' };

type SeriesEvent = EventSeries['events'][number];

/** One event of the series: its start, linking to its page, and its status; the event shown is marked. */
function SeriesEventItem({ event, current }: { event: SeriesEvent; current: boolean }) {
  const { t } = useTranslation();
  const status = event.status as EventStatus;
  return (
    <Group component="li" gap="xs" wrap="wrap">
      <Anchor component={Link} to={`/events/${event.code}`} aria-current={current ? 'page' : undefined} fw={current ? 700 : undefined}>
        {formatLocalDateTime(event.startDate, event.startTime, currentLanguage())}
      </Anchor>
      <Badge variant="light" color={STATUS_COLORS[status]}>
        {t(`events.statusLabel.${status}`)}
      </Badge>
      {current && <Text size="sm">({t('events.series.current')})</Text>}
    </Group>
  );
}

/**
 * The Series of an event's page: the rule in one sentence and every event of the series, the
 * earliest first. A compact list, so that it fits a phone as well as a desk.
 */
export function SeriesPanel({ seriesId, currentCode }: { seriesId: number; currentCode: number }) {
  const { t } = useTranslation();
  const series = useEventSeries(seriesId);
  if (!series.data) return <RecordLoadState error={series.error} thing="series" notFoundMessage={messages.eventSeries.notFound} />;
  const first = series.data.events[0];
  const firstDay = first ? utcToLocal(first.startDate, first.startTime).date : '';
  return (
    <Stack gap="sm">
      <Text>{seriesSentence(series.data.repeat, firstDay, t, currentLanguage())}</Text>
      <Stack component="ol" gap={6} aria-label={t('events.series.events')} m={0} pl="lg">
        {series.data.events.map((event) => (
          <SeriesEventItem key={event.code} event={event} current={event.code === currentCode} />
        ))}
      </Stack>
    </Stack>
  );
}
