import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookDelivery } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { DELIVERIES_PAGE_SIZE, useDeliveries, useRetryDelivery, useSendTest } from '../../../entities/webhooks/api/deliveries.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';

// A light badge's text is the scheme's light colour (theme.ts darkens green's, which read at 3.9:1 on its tint).
const STATUS_COLOR = { pending: 'blue', succeeded: 'green', failed: 'red' } as const;

/** A webhook's deliveries, newest first (event, status, attempts, next attempt), with Retry and Send a test. */
export function DeliveriesModal({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(webhook.id, page);
  const retry = useRetryDelivery();
  const sendTest = useSendTest();
  const pages = Math.max(1, Math.ceil((deliveries.data?.totalCount ?? 0) / DELIVERIES_PAGE_SIZE));

  async function handleRetry(delivery: WebhookDelivery) {
    try {
      // The row shows it pending again: a toast would sit under the dialog's overlay.
      await retry.mutateAsync({ id: webhook.id, deliveryId: delivery.id });
    } catch {
      toast.danger(t('webhooks.deliveries.retryFailed'));
    }
  }

  async function handleTest() {
    try {
      // The new delivery shows first on page 1.
      await sendTest.mutateAsync(webhook.id);
      setPage(1);
    } catch {
      toast.danger(t('webhooks.deliveries.testFailed'));
    }
  }

  const eventLabel = (type: string) => t(`webhooks.event.${type}`, { defaultValue: type });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('webhooks.deliveries.title', { url: webhook.url })}
      centered
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm">{t('webhooks.deliveries.count', { count: deliveries.data?.totalCount ?? 0 })}</Text>
          <Button variant="default" loading={sendTest.isPending} onClick={() => void handleTest()}>
            {t('webhooks.deliveries.sendTest')}
          </Button>
        </Group>
        {deliveries.isError && (
          <Alert color="red" role="alert">
            {t('webhooks.deliveries.notLoaded')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('webhooks.deliveries.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.deliveries.column.event')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.column.status')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.column.attempts')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.column.nextAttempt')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.data?.deliveries.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>{t('webhooks.deliveries.none')}</Table.Td>
                </Table.Tr>
              )}
              {deliveries.data?.deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{eventLabel(delivery.eventType)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[delivery.status]} variant="light">
                      {t(`webhooks.status.${delivery.status}`)}
                    </Badge>
                    {delivery.lastStatusCode !== null && (
                      <Text span size="xs" ml={6}>
                        {t('webhooks.deliveries.lastStatus', { code: delivery.lastStatusCode })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>{delivery.nextAttemptAt ? formatLocalInstant(delivery.nextAttemptAt, i18n.language) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('webhooks.deliveries.retryOne', { event: eventLabel(delivery.eventType), id: delivery.id })}
                      loading={retry.isPending && retry.variables.deliveryId === delivery.id}
                      onClick={() => void handleRetry(delivery)}
                    >
                      {t('webhooks.deliveries.retry')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`webhooks.deliveries.page.${control}`) })}
          />
        )}
      </Stack>
    </Modal>
  );
}
