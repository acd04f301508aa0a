import type { FormEvent } from 'react';
import { Modal, Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/form/form-actions.tsx';
import type { StationFormOutput, StationFormValues } from '../../../entities/stations/model/station-form-values.ts';
import { StationFields } from './station-fields.tsx';

interface StationFormModalProps {
  title: string;
  /** The form's accessible name ('New station', 'Station Front door'). */
  formLabel: string;
  opened: boolean;
  form: UseFormReturn<StationFormValues, unknown, StationFormOutput>;
  saving: boolean;
  onValid: (values: StationFormOutput) => Promise<void>;
  onInvalid: () => void;
  onClose: () => void;
}

/** The station form in a dialog, with Save and Cancel (New and Edit). */
export function StationFormModal({ title, formLabel, opened, form, saving, onValid, onInvalid, onClose }: StationFormModalProps) {
  const { t } = useTranslation();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // The modal renders in a portal, but React still bubbles its submit to any form around the page.
    event.stopPropagation();
    void form.handleSubmit(onValid, onInvalid)(event);
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={handleSubmit} noValidate aria-label={formLabel}>
        <Stack gap="md">
          <StationFields form={form} />
          <DialogFormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
