import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { SubmitButton } from './submit-button.tsx';

interface FormActionsProps {
  cancelTo: string;
  saving: boolean;
  submitLabel?: string;
}

/** Save (submits the form) and Cancel (a link back). */
export function FormActions({ cancelTo, saving, submitLabel = 'Save' }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default">
        Cancel
      </Button>
      <SubmitButton loading={saving}>{submitLabel}</SubmitButton>
    </Group>
  );
}
