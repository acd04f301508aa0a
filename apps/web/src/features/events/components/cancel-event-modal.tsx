import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Event } from '@console/contracts';

interface CancelEventModalProps {
  /** The event to cancel; null keeps the modal closed. */
  event: Event | null;
  busy: boolean;
  onConfirm: (event: Event) => void;
  onClose: () => void;
}

/** Asks before cancelling an event. */
export function CancelEventModal({ event, busy, onConfirm, onClose }: CancelEventModalProps) {
  return (
    <Modal opened={event !== null} onClose={onClose} title="Cancel Event" centered>
      <Stack gap="md">
        <Text>{event ? `Cancel the event "${event.name}"? It can be restored later.` : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep Event
          </Button>
          <Button color="red" loading={busy} onClick={() => event && onConfirm(event)}>
            Cancel Event
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
