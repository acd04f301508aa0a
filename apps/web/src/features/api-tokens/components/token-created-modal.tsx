import { Alert, Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '@console/contracts';

/**
 * The token just made, with Copy. The server never shows it again, so only Done, the close button
 * or Escape close it: a click beside the dialog would lose it.
 */
export function TokenCreatedModal({ created, onClose }: { created: ApiTokenCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!created) return null;
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      title={t('apiTokens.created.title', { name: created.apiToken.name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert color="yellow">{t('apiTokens.created.shownOnce')}</Alert>
        <Text size="sm" c="dimmed" id="new-api-token-label">
          {t('apiTokens.created.token')}
        </Text>
        <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }} aria-labelledby="new-api-token-label" data-testid="api-token">
          {created.token}
        </Text>
        <Text size="sm">{t('apiTokens.created.use')}</Text>
        <Group justify="space-between">
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('apiTokens.created.copied') : t('apiTokens.created.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('apiTokens.created.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
