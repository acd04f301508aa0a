import type { FormEvent, ReactNode } from 'react';
import { Modal, Stack } from '@mantine/core';
import { DialogFormActions } from '../../../components/form/form-actions.tsx';
import { useTranslation } from 'react-i18next';

interface CreateOptionModalProps {
  title: string;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The frame of the New Event Category / New Program / New Venue modals: a form with Save and Cancel. */
export function CreateOptionModal({ title, opened, saving, onClose, onSubmit, children }: CreateOptionModalProps) {
  const { t } = useTranslation();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // The modal renders in a portal, but React still bubbles its submit to the event form.
    event.stopPropagation();
    onSubmit(event);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {children}
          <DialogFormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
