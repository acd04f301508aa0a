import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@console/contracts';

interface RevokeApiTokenModalProps {
  apiToken: ApiToken;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before revoking a token: every program that uses it is refused at once. */
export function RevokeApiTokenModal({ apiToken, busy, onConfirm, onClose }: RevokeApiTokenModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('apiTokens.revokeModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('apiTokens.revokeModal.body', { name: apiToken.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('apiTokens.revokeModal.keep')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t('apiTokens.revokeModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
