import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Event, SeriesEditScope } from '@console/contracts';
import { useTranslation } from 'react-i18next';

export type StatusChange = 'cancel' | 'restore';

interface EventStatusModalProps {
  /** The event to cancel or restore; null keeps the modal closed. */
  event: Event | null;
  change: StatusChange;
  busy: boolean;
  onConfirm: (event: Event, scope: SeriesEditScope) => void;
  onClose: () => void;
}

/** The texts of the modal: one event alone, or one of a series, which may take the later events along. */
function useModalTexts(change: StatusChange, inSeries: boolean) {
  const { t } = useTranslation();
  if (change === 'restore')
    return {
      title: t('events.seriesModal.restoreTitle'),
      body: 'events.seriesModal.restoreBody',
      keep: t('events.seriesModal.keepCancelled'),
      confirm: { this: t('events.seriesModal.restoreThis'), following: t('events.seriesModal.restoreFollowing') },
    } as const;
  return {
    title: t('events.cancelModal.title'),
    body: inSeries ? 'events.seriesModal.cancelBody' : 'events.cancelModal.body',
    keep: t('events.cancelModal.keep'),
    confirm: inSeries
      ? { this: t('events.seriesModal.cancelThis'), following: t('events.seriesModal.cancelFollowing') }
      : { this: t('events.cancelModal.confirm') },
  } as const;
}

/**
 * Asks before cancelling an event; for an event of a series, whether the later events go too. A
 * series event's restore asks the same, since it may bring back the later ones (a lone event's
 * restore needs no question).
 */
export function EventStatusModal({ event, change, busy, onConfirm, onClose }: EventStatusModalProps) {
  const { t } = useTranslation();
  const texts = useModalTexts(change, event?.seriesId != null);
  const [pressed, setPressed] = useState<SeriesEditScope>('this');
  const choices = Object.entries(texts.confirm) as [SeriesEditScope, string][];

  function confirm(scope: SeriesEditScope) {
    if (!event) return;
    setPressed(scope);
    onConfirm(event, scope);
  }

  return (
    <Modal opened={event !== null} onClose={onClose} title={texts.title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{event ? t(texts.body, { name: event.name }) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {texts.keep}
          </Button>
          {choices.map(([scope, label]) => (
            <Button
              key={scope}
              color={change === 'cancel' ? 'red.9' : undefined}
              loading={busy && pressed === scope}
              disabled={busy && pressed !== scope}
              onClick={() => confirm(scope)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
