import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBan, IconEye, IconPencil, IconQrcode, IconRestore } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Event } from '@console/contracts';

interface EventRowActionsProps {
  event: Event;
  onCancel: (event: Event) => void;
  onRestore: (event: Event) => void;
}

/**
 * View, Edit, Check-in (not for a cancelled event), Cancel (not when Cancelled or Finalized) and
 * Restore (only when Cancelled), as product-spec section 4 allows.
 */
export function EventRowActions({ event, onCancel, onRestore }: EventRowActionsProps) {
  const cancelled = event.status === 'Cancelled';
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="View">
        <ActionIcon component={Link} to={`/events/${event.code}`} variant="subtle" aria-label={`View ${event.name}`}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon component={Link} to={`/events/${event.code}/edit`} variant="subtle" aria-label={`Edit ${event.name}`}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {!cancelled && (
        <Tooltip label="Check-in">
          <ActionIcon component={Link} to={`/events/${event.code}/check-in`} variant="subtle" aria-label={`Check-in ${event.name}`}>
            <IconQrcode size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {!cancelled && event.status !== 'Finalized' && (
        <Tooltip label="Cancel">
          <ActionIcon variant="subtle" color="red" aria-label={`Cancel ${event.name}`} onClick={() => onCancel(event)}>
            <IconBan size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {cancelled && (
        <Tooltip label="Restore">
          <ActionIcon variant="subtle" color="green" aria-label={`Restore ${event.name}`} onClick={() => onRestore(event)}>
            <IconRestore size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
