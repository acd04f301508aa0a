import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookCreated } from '@console/contracts';

/** The new webhook's signing secret, shown this once, with a Copy button. */
export function SecretModal({ created, onClose }: { created: WebhookCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('webhooks.secret.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {created && (
        <Stack gap="md">
          <Text>{t('webhooks.secret.intro', { url: created.webhook.url })}</Text>
          <Code block aria-label={t('webhooks.secret.label')} style={{ wordBreak: 'break-all' }}>
            {created.secret}
          </Code>
          <Alert color="yellow" role="status">
            {t('webhooks.secret.shownOnce')}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('webhooks.secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
