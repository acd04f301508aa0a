import { Button, Group, Modal, Text } from '@mantine/core';
import { checkInMessages } from '../messages.ts';

interface NotRegisteredDialogProps {
  opened: boolean;
  onAnswer: (yes: boolean) => void;
}

/** 'Warning!': the member is not registered for an event that requires it (product spec, section 8). */
export function NotRegisteredDialog({ opened, onAnswer }: NotRegisteredDialogProps) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(false)} title={checkInMessages.notRegisteredTitle} centered>
      <Text>{checkInMessages.notRegisteredBody}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {checkInMessages.confirmNo}
        </Button>
        <Button onClick={() => onAnswer(true)} data-autofocus>
          {checkInMessages.confirmYes}
        </Button>
      </Group>
    </Modal>
  );
}
