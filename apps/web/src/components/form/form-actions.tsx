import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { SubmitButton } from './submit-button.tsx';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  cancelTo: string;
  saving: boolean;
  submitLabel?: string;
}

/** Save (submits the form) and Cancel (a link back). */
export function FormActions({ cancelTo, saving, submitLabel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default">
        {t('common.cancel')}
      </Button>
      <SubmitButton loading={saving}>{submitLabel ?? t('common.save')}</SubmitButton>
    </Group>
  );
}

/** Save (submits the form) and Cancel (closes the dialog), at the foot of a form in a dialog. */
export function DialogFormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <SubmitButton loading={saving}>{t('common.save')}</SubmitButton>
    </Group>
  );
}
