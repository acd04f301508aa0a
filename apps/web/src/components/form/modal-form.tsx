import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { SubmitButton } from './submit-button.tsx';
import { useTranslation } from 'react-i18next';

interface ModalFormProps {
  title: string;
  /** The form's accessible name, when it is not the title ('Station Front door'). */
  formLabel?: string;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A form in a dialog with Save and Cancel (New Station, New Calendar Feed, the event form's New Program…). */
export function ModalForm({ title, formLabel = title, opened, saving, onClose, onSubmit, children }: ModalFormProps) {
  const { t } = useTranslation();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // The modal renders in a portal, but React still bubbles its submit to any form around the page (the event form).
    event.stopPropagation();
    onSubmit(event);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={handleSubmit} noValidate aria-label={formLabel}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton loading={saving}>{t('common.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
