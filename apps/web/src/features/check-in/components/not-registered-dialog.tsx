import { Button, Group, Modal, Text } from '@mantine/core';
import { checkInMessages } from '../messages.ts';
import type { Unregistered } from '../hooks/use-registration-question.ts';
import { useTranslation } from 'react-i18next';

interface NotRegisteredDialogProps {
  opened: boolean;
  /** Whom it asks about (the last one, while it closes). */
  who: Unregistered | null;
  onAnswer: (yes: boolean) => void;
}

/**
 * 'Warning!': the member, by name where it is known, is not registered for an event that requires
 * it (docs/product.md §6.4).
 */
export function NotRegisteredDialog({ opened, who, onAnswer }: NotRegisteredDialogProps) {
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
      <Text>{who && checkInMessages.notRegisteredBody(who.fullname || t('checkIn.member', { code: who.memberCode }))}</Text>
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
