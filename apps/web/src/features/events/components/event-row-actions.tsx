import { ActionIcon, Group } from '@mantine/core';
import { IconBan, IconEye, IconPencil, IconQrcode, IconRestore } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Event } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { ActionTip } from '../../../components/list/action-tip.tsx';

interface EventRowActionsProps {
  event: Event;
  onCancel: (event: Event) => void;
  onRestore: (event: Event) => void;
}

/**
 * View, Edit, Check-in (not for a cancelled event), Cancel (not when Cancelled or Finalized) and
 * Restore (only when Cancelled), as docs/product.md §5.1 allows.
 */
export function EventRowActions({ event, onCancel, onRestore }: EventRowActionsProps) {
  const { t } = useTranslation();
  const cancelled = event.status === 'Cancelled';
  return (
    <Group gap={4} wrap="nowrap">
      <ActionTip label={t('events.action.view')}>
        <ActionIcon
          component={Link}
          to={`/events/${event.code}`}
          variant="subtle"
          aria-label={t('events.action.viewOne', { name: event.name })}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </ActionTip>
      <ActionTip label={t('events.action.edit')}>
        <ActionIcon
          component={Link}
          to={`/events/${event.code}/edit`}
          variant="subtle"
          aria-label={t('events.action.editOne', { name: event.name })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </ActionTip>
      {!cancelled && (
        <ActionTip label={t('events.action.checkIn')}>
          <ActionIcon
            component={Link}
            to={`/events/${event.code}/check-in`}
            variant="subtle"
            aria-label={t('events.action.checkInOne', { name: event.name })}
          >
            <IconQrcode size={18} aria-hidden />
          </ActionIcon>
        </ActionTip>
      )}
      {!cancelled && event.status !== 'Finalized' && (
        <ActionTip label={t('events.action.cancel')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('events.action.cancelOne', { name: event.name })}
            onClick={() => onCancel(event)}
          >
            <IconBan size={18} aria-hidden />
          </ActionIcon>
        </ActionTip>
      )}
      {cancelled && (
        <ActionTip label={t('events.action.restore')}>
          <ActionIcon
            variant="subtle"
            color="green"
            aria-label={t('events.action.restoreOne', { name: event.name })}
            onClick={() => onRestore(event)}
          >
            <IconRestore size={18} aria-hidden />
          </ActionIcon>
        </ActionTip>
      )}
    </Group>
  );
}
