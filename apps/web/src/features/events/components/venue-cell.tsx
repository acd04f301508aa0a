import { Text, Tooltip } from '@mantine/core';
import type { Event } from '@console/contracts';

/** Product-spec section 9: the venue's details show after one second. */
export const VENUE_TOOLTIP_DELAY_MS = 1000;

/** The venue's name, with its city, province code and country in a delayed tooltip. */
export function VenueCell({ event }: { event: Event }) {
  const details = `${event.venue}, ${event.city}, ${event.provinceCode}, ${event.country}`;
  return (
    <Tooltip label={details} openDelay={VENUE_TOOLTIP_DELAY_MS} withArrow multiline maw={320}>
      <Text span size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        {event.venue}
      </Text>
    </Tooltip>
  );
}
