import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookDeliveryPage } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

/** Deliveries a page shows. */
export const DELIVERIES_PAGE_SIZE = 10;

/** `GET /api/webhooks/{id}/deliveries`: a page, newest first. */
export function getDeliveries(id: number, page: number, signal?: AbortSignal): Promise<WebhookDeliveryPage> {
  return apiFetch<WebhookDeliveryPage>(`/webhooks/${id}/deliveries?page=${page}&size=${DELIVERIES_PAGE_SIZE}`, { signal });
}

/** How often a page with a pending delivery is read again, so that its outcome shows as it comes. */
export const PENDING_REFRESH_MS = 2000;

export function useDeliveries(id: number, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) => getDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

/** `POST /api/webhooks/{id}/deliveries/{deliveryId}/retry`: sent again now. */
export function retryDelivery({ id, deliveryId }: { id: number; deliveryId: number }): Promise<WebhookDelivery> {
  return apiFetch<WebhookDelivery>(`/webhooks/${id}/deliveries/${deliveryId}/retry`, { method: 'POST' });
}

/** `POST /api/webhooks/{id}/test`: a `webhook.test` delivery, queued. */
export function sendTest(id: number): Promise<WebhookDelivery> {
  return apiFetch<WebhookDelivery>(`/webhooks/${id}/test`, { method: 'POST' });
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryDelivery, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendTest, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
