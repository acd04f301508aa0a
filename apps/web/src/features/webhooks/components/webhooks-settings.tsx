import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookCreated } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useDeleteWebhook } from '../../../entities/webhooks/api/delete-webhook.ts';
import { useUpdateWebhook } from '../../../entities/webhooks/api/update-webhook.ts';
import { useWebhooks } from '../../../entities/webhooks/api/get-webhooks.ts';
import { DeliveriesModal } from './deliveries-modal.tsx';
import { NewWebhookModal } from './new-webhook-modal.tsx';
import { SecretModal } from './secret-modal.tsx';

/**
 * Settings → Webhooks: the list (address, event types, enabled), and the dialogs to add one (its
 * secret shown once), see its deliveries, and delete it. The secret is held here only while its dialog is open.
 */
export function WebhooksSettings() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const updateWebhook = useUpdateWebhook();
  const deleteWebhook = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [viewing, setViewing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  async function handleToggle(webhook: Webhook, isEnabled: boolean) {
    try {
      await updateWebhook.mutateAsync({ id: webhook.id, body: { isEnabled } });
      toast.success(t(isEnabled ? 'webhooks.enabledNow' : 'webhooks.disabledNow', { url: webhook.url }));
    } catch {
      toast.danger(t('webhooks.toggleFailed'));
    }
  }

  async function handleDelete(webhook: Webhook) {
    try {
      await deleteWebhook.mutateAsync(webhook.id);
      setDeleting(null);
      toast.success(t('webhooks.deleted'));
    } catch {
      toast.danger(t('webhooks.deleteFailed'));
    }
  }

  const list = webhooks.data?.webhooks ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text maw={720}>{t('webhooks.intro')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('webhooks.add')}
        </Button>
      </Group>
      {webhooks.isError && (
        <Alert color="red" role="alert">
          {t('webhooks.notLoaded')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('webhooks.title')} aria-busy={webhooks.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.column.url')}</Table.Th>
              <Table.Th>{t('webhooks.column.events')}</Table.Th>
              <Table.Th>{t('webhooks.column.enabled')}</Table.Th>
              <Table.Th>{t('webhooks.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {webhooks.isSuccess && list.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>{t('webhooks.none')}</Table.Td>
              </Table.Tr>
            )}
            {list.map((webhook) => (
              <Table.Tr key={webhook.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {webhook.url}
                  {webhook.description && (
                    <Text size="xs" c="dimmed">
                      {webhook.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{webhook.events.map((type) => t(`webhooks.event.${type}`)).join(', ')}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={webhook.isEnabled}
                    aria-label={t('webhooks.enabledOne', { url: webhook.url })}
                    disabled={updateWebhook.isPending && updateWebhook.variables.id === webhook.id}
                    onChange={(event) => void handleToggle(webhook, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('webhooks.deliveriesOne', { url: webhook.url })}
                      onClick={() => setViewing(webhook)}
                    >
                      {t('webhooks.deliveriesButton')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('webhooks.deleteOne', { url: webhook.url })}
                      onClick={() => setDeleting(webhook)}
                    >
                      {t('webhooks.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <NewWebhookModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setCreating(false);
          setCreated(made);
        }}
      />
      <SecretModal created={created} onClose={() => setCreated(null)} />
      {viewing && <DeliveriesModal key={viewing.id} webhook={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <Modal
          opened
          onClose={() => setDeleting(null)}
          title={t('webhooks.deleteModal.title')}
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack gap="md">
            <Text>{t('webhooks.deleteModal.body', { url: deleting.url })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('webhooks.deleteModal.keep')}
              </Button>
              <Button color="red" loading={deleteWebhook.isPending} onClick={() => void handleDelete(deleting)}>
                {t('webhooks.deleteModal.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
