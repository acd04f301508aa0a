import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Household } from '@console/contracts';

interface DeleteHouseholdModalProps {
  household: Household;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a household (its members stay in the directory). */
export function DeleteHouseholdModal({ household, opened, busy, onConfirm, onClose }: DeleteHouseholdModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('households.deleteModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('households.deleteModal.body', { name: household.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('households.deleteModal.keep')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t('households.deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
