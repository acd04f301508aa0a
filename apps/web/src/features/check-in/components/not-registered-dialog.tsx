import { Button, Group, Modal, Text } from '@mantine/core';
import { checkInMessages } from '../messages.ts';
import { useTranslation } from 'react-i18next';

interface NotRegisteredDialogProps {
  opened: boolean;
  onAnswer: (yes: boolean) => void;
}

/** 'Warning!': the member is not registered for an event that requires it (docs/product.md §6.4). */
export function NotRegisteredDialog({ opened, onAnswer }: NotRegisteredDialogProps) {
  // Re-renders on a language change (the texts are read from the catalog).
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={checkInMessages.notRegisteredTitle}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
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
