import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Text, Tooltip } from '@mantine/core';
import type { Event } from '@console/contracts';

/** docs/product.md §5.2: the venue's details show after one second. */
export const VENUE_TOOLTIP_DELAY_MS = 1000;

/**
 * The venue's name, with its city, province code and country in a tooltip after one second of
 * hover or keyboard focus (Escape closes it). The Tooltip is put on the page only when it opens,
 * pointed at the name: one always there in every row (floating-ui's hooks each) was 100 ms of the
 * events list's blocking time on a throttled phone (decision 013). A touch shows nothing, as
 * Mantine's Tooltip did.
 */
export function VenueCell({ event }: { event: Event }) {
  const details = `${event.venue}, ${event.city}, ${event.provinceCode}, ${event.country}`;
  // Typed as Text's element, though `span` draws a <span>.
  const name = useRef<HTMLParagraphElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), VENUE_TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <Text
        ref={name}
        span
        size="sm"
        tabIndex={0}
        style={{ textDecoration: 'underline dotted' }}
        onPointerEnter={(pointer: PointerEvent) => pointer.pointerType !== 'touch' && show()}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(key) => key.key === 'Escape' && hide()}
      >
        {event.venue}
      </Text>
      {open && <Tooltip label={details} opened target={name} withArrow multiline maw={320} />}
    </>
  );
}
